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
