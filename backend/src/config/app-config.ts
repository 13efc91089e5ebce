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
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}
