import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsObject, ValidateNested } from 'class-validator';
import { VALIDATION_MESSAGES as M } from './api-error';

/**
 * A list of objects, each validated as `type`. ValidateNested alone also walks into a nested list (`[[{…}]]`,
 * `[[]]`) and lets it through, so a service got arrays where it expected objects (a 500, and outages
 * published without street fields): every element must be an object.
 */
export const EachNested = (type: () => new (...args: never[]) => unknown) =>
  applyDecorators(IsObject({ each: true, message: M.notObject }), ValidateNested({ each: true }), Type(type));
