import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it.each([
    ['/change-password?resetPasswordToken=abc123', '/change-password?resetPasswordToken=[REDACTED]'],
    ['/public/confirm-email?confirmEmailToken=xyz&x=1', '/public/confirm-email?confirmEmailToken=[REDACTED]&x=1'],
    ['/public/stop-send-email?emailConsentToken=q', '/public/stop-send-email?emailConsentToken=[REDACTED]'],
    ['/public/api/email/confirm/secret-token', '/public/api/email/confirm/[REDACTED]'],
    ['/public/api/unsubscribe/abcdef?x=1', '/public/api/unsubscribe/[REDACTED]?x=1'],
    ['/x?Token=1&password=2', '/x?Token=[REDACTED]&password=[REDACTED]'],
    ['/public/api/call-net/reports?timePeriod=PT1H', '/public/api/call-net/reports?timePeriod=PT1H'],
    ['/x?%zz=1', '/x?%zz=1'],
  ])('redacts %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
