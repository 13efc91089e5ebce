import { CanActivate, ExecutionContext, Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DECORATORS } from '@nestjs/swagger';
import type { Request } from 'express';
import { ERROR_MESSAGES } from './api-error';

/** What a route consumes when it declares nothing else (@nestjs/swagger documents the same default). */
const JSON_ONLY = ['application/json'];

/**
 * A request body of a type the route does not consume is answered 415. Without it a JSON route sent `text/plain` (or a
 * form) reads no body at all and answers "Pole obowiązkowe" for every field, which sends the caller looking in the
 * wrong place. The types are the ones the document states (@ApiConsumes, default JSON), so the answer and the document
 * cannot disagree. A request without a body passes: a route that takes none ignores the header.
 */
@Injectable()
export class BodyMediaTypeGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    const consumes = this.reflector.getAllAndOverride<string[] | undefined>(DECORATORS.API_CONSUMES, [context.getHandler(), context.getClass()]) ?? JSON_ONLY;
    // req.is: null without a body, false for a body of another type. No Content-Type at all is what a client sends
    // with an empty chunked body (a POST that carries nothing): body-parser reads nothing either, and the route answers.
    if (req.headers['content-type'] === undefined || req.is(consumes) !== false) return true;
    throw new UnsupportedMediaTypeException(`${ERROR_MESSAGES.unsupportedMediaType}: wyślij treść jako ${consumes.join(' albo ')} (nagłówek Content-Type)`);
  }
}
