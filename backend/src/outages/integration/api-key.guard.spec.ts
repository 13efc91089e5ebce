import { apiKeyDigests, matchesApiKey as matchesDigests } from './api-key.guard';

const matchesApiKey = (given: string, keys: string[]) => matchesDigests(given, apiKeyDigests(keys));

describe('matchesApiKey', () => {
  const keys = ['first-key-0123456789abcdefgh', 'second-key-0123456789abcdefg'];
  it('accepts any configured key', () => {
    expect(matchesApiKey(keys[0], keys)).toBe(true);
    expect(matchesApiKey(keys[1], keys)).toBe(true);
  });
  it('refuses a prefix, a longer value, a different case and any key when none is configured', () => {
    expect(matchesApiKey(keys[0].slice(0, -1), keys)).toBe(false);
    expect(matchesApiKey(`${keys[0]}x`, keys)).toBe(false);
    expect(matchesApiKey(keys[0].toUpperCase(), keys)).toBe(false);
    expect(matchesApiKey(keys[0], [])).toBe(false);
  });
});
