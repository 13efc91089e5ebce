import { useRef, useState } from 'react';
import { useNavigate } from '../routing';
import { ApiError } from '../api/client';
import { keepPendingReport } from '../offline/pending-report';
import { isComplete } from './check-tree';
import { fullPhoneNumber } from './details-values';
import { reportWizardApi, type ReportRequest } from './report-api';
import { stepUrl } from './steps';
import { freshCaptchaToken, newIdempotencyKey, useWizard, type WizardState } from './wizard-state';

/** The contract's report body from the wizard's state, or null while something is missing. */
export function buildReportBody(state: WizardState, recaptchaToken: string | null): ReportRequest | null {
  const { details, reportType, check } = state;
  const { building } = check;
  if (!details || !reportType || !recaptchaToken || !building || !isComplete(reportType, check)) return null;
  const v = details.values;
  const optional = (text: string) => (text.trim() ? text.trim() : undefined);
  return {
    city: v.city.trim(),
    district: details.district ?? undefined,
    street: v.street.trim(),
    residenceNumber: v.residenceNumber.trim(),
    apartmentNumber: optional(v.apartmentNumber),
    postcode: v.postcode.trim(),
    reporter: v.reporter.trim(),
    phoneNumber: fullPhoneNumber(v),
    email: v.email.trim(),
    coordinateX: details.coordinates.lng,
    coordinateY: details.coordinates.lat,
    outageStart: details.outageStart ?? undefined,
    reportType,
    checkAnswers: { ...check, building },
    recaptchaToken,
    dataProtectionConsent: true,
  };
}

/** 'ul. Hoża 21, Warszawa': the address as the known-outage card and a kept report name it. */
const reportAddress = (state: WizardState): string => {
  const v = state.details!.values;
  return `${v.street.trim()} ${v.residenceNumber.trim()}, ${v.city.trim()}`;
};

/** Same report, same key: a retry after a lost answer is stored once. The captcha solution is not part of it. */
const fingerprintOf = (body: ReportRequest) => JSON.stringify({ ...body, recaptchaToken: undefined });

/**
 * Sends the report (spec §8 report submission): 201 → step 5; 200 ALREADY_REGISTERED → /5/true; 403 → /5/true
 * as refused; anything else (no answer, 5xx, 400) → the error page, whose retry sends the same key again. With no
 * answer at all the report is also kept on this device and sent by itself when the network returns (docs/offline.md).
 * Locked while sending: a second press does nothing.
 */
export function useSubmitReport() {
  const { state, update } = useWizard();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const lock = useRef(false);

  const submit = async (): Promise<void> => {
    if (lock.current) return;
    const body = buildReportBody(state, freshCaptchaToken(state));
    if (!body) return;
    lock.current = true;
    setSending(true);
    const fingerprint = fingerprintOf(body);
    const idempotencyKey = state.submission?.fingerprint === fingerprint ? state.submission.idempotencyKey : newIdempotencyKey();
    update({ submission: { idempotencyKey, fingerprint } });
    const position = state.details!.coordinates;
    try {
      const answer = await reportWizardApi.report(body, idempotencyKey);
      const already = answer.status === 'ALREADY_REGISTERED';
      // Step 5 then drops the personal data from the session (not here: the router changes the page in a
      // transition, and this step's guard must not see an emptied wizard first).
      // What is known at the place, the address for its card and the follow-up's key (no personal data).
      update({
        result: {
          outcome: already ? 'ALREADY_REGISTERED' : 'CREATED',
          message: null,
          position,
          knownOutage: answer.knownOutage ?? null,
          address: reportAddress(state),
          followUp: answer.followUpToken ? { reportId: answer.id, token: answer.followUpToken } : null,
        },
      });
      void navigate(already ? stepUrl('completedVariant') : stepUrl('completed'));
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 403) {
        // The solution is spent or was refused: a retry from step 4 asks for a new one.
        update({ captcha: null, result: { outcome: 'REFUSED', message: (error as ApiError).message || null, position } });
        void navigate(stepUrl('completedVariant'));
      } else {
        if (error instanceof ApiError && error.fieldErrors.recaptchaToken) update({ captcha: null });
        // No answer at all (the network is down): the report is kept on this device and sent when the connection
        // returns, with a fresh captcha and this same key (docs/offline.md). The error page says so.
        if (error instanceof ApiError && error.status === 0) keepPendingReport(body, idempotencyKey, reportAddress(state));
        void navigate(stepUrl('error'));
      }
    } finally {
      lock.current = false;
      setSending(false);
    }
  };

  return { submit, sending };
}
