import { BadRequestException } from '@nestjs/common';
import { idPipe } from './id.pipe';

describe('idPipe', () => {
  it.each([
    ['1', 1],
    ['2147483647', 2147483647],
  ])('accepts %s', (v, n) => expect(idPipe.transform(v)).toBe(n));
  it.each(['0', '-1', '01', '1.5', 'abc', '2147483648', '', '1e3', '0x10', '  1', '1 ', '+1', '0b1', '１'])('refuses %j with 400', (v) =>
    expect(() => idPipe.transform(v)).toThrow(BadRequestException),
  );
  it.each([16, undefined, null, ['1']])('refuses %j, which is not the text as sent', (v) => expect(() => idPipe.transform(v)).toThrow(BadRequestException));
});
