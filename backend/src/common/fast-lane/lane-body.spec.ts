import { parseJsonBody } from './lane-body';

describe('the fast lane body reader', () => {
  it('reads UTF-8 JSON, a BOM dropped', () => {
    expect(parseJsonBody(Buffer.from('\ufeff{"a":"Łódź"}'))).toEqual({ text: '{"a":"Łódź"}', value: { a: 'Łódź' } });
  });

  it.each([
    ['0xFF', [0xff]],
    ['a surrogate encoded as UTF-8', [0xed, 0xa0, 0x80]],
    ['a cut-off sequence', [0xc5]],
  ])('refuses bytes that are not UTF-8 (%s) as body-parser does, instead of reading U+FFFD', (_name, bytes) => {
    const body = Buffer.concat([Buffer.from('{"a":"x'), Buffer.from(bytes), Buffer.from('"}')]);
    expect(parseJsonBody(body)).toEqual({ error: { type: 'encoding.invalid', status: 400, message: 'Nieprawidłowe kodowanie znaków (wymagane UTF-8)' } });
  });
});
