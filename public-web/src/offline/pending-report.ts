import { readSession } from '../auth/session';
import type { ReportRequest } from '../report-wizard/report-api';
import { PENDING_REPORT_KEY } from './pending-report-flag';

/**
 * A failure report that could not be sent because the network was down (docs/offline.md "A report typed offline"):
 * kept in this browser's localStorage — on this device only, never on the server — until it is sent, refused, removed
 * by the person, or older than PENDING_REPORT_MAX_AGE_MS. Everything but the captcha solution, which is single-use and
 * expires: a fresh one is solved when the report is sent. The Idempotency-Key stays, so the server stores it once
 * however many times it is tried (backend reports: the key is unique).
 */
export interface PendingReport {
  body: Omit<ReportRequest, 'recaptchaToken'>;
  idempotencyKey: string;
  /** When it was kept (epoch ms). */
  savedAt: number;
  /** 'ul. Hoża 21, Warszawa': how the messages name it. */
  address: string;
  /**
   * Who was signed in when it was kept (the session's userId), null when nobody was. The report joins an account only
   * when that same person is signed in as it is sent: on a shared device, someone else's account must not receive
   * another person's report with their name and phone (it would list it under "Moje zgłoszenia").
   */
  userId?: string | null;
}

export { hasPendingReport, PENDING_REPORT_KEY } from './pending-report-flag';
/** A day: a report about "no power now" sent later than that would mislead the dispatchers. */
export const PENDING_REPORT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // Storage blocked: nothing can be kept, the wizard's error page says so.
  }
}

const isReport = (r: unknown): r is PendingReport => {
  const report = r as PendingReport | null;
  return !!report && typeof report.idempotencyKey === 'string' && !!report.body && typeof report.savedAt === 'number';
};

/** The kept reports, oldest first (a second report typed offline does not replace the first). */
export function readPendingReports(): PendingReport[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(PENDING_REPORT_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isReport) : [];
  } catch {
    return [];
  }
}

function write(reports: PendingReport[]): void {
  if (reports.length) storage()!.setItem(PENDING_REPORT_KEY, JSON.stringify(reports));
  else storage()?.removeItem(PENDING_REPORT_KEY);
  // The event the browser fires in the other tabs, fired in this one too: the layout, the card and the wizard follow
  // a change of the kept reports by one listener, whichever tab made it.
  window.dispatchEvent(new StorageEvent('storage', { key: PENDING_REPORT_KEY }));
}

/** Keeps the report (a retry of the same one replaces it); false when the browser refuses to store it. */
export function keepPendingReport(body: ReportRequest, idempotencyKey: string, address: string, now = Date.now()): boolean {
  const { recaptchaToken: _spent, ...rest } = body;
  const report: PendingReport = { body: rest, idempotencyKey, savedAt: now, address, userId: readSession().userId };
  try {
    write([...readPendingReports().filter((r) => r.idempotencyKey !== idempotencyKey), report]);
    return true;
  } catch {
    return false;
  }
}

/** The Web Lock the tabs of this site share while one of them sends a kept report. */
export const PENDING_REPORT_LOCK = 'portal-pending-report';

/**
 * Runs `send` holding the tabs' lock (Web Locks): two tabs that come online together send one after the other, and the
 * second, re-reading the storage, finds the report gone. A browser without Web Locks runs it at once; the server still
 * stores the report once (its Idempotency-Key).
 */
export function withSendLock<T>(send: () => Promise<T>, locks: LockManager | undefined = navigator.locks): Promise<T> {
  return locks ? locks.request(PENDING_REPORT_LOCK, send) : send();
}

/** Forgets the kept report with this key (sent, refused or removed by the person). */
export function forgetPendingReport(idempotencyKey: string): void {
  const reports = readPendingReports();
  if (reports.some((r) => r.idempotencyKey === idempotencyKey)) write(reports.filter((r) => r.idempotencyKey !== idempotencyKey));
}

/** Whether the report goes with the session now signed in: only when the person who kept it is the one signed in. */
export const keptByThisSession = (report: PendingReport): boolean => typeof report.userId === 'string' && report.userId === readSession().userId;

export const isExpired = (report: PendingReport, now = Date.now()): boolean => now - report.savedAt > PENDING_REPORT_MAX_AGE_MS;

/** What to do with the server's answer to a kept report. */
export type SendOutcome = 'sent' | 'already' | 'keep' | 'new-captcha' | 'refused' | 'invalid';

/**
 * The table of answers (spec §8 report submission, docs/reports.md): stored (201) or already registered (200) → done;
 * no answer (0) or the server unavailable (5xx) → kept for the next try; 403 about the captcha → solve a new one;
 * any other 403 (rate limit, outside the service area) → refused; 400 → the report cannot be sent as it is.
 */
export function sendOutcome(status: number, answer?: { status?: string }, fieldErrors: Record<string, string> = {}): SendOutcome {
  if (status === 200 || status === 201) return answer?.status === 'ALREADY_REGISTERED' ? 'already' : 'sent';
  if (status === 0 || status >= 500 || status === 429) return 'keep';
  if (status === 403) return fieldErrors.recaptchaToken ? 'new-captcha' : 'refused';
  return 'invalid';
}
