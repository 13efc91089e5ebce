import { BadRequestException, PipeTransform } from '@nestjs/common';
import { parsePathId } from '@portal/domain';

const MESSAGE = 'Niepoprawny identyfikator';

/**
 * Path ids are positive 32-bit integers written in decimal digits (`parsePathId`); anything else is a 400 in Polish, never a database
 * error. Only the text as sent can be judged: a value something already turned into a number (Nest's conversion read
 * `0x10` as 16 and `  1` as 1) is refused too, so that mistake cannot come back unnoticed.
 */
export class IdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    const id = parsePathId(value);
    if (id === null) throw new BadRequestException({ message: MESSAGE, errors: { id: MESSAGE } });
    return id;
  }
}

export const idPipe = new IdPipe();
