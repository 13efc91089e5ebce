import { maskLinkSecrets } from './mail.service';

describe('maskLinkSecrets', () => {
  it.each([
    ['http://p.pl/public/confirm-email?confirmEmailToken=abcDEF_-1', 'http://p.pl/public/confirm-email?confirmEmailToken=…'],
    ['x http://p.pl/change-password?resetPasswordToken=abc&next=1 y', 'x http://p.pl/change-password?resetPasswordToken=…&next=1 y'],
    ['<a href="http://p.pl/public/stop-send-email?emailConsentToken=q1">', '<a href="http://p.pl/public/stop-send-email?emailConsentToken=…">'],
    ['http://p.pl/public/map?lat=52.2', 'http://p.pl/public/map?lat=52.2'],
  ])('%s', (input, expected) => {
    expect(maskLinkSecrets(input)).toBe(expected);
  });
});
