import { rememberedStrings } from './remembered-strings';

describe('rememberedStrings', () => {
  it('computes each argument once, null answers included, and no more than the limit', () => {
    const calls: string[] = [];
    const parse = rememberedStrings((text: string) => (calls.push(text), text === 'none' ? null : text.length), 2);
    expect([parse('ab'), parse('ab'), parse('none'), parse('none')]).toEqual([2, 2, null, null]);
    expect(calls).toEqual(['ab', 'none']);
    // Two remembered: a third argument is computed every time it comes.
    expect([parse('xyz'), parse('xyz')]).toEqual([3, 3]);
    expect(calls).toEqual(['ab', 'none', 'xyz', 'xyz']);
  });
});
