import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { resolve } from 'node:path';
import type { SystemRole } from '../users/system-role';
import { EnvSchema, PLACEHOLDER_SECRETS } from './env-schema';
import type { MapConfigResponseDto, MapLayerResponseDto } from './dto/map-config-response.dto';
import { oidcConfig, type OidcConfig } from './oidc-config';

export interface DatabaseConfig {
  /** Set when an external server is used; otherwise the embedded PostgreSQL is started. */
  url?: string;
  dataDir: string;
  embeddedPort: number;
  demoData: boolean;
  timeouts: DatabaseTimeouts;
}

/** Applied to the server's connection pool (database/data-source-options.ts); migrations and command-line jobs run without the statement limits. */
export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
  idleInTransactionMs: number;
}

export interface AuthConfig {
  jwtSecret: string;
  jwtTtlSeconds: number;
  maxFailures: number;
  windowMinutes: number;
  lockMinutes: number;
  loginRatePerMinute: number;
  /** Staff roles that must sign in with a second factor (docs/security.md "Second factor"). */
  secondFactorRequiredRoles: SystemRole[];
  /** Seals the stored TOTP secrets. */
  secondFactorKey: string;
  /** Where staff passkeys are valid (docs/security.md "Passkeys"). */
  webauthn: WebAuthnConfig;
}

export interface WebAuthnConfig {
  /** The domain a passkey is bound to: the origin's host or a parent domain of it. */
  rpId: string;
  /** The exact origin (scheme, host, port) a browser reports in a ceremony. */
  origin: string;
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

/** Mail (docs/mail.md): without `smtp` every mail goes to the outbox table and the log only. */
export interface MailConfig {
  smtp?: { host: string; port: number; secure: boolean; user?: string; password?: string };
  from: string;
  operatorName: string;
  outboxRetentionDays: number;
  /** Registrations and password reminders per client address and route per hour. */
  accountMailRatePerHour: number;
}

/** SMS (docs/sms.md): SMSAPI.pl when a token is set, otherwise the outbox table and the log only. */
/** Web Push alerts (docs/notifications.md "Push"). */
export interface PushConfig {
  /** The VAPID `sub` claim (mailto: or https:). */
  subject: string;
  /** Push-service hosts a subscription may point at (a host or a parent domain each). */
  serviceHosts: string[];
  caFile?: string;
  timeoutMs: number;
}

/** Alerts for watched addresses (docs/notifications.md). */
export interface NotificationsConfig {
  worker: boolean;
  intervalMs: number;
  batchSize: number;
  concurrency: number;
  maxAttempts: number;
  retryBaseMs: number;
  /** 'HH:MM-HH:MM', Warsaw time. */
  smsQuietHours: string;
}

export interface SmsConfig {
  smsapi?: { url: string; token: string };
  sender?: string;
  timeoutMs: number;
}

/** Failure reports (docs/reports.md). */
export interface ReportsConfig {
  duplicateWindowMinutes: number;
  rateLimit: number;
  rateWindowMinutes: number;
  personalDataDays: number;
}

export interface AppConfig {
  env: EnvSchema['NODE_ENV'];
  port: number;
  publicUrl?: string;
  bodyLimitBytes: number;
  keepAliveTimeoutMs: number;
  trustProxy: boolean | number | string;
  logLevel: string;
  database: DatabaseConfig;
  auth: AuthConfig;
  firstAdmin?: { email: string; password: string };
  geocoding: GeocodingConfig;
  captcha: CaptchaConfig;
  reports: ReportsConfig;
  mail: MailConfig;
  map: MapLayersConfig;
  sms: SmsConfig;
  notifications: NotificationsConfig;
  push: PushConfig;
  /** API keys of the outage-management system (docs/integration.md); empty: the integration API refuses every call. */
  integration: { apiKeys: string[] };
  /** Open data (docs/open-data.md): planned outages of more addresses than this are CAP alerts. */
  openData: { capMinAddresses: number };
  /** Outage history (docs/outage-history.md): the start of older history, a Warsaw day 'YYYY-MM-DD'; unset: when each address was added. */
  outageHistory: { since: string | null };
  /** Audit trail (docs/security.md "Audit trail"): days a record is kept. */
  audit: { retentionDays: number };
  /** Prometheus metrics (docs/operations.md "Metrics"): who may read GET /metrics, and where it is served. */
  metrics: { token?: string; port?: number };
  /** Staff single sign-on (docs/security.md "Single sign-on"); null when not configured. */
  oidc: OidcConfig | null;
  /** false: staff sign in only through single sign-on; the password sign-ins refuse staff accounts. */
  staffPasswords: boolean;
}

/** The public map's layers: the shape GET /api/map-config answers, declared once as its response DTO. */
export type MapLayerConfig = MapLayerResponseDto;
export type MapLayersConfig = MapConfigResponseDto;

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
  const mapLayers = [
    ['MAP_ROAD_TILES_URL', 'MAP_ROAD_WMS_LAYERS'],
    ['MAP_HYBRID_TILES_URL', 'MAP_HYBRID_WMS_LAYERS'],
    ['MAP_HYBRID_LABELS_URL', 'MAP_HYBRID_LABELS_WMS_LAYERS'],
  ] as const;
  for (const [url, layers] of mapLayers) {
    const value = parsed[url];
    if (value && value !== 'none' && !value.includes('{z}') && !parsed[layers])
      problems.push(`${layers}: required when ${url} is a WMS address (no {z} in it)`);
  }
  problems.push(...mailProblems(parsed));
  if (!!parsed.ADMIN_EMAIL !== !!parsed.ADMIN_PASSWORD) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  }
  problems.push(...integrationKeyProblems(parsed.INTEGRATION_API_KEYS));
  problems.push(...historySinceProblems(parsed.OUTAGE_HISTORY_SINCE));
  if (parsed.METRICS_PORT !== undefined && parsed.METRICS_PORT === parsed.PORT) problems.push('METRICS_PORT: must differ from PORT');
  const webauthn = webauthnConfig(parsed);
  if (typeof webauthn === 'string') problems.push(webauthn);
  const sso = oidcConfig(parsed);
  problems.push(...sso.problems);
  if (problems.length) {
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return {
    env: parsed.NODE_ENV,
    port: parsed.PORT,
    publicUrl: parsed.PUBLIC_URL,
    bodyLimitBytes: parsed.BODY_LIMIT_BYTES,
    keepAliveTimeoutMs: parsed.HTTP_KEEP_ALIVE_TIMEOUT_S * 1000,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    logLevel: parsed.LOG_LEVEL,
    database: {
      url: parsed.DATABASE_URL,
      dataDir: resolve(parsed.DATA_DIR),
      embeddedPort: parsed.EMBEDDED_DB_PORT,
      // Demo data is on by default only for the embedded database (a newcomer's machine), never for a real server.
      demoData: parsed.DEMO_DATA ?? !parsed.DATABASE_URL,
      timeouts: {
        connectMs: parsed.DB_CONNECT_TIMEOUT_MS,
        statementMs: parsed.DB_STATEMENT_TIMEOUT_MS,
        idleInTransactionMs: parsed.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      },
    },
    auth: {
      jwtSecret: parsed.JWT_SECRET,
      jwtTtlSeconds: parsed.JWT_TTL_SECONDS,
      maxFailures: parsed.LOGIN_MAX_FAILURES,
      windowMinutes: parsed.LOGIN_WINDOW_MINUTES,
      lockMinutes: parsed.LOGIN_LOCK_MINUTES,
      loginRatePerMinute: parsed.LOGIN_RATE_LIMIT_PER_MINUTE,
      secondFactorRequiredRoles: parseRoleList(parsed.STAFF_SECOND_FACTOR_REQUIRED_ROLES),
      secondFactorKey: parsed.SECOND_FACTOR_KEY,
      webauthn: webauthn as WebAuthnConfig,
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
    reports: {
      duplicateWindowMinutes: parsed.REPORT_DUPLICATE_WINDOW_MINUTES,
      rateLimit: parsed.REPORT_RATE_LIMIT,
      rateWindowMinutes: parsed.REPORT_RATE_WINDOW_MINUTES,
      personalDataDays: parsed.REPORT_PERSONAL_DATA_DAYS,
    },
    mail: {
      smtp: parsed.SMTP_HOST
        ? { host: parsed.SMTP_HOST, port: parsed.SMTP_PORT, secure: parsed.SMTP_SECURE, user: parsed.SMTP_USER, password: parsed.SMTP_PASSWORD }
        : undefined,
      from: parsed.MAIL_FROM,
      operatorName: parsed.OPERATOR_NAME,
      outboxRetentionDays: parsed.MAIL_OUTBOX_RETENTION_DAYS,
      accountMailRatePerHour: parsed.ACCOUNT_MAIL_RATE_LIMIT_PER_HOUR,
    },
    sms: {
      smsapi: parsed.SMSAPI_TOKEN ? { url: parsed.SMSAPI_URL, token: parsed.SMSAPI_TOKEN } : undefined,
      sender: parsed.SMS_SENDER,
      timeoutMs: parsed.SMS_TIMEOUT_MS,
    },
    notifications: {
      worker: parsed.NOTIFICATIONS_WORKER,
      intervalMs: parsed.NOTIFICATIONS_INTERVAL_MS,
      batchSize: parsed.NOTIFICATIONS_BATCH,
      concurrency: parsed.NOTIFICATIONS_CONCURRENCY,
      maxAttempts: parsed.NOTIFICATIONS_MAX_ATTEMPTS,
      retryBaseMs: parsed.NOTIFICATIONS_RETRY_BASE_MS,
      smsQuietHours: parsed.SMS_QUIET_HOURS,
    },
    push: {
      subject: parsed.PUSH_VAPID_SUBJECT ?? vapidSubject(parsed.PUBLIC_URL, parsed.MAIL_FROM),
      serviceHosts: parsed.PUSH_SERVICE_HOSTS.split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
      caFile: parsed.PUSH_CA_FILE,
      timeoutMs: parsed.PUSH_TIMEOUT_MS,
    },
    map: {
      road: mapLayer(parsed.MAP_ROAD_TILES_URL, parsed.MAP_ROAD_WMS_LAYERS, parsed.MAP_ROAD_ATTRIBUTION),
      hybrid: mapLayer(parsed.MAP_HYBRID_TILES_URL, parsed.MAP_HYBRID_WMS_LAYERS, parsed.MAP_HYBRID_ATTRIBUTION),
      hybridLabels:
        parsed.MAP_HYBRID_LABELS_URL && parsed.MAP_HYBRID_LABELS_URL !== 'none'
          ? mapLayer(parsed.MAP_HYBRID_LABELS_URL, parsed.MAP_HYBRID_LABELS_WMS_LAYERS, parsed.MAP_HYBRID_ATTRIBUTION)
          : null,
    },
    integration: { apiKeys: splitKeys(parsed.INTEGRATION_API_KEYS) },
    openData: { capMinAddresses: parsed.OPEN_DATA_CAP_MIN_ADDRESSES },
    outageHistory: { since: parsed.OUTAGE_HISTORY_SINCE ?? null },
    audit: { retentionDays: parsed.AUDIT_RETENTION_DAYS },
    metrics: { token: parsed.METRICS_TOKEN, port: parsed.METRICS_PORT },
    oidc: sso.oidc,
    staffPasswords: parsed.OIDC_STAFF_PASSWORDS,
  };
}

/** A real calendar day (not 2025-02-30), not in the future. */
function historySinceProblems(value?: string): string[] {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return [];
  const day = new Date(`${value}T00:00:00Z`);
  if (day.toISOString().slice(0, 10) !== value) return [`OUTAGE_HISTORY_SINCE=${JSON.stringify(value)}: no such day`];
  if (day.getTime() > Date.now()) return [`OUTAGE_HISTORY_SINCE=${JSON.stringify(value)}: a day in the future`];
  return [];
}

const splitKeys = (value?: string) =>
  (value ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);

/** An integration key is a password another system holds: long enough not to be guessed. */
function integrationKeyProblems(value?: string): string[] {
  return splitKeys(value).some((k) => k.length < 24) ? ['INTEGRATION_API_KEYS: every key needs at least 24 characters'] : [];
}

/** 'ADMIN, ACCEPTER' → ['ADMIN', 'ACCEPTER']; 'none' → [] (the schema has checked the names). */
function parseRoleList(value: string): SystemRole[] {
  return value.trim() === 'none' ? [] : [...new Set(value.split(',').map((r) => r.trim() as SystemRole))];
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

/** A URL with {z} is an XYZ tile template; any other is a WMS address and uses the layer names. */
function mapLayer(url: string, wmsLayers: string | undefined, attribution: string): MapLayerConfig {
  return { url, wmsLayers: url.includes('{z}') ? null : (wmsLayers ?? null), attribution };
}

/** The sender must hold an address; SMTP credentials come in pairs. */
function mailProblems(e: EnvSchema): string[] {
  const problems: string[] = [];
  if (!/^([^<>]*<)?[^\s@<>]+@[^\s@<>]+>?$/.test(e.MAIL_FROM.trim()))
    problems.push(`MAIL_FROM=${JSON.stringify(e.MAIL_FROM)}: not an address or 'Name <address>'`);
  if (!!e.SMTP_USER !== !!e.SMTP_PASSWORD) problems.push('SMTP_USER and SMTP_PASSWORD: set both or neither');
  if ((e.SMTP_USER || e.SMTP_PASSWORD) && !e.SMTP_HOST) problems.push('SMTP_HOST: required when SMTP_USER is set');
  return problems;
}

/**
 * `true` means one proxy hop, never Express's "trust every hop": that takes the left-most X-Forwarded-For entry, which
 * the client writes itself, so a new made-up address per request escaped the sign-in lockout and the rate limits
 *. With n hops the client is the address the nearest trusted proxy saw (docs/operations.md).
 */
function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return 1;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** The VAPID contact when none is configured: the portal's https address, else the sender's mail address. */
/**
 * The relying party of passkeys: by default the public address's origin and host, so a plain installation needs no
 * setting. Browsers refuse an IP address as an RP ID, an RP ID that is neither the origin's host nor a parent domain of
 * it, and plain http anywhere but localhost: set explicitly, such a value stops the boot rather than the first
 * enrolment. A derived plain-http address (an intranet without TLS) still boots; its browsers simply offer no passkeys.
 * A string: the problem.
 */
export function webauthnConfig(parsed: Pick<EnvSchema, 'WEBAUTHN_RP_ID' | 'WEBAUTHN_ORIGIN' | 'PUBLIC_URL' | 'PORT'>): WebAuthnConfig | string {
  let origin: URL;
  try {
    origin = new URL(parsed.WEBAUTHN_ORIGIN ?? parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`);
  } catch {
    return 'WEBAUTHN_ORIGIN: not a valid address (unset: taken from PUBLIC_URL)';
  }
  const host = origin.hostname.toLowerCase();
  const rpId = (parsed.WEBAUTHN_RP_ID ?? host).toLowerCase();
  if (parsed.WEBAUTHN_ORIGIN && origin.protocol !== 'https:' && host !== 'localhost') {
    return `WEBAUTHN_ORIGIN: passkeys need https (plain http only on localhost), got ${origin.origin}`;
  }
  if (parsed.WEBAUTHN_RP_ID && host !== rpId && !host.endsWith(`.${rpId}`)) {
    return `WEBAUTHN_RP_ID: ${rpId} is neither the host of ${origin.origin} nor a parent domain of it`;
  }
  if (parsed.WEBAUTHN_ORIGIN && /^(\d+(\.\d+){3}|\[.*\])$/.test(host)) return `WEBAUTHN_ORIGIN: an IP address cannot carry passkeys (${host})`;
  return { rpId, origin: origin.origin };
}

export function vapidSubject(publicUrl: string | undefined, mailFrom: string): string {
  if (publicUrl?.startsWith('https://')) return publicUrl.replace(/\/$/, '');
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
