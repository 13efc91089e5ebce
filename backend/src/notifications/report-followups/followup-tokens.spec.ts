import { createHmac } from 'node:crypto';
import { followUpToken, isFollowUpToken } from './followup-tokens';

describe('follow-up tokens', () => {
  const secret = 'a-test-secret-of-some-length-0123456789';

  it('accepts the token of the same report and purpose only', () => {
    const token = followUpToken(12, secret);
    expect(isFollowUpToken(token, 12, secret)).toBe(true);
    expect(isFollowUpToken(token, 13, secret)).toBe(false);
    expect(isFollowUpToken(token, 12, 'another-secret-of-some-length-0123456')).toBe(false);
    expect(isFollowUpToken(token, 12, secret, 'stop')).toBe(false);
    expect(isFollowUpToken(followUpToken(12, secret, 'stop'), 12, secret, 'stop')).toBe(true);
  });

  it('refuses anything of another length without throwing', () => {
    expect(isFollowUpToken('', 12, secret)).toBe(false);
    expect(isFollowUpToken('x'.repeat(500), 12, secret)).toBe(false);
  });
});

describe('the "Nadal nie mam prądu" token', () => {
  const secret = 'a-test-secret-of-some-length-0123456789';

  it('is 22 characters (it travels in an SMS), of its own purpose only, and keeps the older tokens as they were', () => {
    const token = followUpToken(7, secret, 'still-off');
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(isFollowUpToken(token, 7, secret, 'still-off')).toBe(true);
    expect(isFollowUpToken(token, 8, secret, 'still-off')).toBe(false);
    expect(isFollowUpToken(followUpToken(7, secret), 7, secret, 'still-off')).toBe(false);
    expect(isFollowUpToken(`${token.slice(0, 21)}${token[21] === 'A' ? 'B' : 'A'}`, 7, secret, 'still-off')).toBe(false);
    // Links already mailed keep working: the subscribe and stop tokens are the full HMAC as before.
    expect(followUpToken(12, secret, 'stop')).toBe(createHmac('sha256', secret).update('report-followup-stop:12').digest('base64url'));
  });
});
