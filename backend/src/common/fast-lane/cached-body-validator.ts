import type { Type } from '@nestjs/common';
import { createValidationPipe } from '../validation.pipe';

/** Distinct valid bodies remembered: the map sends one or two ("now", a chosen day); the rest only bounds memory. */
const MAX_REMEMBERED = 256;

/**
 * The DTO check of a fast-lane body, with the very pipe every Nest route uses (createValidationPipe: the same
 * rules, hostile-input checks and transformation, no copy of a rule). A body that fails is not answered in the lane at
 * all: the lane hands it to Nest, whose pipe refuses it with its own 400. Used as it is for the outage system's PUT,
 * whose bodies all differ.
 */
export class BodyValidator<T extends object> {
  private readonly pipe = createValidationPipe();

  constructor(private readonly metatype: Type<T>) {}

  /** The DTO when `value` passes the DTO's rules, else null. */
  async check(value: unknown): Promise<T | null> {
    try {
      return (await this.pipe.transform(value, { type: 'body', metatype: this.metatype })) as T;
    } catch {
      return null;
    }
  }
}

/** The same check for a fast-lane POST that a storm repeats: a body that passes is remembered by its exact text, so it pays the check once. */
export class CachedBodyValidator<T extends object> {
  private readonly validator: BodyValidator<T>;
  private readonly valid = new Map<string, T>();

  constructor(metatype: Type<T>) {
    this.validator = new BodyValidator(metatype);
  }

  /** The DTO of a body text that passed before (shared between requests: read it, never change it). */
  remembered(text: string): T | undefined {
    return this.valid.get(text);
  }

  /** The DTO when `value` (parsed from `text`) passes the DTO's rules, else null. */
  async check(text: string, value: unknown): Promise<T | null> {
    const dto = await this.validator.check(value);
    if (!dto) return null;
    if (this.valid.size >= MAX_REMEMBERED) this.valid.delete(this.valid.keys().next().value!);
    this.valid.set(text, dto);
    return dto;
  }
}
