import { loadConfig } from '../config/app-config';

describe('captcha configuration', () => {
  it('defaults to self-hosted ALTCHA', () => {
    expect(loadConfig({}).captcha).toMatchObject({ provider: 'altcha', cost: 5000, recaptcha: { minScore: 0.5 } });
  });

  it('refuses the placeholder HMAC key in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(40) })).toThrow(/CAPTCHA_HMAC_KEY: still the development placeholder/);
  });

  it('wants a secret for reCAPTCHA and a score between 0 and 1', () => {
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(/RECAPTCHA_SECRET: required/);
    expect(() => loadConfig({ RECAPTCHA_MIN_SCORE: '1.5' })).toThrow(/RECAPTCHA_MIN_SCORE=/);
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'hcaptcha' })).toThrow(/CAPTCHA_PROVIDER=/);
    expect(loadConfig({ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET: 's', RECAPTCHA_MIN_SCORE: '0.7' }).captcha.recaptcha).toMatchObject({
      secret: 's',
      minScore: 0.7,
    });
  });

  it('refuses a short HMAC key and a zero cost', () => {
    expect(() => loadConfig({ CAPTCHA_HMAC_KEY: 'short' })).toThrow(/CAPTCHA_HMAC_KEY=/);
    expect(() => loadConfig({ CAPTCHA_COST: '0' })).toThrow(/CAPTCHA_COST=/);
  });
});
