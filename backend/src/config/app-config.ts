import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { resolve } from 'node:path';
import { EnvSchema, PLACEHOLDER_SECRETS } from './env-schema';

export interface DatabaseConfig {
  /** Set when an external server is used; otherwise the embedded PostgreSQL is started. */
  url?: string;
  dataDir: string;
  embeddedPort: number;
  demoData: boolean;
}

export interface AuthConfig {
  jwtSecret: string;
  jwtTtlSeconds: number;
  maxFailures: number;
  windowMinutes: number;
  lockMinutes: number;
  loginRatePerMinute: number;
}

export interface CaptchaConfig {
  provider: 'altcha' | 'recaptcha';
  hmacKey: string;
  cost: number;
  recaptcha: { secret?: string; minScore: number; verifyUrl: string };
}

export interface GeocodingConfig {
  provider: 'local' | 'nominatim' | 'google';
  timeoutMs: number;
  nominatim: { url?: string; email?: string };
  google: { key?: string };
}

export interface AppConfig {
  env: EnvSchema['NODE_ENV'];
  port: number;
  publicUrl?: string;
  bodyLimitBytes: number;
  trustProxy: boolean | number | string;
  logLevel: string;
  database: DatabaseConfig;
  auth: AuthConfig;
  firstAdmin?: { email: string; password: string };
  geocoding: GeocodingConfig;
  captcha: CaptchaConfig;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once, at boot; a wrong value stops the server with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const raw = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = plainToInstance(EnvSchema, raw, { exposeDefaultValues: true });
  const problems = validateSync(parsed, { whitelist: false }).map(
    // The value as written in the environment: after conversion 'abc' would show as NaN.
    (e) => `${e.property}=${JSON.stringify(raw[e.property] ?? null)}: ${Object.values(e.constraints ?? {}).join('; ')}`,
  );
  if (parsed.NODE_ENV === 'production') {
    for (const [key, placeholder] of Object.entries(PLACEHOLDER_SECRETS)) {
      if ((parsed as unknown as Record<string, unknown>)[key] === placeholder) {
        problems.push(`${key}: still the development placeholder; set a secret value in production`);
      }
    }
  }
  if (parsed.CAPTCHA_PROVIDER === 'recaptcha' && !parsed.RECAPTCHA_SECRET) {
    problems.push('RECAPTCHA_SECRET: required when CAPTCHA_PROVIDER=recaptcha');
  }
  problems.push(...geocodingProblems(parsed));
  if (!!parsed.ADMIN_EMAIL !== !!parsed.ADMIN_PASSWORD) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  }
  if (problems.length) {
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return {
    env: parsed.NODE_ENV,
    port: parsed.PORT,
    publicUrl: parsed.PUBLIC_URL,
    bodyLimitBytes: parsed.BODY_LIMIT_BYTES,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    logLevel: parsed.LOG_LEVEL,
    database: {
      url: parsed.DATABASE_URL,
      dataDir: resolve(parsed.DATA_DIR),
      embeddedPort: parsed.EMBEDDED_DB_PORT,
      // Demo data is on by default only for the embedded database (a newcomer's machine), never for a real server.
      demoData: parsed.DEMO_DATA ?? !parsed.DATABASE_URL,
    },
    auth: {
      jwtSecret: parsed.JWT_SECRET,
      jwtTtlSeconds: parsed.JWT_TTL_SECONDS,
      maxFailures: parsed.LOGIN_MAX_FAILURES,
      windowMinutes: parsed.LOGIN_WINDOW_MINUTES,
      lockMinutes: parsed.LOGIN_LOCK_MINUTES,
      loginRatePerMinute: parsed.LOGIN_RATE_LIMIT_PER_MINUTE,
    },
    firstAdmin: parsed.ADMIN_EMAIL ? { email: parsed.ADMIN_EMAIL, password: parsed.ADMIN_PASSWORD! } : undefined,
    geocoding: {
      provider: parsed.GEOCODER_PROVIDER,
      timeoutMs: parsed.GEOCODER_TIMEOUT_MS,
      nominatim: { url: parsed.NOMINATIM_URL, email: parsed.NOMINATIM_EMAIL },
      google: { key: parsed.GOOGLE_GEOCODING_KEY },
    },
    captcha: {
      provider: parsed.CAPTCHA_PROVIDER,
      hmacKey: parsed.CAPTCHA_HMAC_KEY,
      cost: parsed.CAPTCHA_COST,
      recaptcha: { secret: parsed.RECAPTCHA_SECRET, minScore: parsed.RECAPTCHA_MIN_SCORE, verifyUrl: parsed.RECAPTCHA_VERIFY_URL },
    },
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/** The chosen geocoder must be reachable: Nominatim needs its URL (and, on the public instance, a contact e-mail), Google a key. */
function geocodingProblems(e: EnvSchema): string[] {
  const problems: string[] = [];
  let url: URL | undefined;
  if (e.NOMINATIM_URL) {
    try {
      url = new URL(e.NOMINATIM_URL);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
    } catch {
      url = undefined;
      problems.push(`NOMINATIM_URL=${JSON.stringify(e.NOMINATIM_URL)}: not an http(s) address`);
    }
  }
  if (e.NOMINATIM_EMAIL && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e.NOMINATIM_EMAIL)) {
    problems.push(`NOMINATIM_EMAIL=${JSON.stringify(e.NOMINATIM_EMAIL)}: not an e-mail address`);
  }
  if (e.GEOCODER_PROVIDER === 'nominatim' && !e.NOMINATIM_URL) problems.push('NOMINATIM_URL: required when GEOCODER_PROVIDER=nominatim');
  if (e.GEOCODER_PROVIDER === 'nominatim' && url?.hostname === 'nominatim.openstreetmap.org' && !e.NOMINATIM_EMAIL) {
    problems.push('NOMINATIM_EMAIL: required for the public Nominatim instance (its usage policy asks for a contact)');
  }
  if (e.GEOCODER_PROVIDER === 'google' && !e.GOOGLE_GEOCODING_KEY) problems.push('GOOGLE_GEOCODING_KEY: required when GEOCODER_PROVIDER=google');
  return problems;
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}
