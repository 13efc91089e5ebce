import 'reflect-metadata';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, Min, MinLength } from 'class-validator';

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

  /** First administrator, created at start when no administrator exists (see README: no default password anywhere). */
  @IsOptional() @IsString()
  ADMIN_EMAIL?: string;

  @IsOptional() @IsString()
  ADMIN_PASSWORD?: string;
}

/** Placeholder values that must never reach production. */
export const PLACEHOLDER_SECRETS: Partial<Record<keyof EnvSchema, string>> = {
  JWT_SECRET: 'dev-only-secret-change-me-0123456789abcdef',
};
