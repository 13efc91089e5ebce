import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useNavigate } from '../routing';
import { useConsent } from '../consent/consent-context';
import { Modal } from '../components/Modal';
import { useLoginState } from '../login/login-context';
import { whenAreaLoaded } from '../i18n/area-texts';
import { pollTexts as surveyTexts } from './poll-texts';
import { pollCookieSet, setPollCookie, takeInstantPoll } from './survey-cookies';

/** Spec §4, §9: the invitation appears 60 s after the page loads. */
export const SURVEY_DELAY_MS = 60_000;
export const POLL_PATH = '/public/poll';

/**
 * The survey invitation (spec §2, §4; at most 750 px wide). It appears 60 s after load, or at once
 * when the instantPoll cookie is there (it is removed), unless a poll cookie exists. It waits while the
 * cookie dialog or the login sidebar is open, and needs the 'all' cookie choice: its cookies are
 * functional, and without them it could not remember 'Później' (docs/decisions.md). With a choice made
 * during the visit, the 60 s count from that choice, so two dialogs never follow each other at once.
 */
export function SurveyDialog() {
  const { choice, dialogOpen: consentOpen } = useConsent();
  const { sidebarOpen } = useLoginState();
  const [pathname] = useLocation();
  const navigate = useNavigate();
  const [due, setDue] = useState(false);
  const [open, setOpen] = useState(false);
  const [neverAgain, setNeverAgain] = useState(false);
  const allowed = choice === 'all';

  useEffect(() => {
    if (!allowed || pollCookieSet()) return;
    const timer = setTimeout(() => setDue(true), SURVEY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [allowed]);

  // Checked on every page, not only at load: the report wizard sets instantPoll and then moves to the map.
  useEffect(() => {
    if (allowed && takeInstantPoll()) setDue(true);
  }, [allowed, pathname]);

  useEffect(() => {
    if (!due || consentOpen || sidebarOpen) return;
    setDue(false);
    // The visitor may have answered (or postponed) in the meantime, or be on the survey already.
    // The dialog's texts (the survey's area) load only for the visitors it opens for.
    if (allowed && !pollCookieSet() && pathname !== POLL_PATH) whenAreaLoaded('survey', () => setOpen(true));
  }, [due, consentOpen, sidebarOpen, allowed, pathname]);

  const later = () => {
    setPollCookie(neverAgain ? 'never' : 'later');
    setOpen(false);
  };

  const goToPoll = () => {
    setOpen(false);
    void navigate(POLL_PATH);
  };

  return (
    <Modal open={open} labelledBy="survey-title" describedBy="survey-text" onEscape={later} className="modal--survey">
      <h2 id="survey-title" className="modal__title">
        {surveyTexts.dialogTitle}
      </h2>
      <p id="survey-text">{surveyTexts.dialogText}</p>
      <label className="check">
        <input type="checkbox" checked={neverAgain} onChange={(event) => setNeverAgain(event.target.checked)} />
        <span>{surveyTexts.neverAgain}</span>
      </label>
      <div className="modal__actions">
        <button type="button" className="button button--outline" onClick={later}>
          {surveyTexts.later}
        </button>
        <button type="button" className="button button--primary" onClick={goToPoll}>
          {surveyTexts.goToPoll}
        </button>
      </div>
    </Modal>
  );
}
