import { codeAt, hashRecoveryCode, matchingStep, newRecoveryCodes, newTotpSecret, normalizeRecoveryCode, otpauthUri, SecretBox, stepAt } from './totp';

describe('TOTP codes (RFC 6238)', () => {
  const secret = newTotpSecret();
  const now = Date.UTC(2026, 10, 28, 7, 0, 10);
  const STEP = 30_000;

  it('matches the RFC 6238 SHA-1 test vector', () => {
    // RFC 6238 appendix B: secret "12345678901234567890", T = 59 s → 94287082 (8 digits); the last six digits.
    const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(codeAt(rfcSecret, 59_000)).toBe('287082');
    expect(matchingStep(rfcSecret, '287082', 59_000)).toBe(1);
  });

  it.each([
    ['the current step', 0, 0],
    ['the step before', -1, -1],
    ['the step after', 1, 1],
  ])('accepts a code of %s and names its step', (_label, offset, delta) => {
    expect(matchingStep(secret, codeAt(secret, now + offset * STEP), now)).toBe(stepAt(now) + delta);
  });

  it.each([-2, 2, -10])('refuses a code %i steps away', (offset) => {
    const code = codeAt(secret, now + offset * STEP);
    // A code may repeat by chance in another step; only a code that matches none of the three near steps is refused.
    const near = [-1, 0, 1].map((d) => codeAt(secret, now + d * STEP));
    if (!near.includes(code)) expect(matchingStep(secret, code, now)).toBeNull();
  });

  it.each(['', '12345', '1234567', 'abcdef', ' 123456'])('refuses %p as not six digits', (code) => {
    expect(matchingStep(secret, code, now)).toBeNull();
  });

  it('refuses the code of another secret', () => {
    const other = newTotpSecret();
    const code = codeAt(other, now);
    if (![-1, 0, 1].some((d) => codeAt(secret, now + d * STEP) === code)) expect(matchingStep(secret, code, now)).toBeNull();
  });

  it('puts the issuer, the account and the secret into the otpauth address', () => {
    const uri = otpauthUri(secret, 'Portal awarii', 'admin@firma.pl');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Portal%20awarii:admin%40firma\.pl\?/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('issuer=Portal%20awarii');
    expect(uri).toContain('digits=6');
    expect(uri).toContain('period=30');
  });
});

describe('recovery codes', () => {
  it('makes ten different codes of four groups', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  });

  it('reads a code typed in lower case, with spaces or without dashes, as the same code', () => {
    const [code] = newRecoveryCodes();
    const hash = hashRecoveryCode(normalizeRecoveryCode(code)!);
    for (const typed of [code.toLowerCase(), code.replace(/-/g, ''), code.replace(/-/g, ' '), ` ${code} `]) {
      expect(hashRecoveryCode(normalizeRecoveryCode(typed)!)).toBe(hash);
    }
  });

  it.each(['', '123456', 'ABCD-EFGH-JKMN', 'ABCD-EFGH-JKMN-PQR0', 'ABCD-EFGH-JKMN-PQRST'])('does not take %p as a recovery code', (typed) => {
    expect(normalizeRecoveryCode(typed)).toBeNull();
  });

  it('stores a hash, not the code', () => {
    const [code] = newRecoveryCodes();
    const hash = hashRecoveryCode(normalizeRecoveryCode(code)!);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(normalizeRecoveryCode(code));
  });
});

describe('SecretBox', () => {
  const box = new SecretBox('a-test-key-of-at-least-32-characters!!');

  it('opens what it sealed, and seals the same secret differently each time', () => {
    const secret = newTotpSecret();
    const a = box.seal(secret);
    const b = box.seal(secret);
    expect(a).not.toBe(b);
    expect(a).not.toContain(secret);
    expect(box.open(a)).toBe(secret);
    expect(box.open(b)).toBe(secret);
  });

  it('refuses a sealed secret that was changed, or sealed under another key', () => {
    const sealed = box.seal(newTotpSecret());
    const parts = sealed.split(':');
    const body = Buffer.from(parts[3], 'base64');
    body[0] ^= 1;
    expect(() => box.open([...parts.slice(0, 3), body.toString('base64')].join(':'))).toThrow();
    expect(() => new SecretBox('another-key-of-at-least-32-characters!!').open(sealed)).toThrow();
  });
});
