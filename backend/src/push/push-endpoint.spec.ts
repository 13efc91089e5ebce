import { areValidKeys, isAllowedEndpoint, userAgentLabel } from './push-endpoint';

const HOSTS = ['fcm.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'];
const KEY = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
const AUTH = Buffer.alloc(16, 1).toString('base64url');

describe('push subscription rules', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc:def', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/gAAAA', true],
    ['https://wns2-par02p.notify.windows.com/w/?token=x', true],
    ['https://web.push.apple.com/QGuQ', true],
    ['http://fcm.googleapis.com/fcm/send/abc', false],
    ['https://fcm.googleapis.com.evil.example/x', false],
    ['https://evilfcm.googleapis.com.example/x', false],
    ['https://127.0.0.1:8443/push/1', false],
    ['https://169.254.169.254/latest/meta-data', false],
    ['https://user:pass@fcm.googleapis.com/fcm/send/abc', false],
    ['not a url', false],
    [`https://fcm.googleapis.com/${'a'.repeat(1000)}`, false],
    ['https://fcm.googleapis.com:443/fcm/send/abc', true],
    ['https://fcm.googleapis.com:39499/x', false],
    ['https://updates.push.services.mozilla.com:8443/wpush/v2/g', false],
    ['https://fcm.googleapis.com:80/x', false],
    ['https://fcm.googleapis.com:0443/x', true],
  ])('endpoint %s allowed: %s', (endpoint, allowed) => {
    expect(isAllowedEndpoint(endpoint, HOSTS)).toBe(allowed);
  });

  it('allows another port only where the operator lists it with its host, and then only that port', () => {
    const local = ['127.0.0.1:8443', 'push.example.org:443'];
    expect(isAllowedEndpoint('https://127.0.0.1:8443/push/1', local)).toBe(true);
    expect(isAllowedEndpoint('https://127.0.0.1/push/1', local)).toBe(false);
    expect(isAllowedEndpoint('https://127.0.0.1:8444/push/1', local)).toBe(false);
    expect(isAllowedEndpoint('https://sub.127.0.0.1:8443/push/1', local)).toBe(false);
    expect(isAllowedEndpoint('https://push.example.org/x', local)).toBe(true);
    expect(isAllowedEndpoint('https://a.push.example.org:443/x', local)).toBe(true);
    expect(isAllowedEndpoint('https://push.example.org:8443/x', local)).toBe(false);
  });

  it('accepts the keys a browser makes and refuses others', () => {
    expect(areValidKeys(KEY, AUTH)).toBe(true);
    expect(areValidKeys(KEY.slice(0, 40), AUTH)).toBe(false);
    expect(areValidKeys(Buffer.alloc(65, 4).toString('base64url').replace(/^B/, 'A'), AUTH)).toBe(false); // not 0x04 first
    expect(areValidKeys(KEY, Buffer.alloc(8).toString('base64url'))).toBe(false);
    expect(areValidKeys('ą'.repeat(20), AUTH)).toBe(false);
  });

  it('keeps a short browser label instead of the User-Agent', () => {
    expect(userAgentLabel('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36')).toBe(
      'Chrome, Android',
    );
    expect(userAgentLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0')).toBe(
      'Edge, Windows',
    );
    expect(
      userAgentLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1'),
    ).toBe('Safari, iOS');
    expect(userAgentLabel(undefined)).toBeNull();
  });
});
