import { hashToken, looksLikeToken, newToken, TOKEN_TTL_MS, tokenProblem, type StoredToken } from './account-token-rules';

const NOW = new Date('2026-11-21T12:00:00Z');
const stored = (fields: Partial<StoredToken> = {}): StoredToken => ({
  purpose: 'RESET_PASSWORD',
  email: 'jan@example.pl',
  expiresAt: new Date(NOW.getTime() + 60_000),
  usedAt: null,
  ...fields,
});

describe('account tokens', () => {
  it('are 43 URL-safe characters, random, and stored as their SHA-256', () => {
    const a = newToken();
    const b = newToken();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(hashToken(a.token));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('last 48 hours for a confirmation and 1 hour for a reset', () => {
    expect(TOKEN_TTL_MS).toEqual({ CONFIRM_EMAIL: 48 * 3_600_000, RESET_PASSWORD: 3_600_000 });
  });

  it.each([
    ['a valid token', stored(), 'jan@example.pl', null],
    ['the address in another letter case', stored(), 'JAN@example.pl', null],
    ['no such token', null, 'jan@example.pl', 'UNKNOWN'],
    ['a token for another purpose', stored({ purpose: 'CONFIRM_EMAIL' }), 'jan@example.pl', 'UNKNOWN'],
    ['a deleted account (no address)', stored(), null, 'UNKNOWN'],
    ['a used token', stored({ usedAt: new Date(NOW.getTime() - 1000) }), 'jan@example.pl', 'USED'],
    ['a used and expired token (used wins)', stored({ usedAt: NOW, expiresAt: new Date(0) }), 'jan@example.pl', 'USED'],
    ['a token expiring right now', stored({ expiresAt: NOW }), 'jan@example.pl', 'EXPIRED'],
    ['a token sent to an address the account no longer has', stored(), 'nowy@example.pl', 'OTHER_EMAIL'],
  ] as const)('%s → %s', (_label, token, accountEmail, problem) => {
    expect(tokenProblem(token, 'RESET_PASSWORD', accountEmail, NOW)).toBe(problem);
  });

  it.each([
    ['x'.repeat(43), true],
    ['x'.repeat(42), false],
    ['x'.repeat(44), false],
    ['a+b/'.padEnd(43, 'a'), false],
    [undefined, false],
  ])('looksLikeToken(%s) → %s', (value, ok) => {
    expect(looksLikeToken(value)).toBe(ok);
  });
});
