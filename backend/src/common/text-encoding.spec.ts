import { hasLoneSurrogate, isUtf8Bytes, percentEncodedTextProblem, queryTextProblem } from './text-encoding';

describe('text encoding', () => {
  it('finds half a surrogate pair standing alone, not a whole pair', () => {
    expect(hasLoneSurrogate('\ud800x@a.pl')).toBe(true);
    expect(hasLoneSurrogate('a\udc00')).toBe(true);
    expect(hasLoneSurrogate('awaria 😀 Łódź')).toBe(false);
  });

  it('accepts UTF-8 bytes and refuses others, a surrogate encoded as UTF-8 included', () => {
    expect(isUtf8Bytes(Buffer.from('zażółć gęślą jaźń'))).toBe(true);
    expect(isUtf8Bytes(Buffer.from([0x61, 0xff]))).toBe(false);
    expect(isUtf8Bytes(Buffer.from([0xed, 0xa0, 0x80]))).toBe(false);
    expect(isUtf8Bytes(Buffer.from([0x61, 0xc5]))).toBe(false);
  });

  it.each([
    ['plain ASCII', 'lat=52.2&lng=21.0', undefined],
    ['escaped Polish letters', 'street=%C5%81%C3%B3d%C5%BA', undefined],
    ['a literal % that escapes nothing', 'q=100%', undefined],
    ['a truncated escape', 'q=%E0%A4%A', 'encoding'],
    ['not UTF-8', 'q=%FF%FE', 'encoding'],
    ['a surrogate encoded as UTF-8', 'q=%ED%A0%80', 'encoding'],
    ['a NUL', 'q=a%00b', 'nul'],
    ['a raw Latin-1 byte', 'q=\u00ff', 'encoding'],
  ])('judges a query with %s', (_name, query, problem) => expect(percentEncodedTextProblem(query)).toBe(problem));

  it('names the parameter that holds the problem', () => {
    expect(queryTextProblem('a=1&street=%FF&b=%00')).toEqual({ field: 'street', problem: 'encoding' });
    expect(queryTextProblem('a=1&b=x%00')).toEqual({ field: 'b', problem: 'nul' });
    expect(queryTextProblem('%FF=1')).toEqual({ field: 'query', problem: 'encoding' });
    expect(queryTextProblem('a%zz=%FF')).toEqual({ field: 'a%zz', problem: 'encoding' });
    expect(queryTextProblem('timePeriod=24&x=%C5%82')).toBeUndefined();
  });
});
