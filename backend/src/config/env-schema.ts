import 'reflect-metadata';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, Min, MinLength } from 'class-validator';

/** Treats the usual spellings of yes/no in environment variables as booleans; anything else stays a string and fails validation. */
const toBoolean = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const v = value.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(v)) return true;
  if (['false', '0', 'no', 'off'].includes(v)) return false;
  return value;
};

/**
 * Every environment variable the backend reads. `.env.example` lists the same names;
 * `env-schema.spec.ts` fails when the two drift apart.
 */
export class EnvSchema {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Type(() => Number) @IsInt() @Min(0) @Max(65535)
  PORT = 3000;

  /** Where visitors reach the portal; used in start-up log lines and, later, in links inside e-mails. */
  @IsOptional() @IsString()
  PUBLIC_URL?: string;

  @IsOptional() @IsString()
  DATABASE_URL?: string;

  @IsString() @MinLength(1)
  DATA_DIR = './data';

  @Type(() => Number) @IsInt() @Min(1024) @Max(65535)
  EMBEDDED_DB_PORT = 54329;

  @IsOptional() @Transform(toBoolean) @IsBoolean()
  DEMO_DATA?: boolean;

  @IsString() @MinLength(32, { message: 'JWT_SECRET musi mieć co najmniej 32 znaki' })
  JWT_SECRET = 'dev-only-secret-change-me-0123456789abcdef';

  @Type(() => Number) @IsInt() @Min(60) @Max(30 * 24 * 3600)
  JWT_TTL_SECONDS = 8 * 3600;

  @Type(() => Number) @IsInt() @Min(1) @Max(100)
  LOGIN_MAX_FAILURES = 5;

  @Type(() => Number) @IsInt() @Min(1) @Max(24 * 60)
  LOGIN_WINDOW_MINUTES = 15;

  @Type(() => Number) @IsInt() @Min(1) @Max(24 * 60)
  LOGIN_LOCK_MINUTES = 15;

  /** Sign-in requests per client address per minute, on top of the per-account lockout. */
  @Type(() => Number) @IsInt() @Min(1) @Max(100000)
  LOGIN_RATE_LIMIT_PER_MINUTE = 30;

  /** Express "trust proxy": false, true, a hop count or a list of addresses; needed behind a load balancer so the lockout sees real client addresses. */
  @IsString()
  TRUST_PROXY = 'false';

  @Type(() => Number) @IsInt() @Min(1024) @Max(50 * 1024 * 1024)
  BODY_LIMIT_BYTES = 1024 * 1024;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** Who answers geocoding (docs/geocoding.md): our address register (local), Nominatim, or Google's Geocoding API. */
  @IsIn(['local', 'nominatim', 'google'])
  GEOCODER_PROVIDER: 'local' | 'nominatim' | 'google' = 'local';

  /** Nominatim's base URL (self-hosted, or https://nominatim.openstreetmap.org); required for GEOCODER_PROVIDER=nominatim. */
  @IsOptional() @IsString()
  NOMINATIM_URL?: string;

  /** Contact e-mail sent to Nominatim, as its usage policy asks; required for the public instance. */
  @IsOptional() @IsString()
  NOMINATIM_EMAIL?: string;

  /** Google Geocoding API key; required for GEOCODER_PROVIDER=google. */
  @IsOptional() @IsString()
  GOOGLE_GEOCODING_KEY?: string;

  /** How long an external geocoder may take before the call fails with 503. */
  @Type(() => Number) @IsInt() @Min(100) @Max(60_000)
  GEOCODER_TIMEOUT_MS = 5000;

  /** First administrator, created at start when no administrator exists (see README: no default password anywhere). */
  @IsOptional() @IsString()
  ADMIN_EMAIL?: string;

  @IsOptional() @IsString()
  ADMIN_PASSWORD?: string;

  /** Which captcha checks the public forms (survey, report wizard): self-hosted ALTCHA or Google reCAPTCHA (docs/captcha.md). */
  @IsIn(['altcha', 'recaptcha'])
  CAPTCHA_PROVIDER: 'altcha' | 'recaptcha' = 'altcha';

  /** Signs the ALTCHA challenges; the placeholder is refused in production. */
  @IsString() @MinLength(32, { message: 'CAPTCHA_HMAC_KEY musi mieć co najmniej 32 znaki' })
  CAPTCHA_HMAC_KEY = 'dev-only-captcha-key-change-me-0123456789';

  /** ALTCHA work: the most key derivations a browser may have to try (a challenge asks for a random number between half and all of it). */
  @Type(() => Number) @IsInt() @Min(1) @Max(10_000_000)
  CAPTCHA_COST = 5000;

  /** Google reCAPTCHA v3 secret; required when CAPTCHA_PROVIDER=recaptcha. */
  @IsOptional() @IsString()
  RECAPTCHA_SECRET?: string;

  @Type(() => Number) @IsNumber() @Min(0) @Max(1)
  RECAPTCHA_MIN_SCORE = 0.5;

  @IsString() @MinLength(1)
  RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
}

/** Placeholder values that must never reach production. */
export const PLACEHOLDER_SECRETS: Partial<Record<keyof EnvSchema, string>> = {
  JWT_SECRET: 'dev-only-secret-change-me-0123456789abcdef',
  CAPTCHA_HMAC_KEY: 'dev-only-captcha-key-change-me-0123456789',
};
