import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getMetadataStorage } from 'class-validator';
import { ConfigError, loadConfig } from './app-config';
import { EnvSchema } from './env-schema';

describe('loadConfig', () => {
  it('gives development defaults: embedded database with demo data', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.database.url).toBeUndefined();
    expect(c.database.demoData).toBe(true);
    expect(c.auth).toMatchObject({ maxFailures: 5, windowMinutes: 15, lockMinutes: 15 });
  });

  it('turns demo data off by default for an external database', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/portal' }).database.demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/portal', DEMO_DATA: 'true' }).database.demoData).toBe(true);
  });

  it('names every wrong variable in one message', () => {
    expect(() => loadConfig({ PORT: 'abc', DEMO_DATA: 'maybe', LOGIN_MAX_FAILURES: '0' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DEMO_DATA: 'maybe', LOGIN_MAX_FAILURES: '0' });
    } catch (e) {
      expect((e as Error).message).toMatch(/PORT=/);
      expect((e as Error).message).toMatch(/DEMO_DATA=/);
      expect((e as Error).message).toMatch(/LOGIN_MAX_FAILURES=/);
    }
  });

  it('refuses to start in production with the placeholder JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: still the development placeholder/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), CAPTCHA_HMAC_KEY: 'c'.repeat(40) })).toThrow(
      /SECOND_FACTOR_KEY: still the development placeholder/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), CAPTCHA_HMAC_KEY: 'c'.repeat(40), SECOND_FACTOR_KEY: 's'.repeat(40) }),
    ).not.toThrow();
  });

  it.each([
    [undefined, ['ADMIN', 'ACCEPTER']],
    ['ADMIN', ['ADMIN']],
    ['ADMIN, DISPATCHER,CALLCENTER', ['ADMIN', 'DISPATCHER', 'CALLCENTER']],
    ['none', []],
  ])('reads STAFF_SECOND_FACTOR_REQUIRED_ROLES=%p as %p', (value, roles) => {
    expect(loadConfig(value === undefined ? {} : { STAFF_SECOND_FACTOR_REQUIRED_ROLES: value }).auth.secondFactorRequiredRoles).toEqual(roles);
  });

  it.each(['PUBLIC', 'ADMIN,', 'admin', 'ADMIN;ACCEPTER', 'ALL'])('refuses STAFF_SECOND_FACTOR_REQUIRED_ROLES=%p', (value) => {
    expect(() => loadConfig({ STAFF_SECOND_FACTOR_REQUIRED_ROLES: value })).toThrow(/STAFF_SECOND_FACTOR_REQUIRED_ROLES=/);
  });

  it.each([
    ['2025-02-30', /OUTAGE_HISTORY_SINCE="2025-02-30": no such day/],
    ['1.1.2025', /OUTAGE_HISTORY_SINCE="1.1.2025": .*RRRR-MM-DD/],
    ['2999-01-01', /OUTAGE_HISTORY_SINCE="2999-01-01": a day in the future/],
  ])('refuses OUTAGE_HISTORY_SINCE=%s', (value, message) => {
    expect(() => loadConfig({ OUTAGE_HISTORY_SINCE: value })).toThrow(message);
  });

  it('reads OUTAGE_HISTORY_SINCE as the start of older history, none by default', () => {
    expect(loadConfig({}).outageHistory.since).toBeNull();
    expect(loadConfig({ OUTAGE_HISTORY_SINCE: '2025-01-01' }).outageHistory.since).toBe('2025-01-01');
  });

  it('reads the metrics token and port, and refuses a short token or the main port', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined });
    expect(loadConfig({ METRICS_TOKEN: 'm'.repeat(32), METRICS_PORT: '9464' }).metrics).toEqual({ token: 'm'.repeat(32), port: 9464 });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN musi mieć co najmniej 32 znaki/);
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from PORT/);
  });

  it.each([
    [{}, { rpId: 'localhost', origin: 'http://localhost:3000' }],
    [{ PORT: '8080' }, { rpId: 'localhost', origin: 'http://localhost:8080' }],
    [{ PUBLIC_URL: 'https://awarie.example.pl/portal/' }, { rpId: 'awarie.example.pl', origin: 'https://awarie.example.pl' }],
    [
      { PUBLIC_URL: 'https://awarie.example.pl', WEBAUTHN_RP_ID: 'example.pl' },
      { rpId: 'example.pl', origin: 'https://awarie.example.pl' },
    ],
    [{ WEBAUTHN_ORIGIN: 'https://panel.example.pl:8443' }, { rpId: 'panel.example.pl', origin: 'https://panel.example.pl:8443' }],
    // A plain-http intranet still boots; its browsers offer no passkeys there.
    [{ PUBLIC_URL: 'http://portal.intranet' }, { rpId: 'portal.intranet', origin: 'http://portal.intranet' }],
  ])('derives the passkeys relying party from %j', (env, webauthn) => {
    expect(loadConfig(env).auth.webauthn).toEqual(webauthn);
  });

  it.each([
    [{ WEBAUTHN_ORIGIN: 'http://awarie.example.pl' }, 'WEBAUTHN_ORIGIN: passkeys need https'],
    [{ WEBAUTHN_ORIGIN: 'https://awarie.example.pl', WEBAUTHN_RP_ID: 'inny.pl' }, 'WEBAUTHN_RP_ID: inny.pl is neither the host'],
    [{ WEBAUTHN_ORIGIN: 'https://awarie.example.pl', WEBAUTHN_RP_ID: 'wrie.example.pl' }, 'WEBAUTHN_RP_ID: wrie.example.pl is neither the host'],
    [{ WEBAUTHN_ORIGIN: 'https://10.0.0.5' }, 'WEBAUTHN_ORIGIN: an IP address cannot carry passkeys'],
    [{ WEBAUTHN_ORIGIN: 'https://awarie.example.pl/login' }, 'WEBAUTHN_ORIGIN: oczekiwano adresu bez ścieżki'],
    [{ WEBAUTHN_RP_ID: 'https://example.pl' }, 'WEBAUTHN_RP_ID: oczekiwano nazwy domeny'],
  ])('refuses the passkeys setting %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.pl' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
  });

  it('lists in .env.example exactly the variables the schema validates', () => {
    const example = readFileSync(join(__dirname, '..', '..', '..', '.env.example'), 'utf8');
    const documented = [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]).sort();
    const validated = [
      ...new Set(
        getMetadataStorage()
          .getTargetValidationMetadatas(EnvSchema, '', true, false)
          .map((m) => m.propertyName),
      ),
    ].sort();
    expect(documented).toEqual(validated);
  });
});
