import { BadRequestException, PipeTransform } from '@nestjs/common';

const MAX_INT = 2_147_483_647;
const MESSAGE = 'Niepoprawny identyfikator';

/** Path ids are positive 32-bit integers; anything else is a 400 in Polish, never a database error. */
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(id) || id > MAX_INT) throw new BadRequestException({ message: MESSAGE, errors: { id: MESSAGE } });
    return id;
  }
}

export const idPipe = new IdPipe();
