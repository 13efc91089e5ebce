import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { NotificationChannel } from '@portal/domain';

/**
 * The metrics counted where something happens (docs/operations.md "Metrics"), one set per process: a counter is
 * incremented by the one call at the event and read by every scrape. What can be read at scrape time (the snapshot's
 * age, the outbox, the pool) is not here but in metrics/metrics.service.ts, read from its owner when asked. Labels take
 * only a few fixed values each (Prometheus keeps a series per combination): never a URL, an address or a user.
 */
export const PROCESS_METRICS = new Registry();

/** Seconds from a request's arrival to its answer's last byte, by the route's template (never the raw URL). */
export const HTTP_REQUEST_DURATION = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Czas od przyjęcia żądania HTTP do wysłania odpowiedzi, wg szablonu trasy, metody i kodu odpowiedzi',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [PROCESS_METRICS],
});

/** The route label of a request no route answered (static files, 404s): one series, not one per path asked. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Who signed in: the back office (staff) or the public site's accounts. */
export type SignInSite = 'staff' | 'public';

export const SIGN_IN_FAILURES = new Counter({
  name: 'portal_sign_in_failures_total',
  help: 'Nieudane logowania (złe hasło, nieznany login, konto usunięte) i nieudane drugie kroki (zły kod, kod zapasowy, klucz dostępu)',
  labelNames: ['site'] as const,
  registers: [PROCESS_METRICS],
});

export const SIGN_IN_LOCKOUTS = new Counter({
  name: 'portal_sign_in_lockouts_total',
  help: 'Próby logowania odrzucone, bo para login–adres jest czasowo zablokowana',
  labelNames: ['site'] as const,
  registers: [PROCESS_METRICS],
});

/** Why an upload was refused: over its size limit, a broken multipart body, or content the reader refused. */
export type UploadRefusal = 'too_large' | 'malformed' | 'content';

export const UPLOADS_REFUSED = new Counter({
  name: 'portal_uploads_refused_total',
  help: 'Odrzucone przesłane pliki (za duże, uszkodzone, treść odrzucona przez czytnik)',
  labelNames: ['reason'] as const,
  registers: [PROCESS_METRICS],
});

/** What became of one delivery attempt of an alert (notification-worker.service.ts). */
export type AlertOutcome = 'sent' | 'retried' | 'failed' | 'uncertain' | 'postponed';

export const ALERT_DELIVERIES = new Counter({
  name: 'portal_alert_deliveries_total',
  help: 'Próby doręczenia alertów wg kanału i wyniku (sent, retried, failed, uncertain, postponed)',
  labelNames: ['channel', 'outcome'] as const,
  registers: [PROCESS_METRICS],
});

export const countAlertDelivery = (channel: NotificationChannel, outcome: AlertOutcome): void => ALERT_DELIVERIES.inc({ channel, outcome });

export const SMS_GATEWAY_ERRORS = new Counter({
  name: 'portal_sms_gateway_errors_total',
  help: 'SMS-y, których bramka nie przyjęła (rejected: odmowa dla wiadomości; unavailable: bramka nieosiągalna)',
  labelNames: ['kind'] as const,
  registers: [PROCESS_METRICS],
});

export const MAIL_ERRORS = new Counter({
  name: 'portal_mail_errors_total',
  help: 'Maile, których serwer SMTP nie przyjął',
  registers: [PROCESS_METRICS],
});

/** One browser subscription's answer from its push service (push/push-sender.ts). */
export type PushResult = 'sent' | 'gone' | 'refused' | 'uncertain';

export const PUSH_DELIVERIES = new Counter({
  name: 'portal_push_deliveries_total',
  help: 'Wysyłki powiadomień push do subskrypcji przeglądarek wg wyniku',
  labelNames: ['result'] as const,
  registers: [PROCESS_METRICS],
});

let defaultsCollected = false;

/**
 * Node's own metrics (CPU, memory, heap, handles, garbage collection, event-loop delay) into the same registry, once
 * per process: a second call would register every name again and throw.
 */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: PROCESS_METRICS });
}
