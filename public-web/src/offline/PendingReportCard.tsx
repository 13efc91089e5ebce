import { use, useCallback, useEffect, useRef, useState } from 'react';
import { formatDateTime } from '../i18n/dates';
import { ApiError } from '../api/client';
import { CaptchaField } from '../captcha/CaptchaField';
import { loadArea } from '../i18n/i18n';
import { reportWizardApi } from '../report-wizard/report-api';
import { pendingTexts, wizardTexts } from '../report-wizard/wizard-texts';
import { useToast } from '../toast/toast-context';
import { forgetPendingReport, isExpired, keptByThisSession, readPendingReports, sendOutcome, withSendLock, type PendingReport } from './pending-report';

/** After no answer or a 5xx, the next try while the network seems up. */
export const RETRY_MS = 30_000;
/** A long message: the person may be looking elsewhere when the connection returns. */
const NOTICE_LIFE_MS = 10_000;
/** New captchas in a row before giving up until the next try. */
const CAPTCHA_TRIES = 3;

type Phase = 'waiting' | 'verifying' | 'sending';

const firstValid = (show: ReturnType<typeof useToast>): PendingReport | null => {
  for (const report of readPendingReports()) {
    if (!isExpired(report)) return report;
    forgetPendingReport(report.idempotencyKey);
    show({ severity: 'warning', text: pendingTexts.expired(report.address), life: NOTICE_LIFE_MS });
  }
  return null;
};

/**
 * A report the wizard kept because the network was down (docs/offline.md): shown on every page of the site until it is
 * sent. When the browser is online it gets a fresh captcha — ALTCHA's proof of work, which the browser solves by itself
 * (the person already ticked the box when typing the report; the solution then was spent or expired) — and sends the
 * report with its own Idempotency-Key, so however often it is tried, the server stores it once.
 */
export default function PendingReportCard() {
  // Its texts are the wizard's (`wizard.pending.*`), loaded with the card under the layout's Suspense.
  use(loadArea('wizard'));
  const show = useToast();
  // Read in an effect: an expired report is dropped with a toast, which must not happen during a render.
  const [report, setReport] = useState<PendingReport | null>(null);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [phase, setPhase] = useState<Phase>('waiting');
  const [retryAt, setRetryAt] = useState(0);
  const [captchaRound, setCaptchaRound] = useState(0);
  const captchaTries = useRef(0);

  useEffect(() => {
    const reread = () => setReport(firstValid(show));
    reread();
    // Back online: try at once, whatever wait a failed try had set. Offline: a widget waiting for its challenge starts over.
    const up = () => {
      setOnline(true);
      setRetryAt(0);
    };
    const down = () => {
      setOnline(false);
      setPhase((phase) => (phase === 'sending' ? phase : 'waiting'));
    };
    window.addEventListener('storage', reread); // this tab or another sent or kept one
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('storage', reread);
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [show]);

  // Online and nothing under way: verify, then send. After a failed try, wait RETRY_MS (or for 'online').
  useEffect(() => {
    if (!report || !online || phase !== 'waiting') return;
    const wait = Math.max(0, retryAt - Date.now());
    const timer = window.setTimeout(() => {
      captchaTries.current = 0;
      setCaptchaRound((n) => n + 1);
      setPhase('verifying');
    }, wait);
    return () => window.clearTimeout(timer);
  }, [report, online, phase, retryAt]);

  const send = useCallback(
    // One tab at a time (withSendLock): two tabs online at once do not both send; another tab may have sent it meanwhile.
    (token: string) =>
      withSendLock(async () => {
        const current = readPendingReports().find((r) => r.idempotencyKey === report?.idempotencyKey);
        if (!current) return setReport(firstValid(show));
        setPhase('sending');
        let status = 201;
        let answer: { status?: string } | undefined;
        let error: ApiError | null = null;
        try {
          answer = await reportWizardApi.report({ ...current.body, recaptchaToken: token }, current.idempotencyKey, {
            withoutSession: !keptByThisSession(current),
          });
        } catch (cause) {
          error = cause instanceof ApiError ? cause : new ApiError(0, '');
          status = error.status;
        }
        const outcome = sendOutcome(status, answer, error?.fieldErrors);
        if (outcome === 'keep' || (outcome === 'new-captcha' && captchaTries.current + 1 < CAPTCHA_TRIES)) {
          if (outcome === 'new-captcha') {
            captchaTries.current += 1;
            setCaptchaRound((n) => n + 1);
            setPhase('verifying');
          } else {
            setRetryAt(Date.now() + RETRY_MS);
            setPhase('waiting');
          }
          return;
        }
        forgetPendingReport(current.idempotencyKey);
        const address = current.address;
        if (outcome === 'sent') show({ severity: 'success', text: pendingTexts.sent(address), life: NOTICE_LIFE_MS });
        else if (outcome === 'already') show({ severity: 'info', text: pendingTexts.already(address), life: NOTICE_LIFE_MS });
        else if (outcome === 'refused' || outcome === 'new-captcha')
          show({ severity: 'error', text: pendingTexts.refused(address, error?.message ?? ''), life: NOTICE_LIFE_MS });
        else show({ severity: 'error', text: pendingTexts.invalid(address), life: NOTICE_LIFE_MS });
        setPhase('waiting');
        setRetryAt(0);
      }),
    [report, show],
  );

  if (!report) return null;
  const remove = () => {
    forgetPendingReport(report.idempotencyKey);
    show({ severity: 'info', text: pendingTexts.removed });
  };
  const state = !online
    ? pendingTexts.waiting
    : phase === 'sending'
      ? pendingTexts.sending
      : phase === 'verifying'
        ? pendingTexts.verifying
        : retryAt
          ? pendingTexts.retrying
          : pendingTexts.verifying;

  return (
    <div className="container">
      <section className="pending-report" aria-labelledby="pending-report-title">
        <h2 id="pending-report-title">{pendingTexts.title}</h2>
        <p>{pendingTexts.kept(report.address, formatDateTime(new Date(report.savedAt)))}</p>
        <p className="pending-report__privacy">{pendingTexts.onDevice}</p>
        <p className="pending-report__state" role="status">
          {state}
        </p>
        {online && phase === 'verifying' && (
          <CaptchaField
            key={captchaRound}
            action="REPORT"
            auto="onload"
            resetKey={0}
            onChange={(token) => token && void send(token)}
            texts={wizardTexts.captcha}
          />
        )}
        <button type="button" className="button button--outline" onClick={remove} disabled={phase === 'sending'}>
          {pendingTexts.remove}
        </button>
      </section>
    </div>
  );
}
