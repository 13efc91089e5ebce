import { BadRequestException, PipeTransform } from '@nestjs/common';

const MAX_INT = 2_147_483_647;
const MESSAGE = 'Niepoprawny identyfikator';

/**
 * Path ids are positive 32-bit integers written in decimal digits; anything else is a 400 in Polish, never a database
 * error. Only the text as sent can be judged: a value something already turned into a number (Nest's conversion read
 * `0x10` as 16 and `  1` as 1) is refused too, so that mistake cannot come back unnoticed.
 */
export class IdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    const id = typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(id) || id > MAX_INT) throw new BadRequestException({ message: MESSAGE, errors: { id: MESSAGE } });
    return id;
  }
}

export const idPipe = new IdPipe();
