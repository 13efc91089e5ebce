import { MAX_PATH_ID, parsePathId } from './path-id';

describe('parsePathId', () => {
  it.each([
    ['1', 1],
    ['12', 12],
    [String(MAX_PATH_ID), MAX_PATH_ID],
  ])('reads %s as the id %d', (text, id) => {
    expect(parsePathId(text)).toBe(id);
  });

  it.each(['undefined', 'null', '', '0', '012', '-1', '1.5', '0x10', ' 1', '1 ', '1e3', String(MAX_PATH_ID + 1), '99999999999'])(
    'finds no id in %j',
    (text) => {
      expect(parsePathId(text)).toBeNull();
    },
  );

  it('finds no id in what is not text', () => {
    expect(parsePathId(undefined)).toBeNull();
    expect(parsePathId(12)).toBeNull();
  });
});
