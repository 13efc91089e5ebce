import 'reflect-metadata';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, IsUrl, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';

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

  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  /** Where visitors reach the portal; used in start-up log lines, links inside e-mails and /sitemap.xml, /robots.txt. */
  @IsOptional()
  @IsString()
  PUBLIC_URL?: string;

  @IsOptional()
  @IsString()
  DATABASE_URL?: string;

  @IsString()
  @MinLength(1)
  DATA_DIR = './data';

  @Type(() => Number)
  @IsInt()
  @Min(1024)
  @Max(65535)
  EMBEDDED_DB_PORT = 54329;

  // Database timeouts (docs/operations.md "When the database fails"): a hung database fails requests with 503 in seconds.
  /** How long opening a connection, or waiting for a free one in the pool, may take. */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(120_000)
  DB_CONNECT_TIMEOUT_MS = 3000;

  /** PostgreSQL's statement_timeout for the server's requests and jobs; the client gives up 1 s after it (a frozen server). */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(3_600_000)
  DB_STATEMENT_TIMEOUT_MS = 5000;

  /** PostgreSQL's idle_in_transaction_session_timeout: a transaction left open this long is rolled back and its locks freed. */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(3_600_000)
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS = 10_000;

  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  DEMO_DATA?: boolean;

  @IsString()
  @MinLength(32, { message: 'JWT_SECRET musi mieć co najmniej 32 znaki' })
  JWT_SECRET = 'dev-only-secret-change-me-0123456789abcdef';

  @Type(() => Number)
  @IsInt()
  @Min(60)
  @Max(30 * 24 * 3600)
  JWT_TTL_SECONDS = 8 * 3600;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  LOGIN_MAX_FAILURES = 5;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(24 * 60)
  LOGIN_WINDOW_MINUTES = 15;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(24 * 60)
  LOGIN_LOCK_MINUTES = 15;

  /**
   * Staff roles that must sign in with a second factor (TOTP), comma-separated; the other staff roles may enrol. Empty
   * ('none') requires it of nobody. docs/security.md "Second factor".
   */
  @IsString()
  @Matches(/^(none|(ADMIN|DISPATCHER|ACCEPTER|CALLCENTER)(\s*,\s*(ADMIN|DISPATCHER|ACCEPTER|CALLCENTER))*)$/, {
    message: 'STAFF_SECOND_FACTOR_REQUIRED_ROLES: role list of ADMIN, DISPATCHER, ACCEPTER, CALLCENTER separated by commas, or none',
  })
  STAFF_SECOND_FACTOR_REQUIRED_ROLES = 'ADMIN,ACCEPTER';

  /** Seals the stored TOTP secrets (AES-256-GCM); the placeholder is refused in production. Changing it voids every enrolment. */
  @IsString()
  @MinLength(32, { message: 'SECOND_FACTOR_KEY musi mieć co najmniej 32 znaki' })
  SECOND_FACTOR_KEY = 'dev-only-second-factor-key-change-me-012345';

  /**
   * The WebAuthn relying party of staff passkeys (docs/security.md "Passkeys"): the domain a passkey is bound to. Unset:
   * the host of WEBAUTHN_ORIGIN. Changing it makes every registered passkey unusable.
   */
  @IsOptional()
  @Matches(/^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, {
    message: 'WEBAUTHN_RP_ID: oczekiwano nazwy domeny, np. awarie.example.pl (bez https:// i portu)',
  })
  WEBAUTHN_RP_ID?: string;

  /** The origin the back office is opened at (scheme, host, port). Unset: the origin of PUBLIC_URL, else http://localhost:PORT. */
  @IsOptional()
  @Matches(/^https?:\/\/[^/\s?#]+$/, { message: 'WEBAUTHN_ORIGIN: oczekiwano adresu bez ścieżki, np. https://awarie.example.pl' })
  WEBAUTHN_ORIGIN?: string;

  /** Sign-in requests per client address per minute, on top of the per-account lockout. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100000)
  LOGIN_RATE_LIMIT_PER_MINUTE = 30;

  /** Express "trust proxy": false, a hop count (true = 1) or a list of proxy addresses/subnets; needed behind a load balancer so the lockout sees real client addresses. */
  @IsString()
  TRUST_PROXY = 'false';

  @Type(() => Number)
  @IsInt()
  @Min(1024)
  @Max(50 * 1024 * 1024)
  BODY_LIMIT_BYTES = 1024 * 1024;

  /** How long an idle keep-alive connection stays open; longer than the load balancer's idle timeout (docs/operations.md). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(600)
  HTTP_KEEP_ALIVE_TIMEOUT_S = 65;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** Who answers geocoding (docs/geocoding.md): our address register (local), Nominatim, or Google's Geocoding API. */
  @IsIn(['local', 'nominatim', 'google'])
  GEOCODER_PROVIDER: 'local' | 'nominatim' | 'google' = 'local';

  /** Nominatim's base URL (self-hosted, or https://nominatim.openstreetmap.org); required for GEOCODER_PROVIDER=nominatim. */
  @IsOptional()
  @IsString()
  NOMINATIM_URL?: string;

  /** Contact e-mail sent to Nominatim, as its usage policy asks; required for the public instance. */
  @IsOptional()
  @IsString()
  NOMINATIM_EMAIL?: string;

  /** Google Geocoding API key; required for GEOCODER_PROVIDER=google. */
  @IsOptional()
  @IsString()
  GOOGLE_GEOCODING_KEY?: string;

  /** How long an external geocoder may take before the call fails with 503. */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(60_000)
  GEOCODER_TIMEOUT_MS = 5000;

  /** First administrator, created at start when no administrator exists (see README: no default password anywhere). */
  @IsOptional()
  @IsString()
  ADMIN_EMAIL?: string;

  @IsOptional()
  @IsString()
  ADMIN_PASSWORD?: string;

  /** Which captcha checks the public forms (survey, report wizard): self-hosted ALTCHA or Google reCAPTCHA (docs/captcha.md). */
  @IsIn(['altcha', 'recaptcha'])
  CAPTCHA_PROVIDER: 'altcha' | 'recaptcha' = 'altcha';

  /** Signs the ALTCHA challenges; the placeholder is refused in production. */
  @IsString()
  @MinLength(32, { message: 'CAPTCHA_HMAC_KEY musi mieć co najmniej 32 znaki' })
  CAPTCHA_HMAC_KEY = 'dev-only-captcha-key-change-me-0123456789';

  /** ALTCHA work: the most key derivations a browser may have to try (a challenge asks for a random number between half and all of it). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10_000_000)
  CAPTCHA_COST = 5000;

  /** Google reCAPTCHA v3 secret; required when CAPTCHA_PROVIDER=recaptcha. */
  @IsOptional()
  @IsString()
  RECAPTCHA_SECRET?: string;

  @Type(() => Number)
  @IsNumber()
  @Min(0)
  @Max(1)
  RECAPTCHA_MIN_SCORE = 0.5;

  @IsString()
  @MinLength(1)
  RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

  // Failure reports (docs/reports.md).
  /** The same phone or e-mail reporting the same address within this many minutes is answered "already registered". */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(7 * 24 * 60)
  REPORT_DUPLICATE_WINDOW_MINUTES = 120;

  /** At most this many reports from one client address (IPv6: one /64) per REPORT_RATE_WINDOW_MINUTES; more: 403. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100_000)
  REPORT_RATE_LIMIT = 10;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(24 * 60)
  REPORT_RATE_WINDOW_MINUTES = 10;

  /** Days the reporter's name, phone and e-mail are kept; then the hourly job removes them (the report stays). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(3650)
  REPORT_PERSONAL_DATA_DAYS = 90;

  // E-mail (docs/mail.md). Without SMTP_HOST every mail goes to the outbox table and the server log only.
  /** SMTP server that sends the portal's mails; unset: outbox and log only (development). */
  @IsOptional()
  @IsString()
  SMTP_HOST?: string;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(65535)
  SMTP_PORT = 587;

  /** true: TLS from the first byte (usually port 465); false: STARTTLS when the server offers it (587). */
  @Transform(toBoolean)
  @IsBoolean()
  SMTP_SECURE = false;

  @IsOptional()
  @IsString()
  SMTP_USER?: string;

  @IsOptional()
  @IsString()
  SMTP_PASSWORD?: string;

  /** Sender of every mail: an address, or 'Name <address>'. */
  @IsString()
  @MinLength(3)
  MAIL_FROM = 'Portal awarii <no-reply@localhost>';

  /** The operator's name, signed under every mail. */
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  OPERATOR_NAME = 'Operator Systemu Dystrybucyjnego';

  /** Open data's CAP feed (docs/open-data.md): a planned outage of more addresses than this is a CAP alert. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  OPEN_DATA_CAP_MIN_ADDRESSES = 50;

  /** Days a mail stays in the outbox table (administrators' view) before it is removed. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(3650)
  MAIL_OUTBOX_RETENTION_DAYS = 30;

  /** Days an audit record is kept (docs/operations.md "Audit trail"); a daily job deletes older ones and records that. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(36500)
  AUDIT_RETENTION_DAYS = 730;

  /** Per client address and route, per hour: registrations and password reminders (each sends a mail). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100000)
  ACCOUNT_MAIL_RATE_LIMIT_PER_HOUR = 10;

  // SMS (docs/sms.md). Without SMSAPI_TOKEN every text message goes to the sms_outbox table and the log only.
  /** SMSAPI.pl OAuth token (customer panel → API tokens, scope sms); unset: outbox and log only. */
  @IsOptional()
  @IsString()
  SMSAPI_TOKEN?: string;

  /** SMSAPI's address: https://api.smsapi.pl, or https://api.smsapi.com for accounts on the international platform. */
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { message: 'SMSAPI_URL musi być adresem http(s)' })
  SMSAPI_URL = 'https://api.smsapi.pl';

  /** Sender name registered in the SMSAPI panel; unset: the account's default sender. */
  @IsOptional()
  @IsString()
  @MaxLength(11)
  SMS_SENDER?: string;

  /** How long the SMS provider may take before the send counts as failed. */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(60_000)
  SMS_TIMEOUT_MS = 10_000;

  // Alerts for watched addresses (docs/notifications.md).
  /** false: this instance queues alerts but leaves delivering them to other instances. */
  @Transform(toBoolean)
  @IsBoolean()
  NOTIFICATIONS_WORKER = true;

  /** How often the worker looks for due alerts. */
  @Type(() => Number)
  @IsInt()
  @Min(200)
  @Max(600_000)
  NOTIFICATIONS_INTERVAL_MS = 2_000;

  /** Alerts one worker takes per round, and how many it sends at once. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(5_000)
  NOTIFICATIONS_BATCH = 200;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(50)
  NOTIFICATIONS_CONCURRENCY = 8;

  /** Attempts before an alert the provider keeps refusing is given up (FAILED); the wait doubles from the base. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(20)
  NOTIFICATIONS_MAX_ATTEMPTS = 5;

  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(3_600_000)
  NOTIFICATIONS_RETRY_BASE_MS = 60_000;

  /** Warsaw time; planned-work SMS wait until the end, unplanned outages do not. 00:00-00:00: none. */
  @Matches(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, { message: 'SMS_QUIET_HOURS: oczekiwano GG:MM-GG:MM, np. 21:00-07:00' })
  SMS_QUIET_HOURS = '21:00-07:00';

  // Outage history (docs/outage-history.md).
  /** Warsaw day 'YYYY-MM-DD' from which the history of an address starts when it was added later (older history); unset: the day it was added. */
  @IsOptional()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: 'OUTAGE_HISTORY_SINCE: oczekiwano daty RRRR-MM-DD, np. 2025-01-01' })
  OUTAGE_HISTORY_SINCE?: string;

  // Push alerts (docs/notifications.md "Push"; the VAPID keys live in the database, docs/operations.md).
  /** The VAPID `sub` claim: how a push service reaches the operator (mailto: or https:); default from MAIL_FROM or PUBLIC_URL. */
  @IsOptional()
  @Matches(/^(mailto:\S+@\S+|https:\/\/\S+)$/, { message: 'PUSH_VAPID_SUBJECT: oczekiwano mailto:adres lub https://…' })
  PUSH_VAPID_SUBJECT?: string;

  /** Hosts (or parent domains) of the browsers' push services a subscription may point at; comma-separated. */
  @IsString()
  @MinLength(1)
  PUSH_SERVICE_HOSTS = 'fcm.googleapis.com,push.services.mozilla.com,notify.windows.com,push.apple.com';

  /** Extra CA certificates (PEM file) trusted for push services, beside the public ones: a TLS-inspecting proxy, the test suite. */
  @IsOptional()
  @IsString()
  PUSH_CA_FILE?: string;

  /** How long a push service may take to answer before the send counts as uncertain. */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(60_000)
  PUSH_TIMEOUT_MS = 10_000;

  // Map layers of the public site (docs/map.md), served to the browser by GET /public/api/map/config.
  /** Road map: an XYZ tile URL ({z}/{x}/{y}), or a WMS address (no {z}) drawing MAP_ROAD_WMS_LAYERS. */
  @IsString()
  @MinLength(1)
  MAP_ROAD_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

  @IsOptional()
  @IsString()
  MAP_ROAD_WMS_LAYERS?: string;

  @IsString()
  MAP_ROAD_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

  /** Hybrid map: the orthophoto (Poland's geoportal WMS by default) under a labels overlay. */
  @IsString()
  @MinLength(1)
  MAP_HYBRID_TILES_URL = 'https://mapy.geoportal.gov.pl/wss/service/PZGIK/ORTO/WMS/StandardResolution';

  @IsOptional()
  @IsString()
  MAP_HYBRID_WMS_LAYERS?: string = 'Raster';

  /** Street names and house numbers drawn over the orthophoto; 'none' for no overlay. */
  @IsOptional()
  @IsString()
  MAP_HYBRID_LABELS_URL?: string = 'https://mapy.geoportal.gov.pl/wss/ext/KrajowaIntegracjaNumeracjiAdresowej';

  @IsOptional()
  @IsString()
  MAP_HYBRID_LABELS_WMS_LAYERS?: string = 'prg-ulice,prg-place,prg-adresy';

  @IsString()
  MAP_HYBRID_ATTRIBUTION = 'Ortofotomapa i adresy: <a href="https://www.geoportal.gov.pl">Geoportal.gov.pl</a> (GUGiK)';

  /**
   * Bearer token that reads GET /metrics (docs/operations.md "Metrics"), at least 32 characters; unset: only an
   * administrator's sign-in token, or the separate METRICS_PORT, reads it.
   */
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'METRICS_TOKEN musi mieć co najmniej 32 znaki' })
  METRICS_TOKEN?: string;

  /** A port of its own for GET /metrics (e.g. reachable only from the monitoring network); set: the main port answers 404 there. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(65535)
  METRICS_PORT?: number;

  /** Keys of the outage-management system for /api/integration (docs/integration.md), comma-separated; unset: the API refuses every call. */
  @IsOptional()
  @IsString()
  INTEGRATION_API_KEYS?: string;

  /**
   * Staff single sign-on through the operator's OpenID provider (docs/security.md "Single sign-on"): its issuer
   * identifier (discovery at <issuer>/.well-known/openid-configuration). Unset: no single sign-on.
   */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] }, { message: 'OIDC_ISSUER: an http(s) address' })
  OIDC_ISSUER?: string;

  @IsOptional()
  @IsString()
  OIDC_CLIENT_ID?: string;

  @IsOptional()
  @IsString()
  OIDC_CLIENT_SECRET?: string;

  /** Where the provider sends the browser back; default PUBLIC_URL + /api/sso/callback. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] }, { message: 'OIDC_REDIRECT_URL: an http(s) address' })
  OIDC_REDIRECT_URL?: string;

  /** Scopes asked for, separated by spaces; `openid` is required. */
  @IsString()
  @Matches(/(^|\s)openid(\s|$)/, { message: 'OIDC_SCOPES: must include openid' })
  OIDC_SCOPES = 'openid email profile';

  /** The claim holding the person's groups or roles (a dotted path for a nested one, e.g. realm_access.roles). */
  @IsString()
  @Matches(/^[^\s.]+(\.[^\s.]+)*$/, { message: 'OIDC_GROUPS_CLAIM: a claim name or a dotted path' })
  OIDC_GROUPS_CLAIM = 'groups';

  /** `group:ROLE` pairs separated by commas; the first pair whose group the person has decides the role. */
  @IsOptional()
  @IsString()
  OIDC_ROLE_MAP?: string;

  /** The provider's name on the back office's button ('Zaloguj przez …'). */
  @IsString()
  @MinLength(1)
  @MaxLength(60)
  OIDC_PROVIDER_NAME = 'konto firmowe';

  /** false: staff sign in only through the provider; the password sign-in refuses staff accounts. */
  @Transform(toBoolean)
  @IsBoolean()
  OIDC_STAFF_PASSWORDS = true;
}

/** Placeholder values that must never reach production. */
export const PLACEHOLDER_SECRETS: Partial<Record<keyof EnvSchema, string>> = {
  JWT_SECRET: 'dev-only-secret-change-me-0123456789abcdef',
  CAPTCHA_HMAC_KEY: 'dev-only-captcha-key-change-me-0123456789',
  SECOND_FACTOR_KEY: 'dev-only-second-factor-key-change-me-012345',
};
