import { loadConfig } from '../config/app-config';

describe('mail configuration', () => {
  it('without SMTP_HOST sends nothing over SMTP (outbox and log only), with safe defaults', () => {
    expect(loadConfig({}).mail).toEqual({
      smtp: undefined,
      from: 'Portal awarii <no-reply@localhost>',
      operatorName: 'Operator Systemu Dystrybucyjnego',
      outboxRetentionDays: 30,
      accountMailRatePerHour: 10,
    });
  });

  it('reads the SMTP server with credentials and TLS', () => {
    const config = loadConfig({
      SMTP_HOST: 'smtp.example.pl',
      SMTP_PORT: '465',
      SMTP_SECURE: 'true',
      SMTP_USER: 'portal',
      SMTP_PASSWORD: 's3cret',
      MAIL_FROM: 'awarie@example.pl',
    });
    expect(config.mail.smtp).toEqual({ host: 'smtp.example.pl', port: 465, secure: true, user: 'portal', password: 's3cret' });
    expect(config.mail.from).toBe('awarie@example.pl');
  });

  it.each([
    [{ SMTP_HOST: 'smtp.example.pl', SMTP_USER: 'portal' }, 'SMTP_USER and SMTP_PASSWORD: set both or neither'],
    [{ SMTP_USER: 'portal', SMTP_PASSWORD: 'x' }, 'SMTP_HOST: required when SMTP_USER is set'],
    [{ MAIL_FROM: 'Portal bez adresu' }, 'MAIL_FROM="Portal bez adresu"'],
    [{ SMTP_PORT: '0' }, 'SMTP_PORT="0"'],
    [{ SMTP_SECURE: 'może' }, 'SMTP_SECURE="może"'],
    [{ ACCOUNT_MAIL_RATE_LIMIT_PER_HOUR: '0' }, 'ACCOUNT_MAIL_RATE_LIMIT_PER_HOUR="0"'],
  ])('refuses %p naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
