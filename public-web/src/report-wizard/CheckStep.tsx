import { useEffect, useState } from 'react';
import { useNavigate } from '../routing';
import { answer, firstMissing, isComplete, visibleNotes, visibleQuestions, type CheckAnswers, type Question } from './check-tree';
import { previousUrl } from './steps';
import { useSubmitReport } from './submit-report';
import { CAPTCHA_FRESH_MS, freshCaptchaToken, useWizard } from './wizard-state';
import { WizardCaptcha } from './WizardCaptcha';
import { wizardTexts } from './wizard-texts';

/** Step 4 /public/add-report/4 (spec §4 check step). The questions, notes and completeness are check-tree.ts. */
export function CheckStep() {
  const t = wizardTexts.check;
  const { state, update } = useWizard();
  const navigate = useNavigate();
  const { submit, sending } = useSubmitReport();
  const type = state.reportType!;
  const answers = state.check;
  const token = freshCaptchaToken(state);
  // The captcha of step 2 expired or was spent by a refused send: solve it again here.
  const [solvedHere] = useState(() => token === null);
  const needsCaptcha = solvedHere || token === null;
  // A solution that expires while the person answers: re-render then, so the widget appears.
  const [, expired] = useState(0);
  useEffect(() => {
    if (!state.captcha || !token) return;
    const timer = setTimeout(() => expired((n) => n + 1), Math.max(0, state.captcha.solvedAt + CAPTCHA_FRESH_MS - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [state.captcha, token]);

  const set = (question: Question, value: CheckAnswers[keyof CheckAnswers]) => update((s) => ({ check: answer(type, s.check, question.id, value) }));

  const complete = isComplete(type, answers);
  const missing = firstMissing(type, answers);
  const canSend = complete && token !== null && !sending;

  return (
    <div className="wizard-form">
      <h1 id="wizard-title" tabIndex={-1}>
        {t.title}
      </h1>
      <p className="wizard__intro">{t.intro}</p>
      {visibleQuestions(type, answers).map((question) =>
        question.kind === 'confirm' ? (
          <label key={question.id} className="check check--large">
            <input type="checkbox" checked={answers[question.id] === true} onChange={(event) => set(question, event.target.checked)} />
            <span>{question.label(answers)}</span>
          </label>
        ) : (
          <fieldset key={question.id} className="wizard-form__group wizard-form__question">
            <legend>{question.label(answers)}</legend>
            <div className="wizard-form__options">
              {question.options!.map((option) => (
                <label
                  key={String(option.value)}
                  className={`choice-card choice-card--compact${answers[question.id] === option.value ? ' choice-card--chosen' : ''}`}
                >
                  <input
                    type="radio"
                    name={question.id}
                    value={String(option.value)}
                    checked={answers[question.id] === option.value}
                    onChange={() => set(question, option.value as CheckAnswers[keyof CheckAnswers])}
                  />
                  <span className="choice-card__label">{option.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ),
      )}
      {visibleNotes(type, answers).map((note) => (
        <p key={note.id} className="wizard-note" role="note" aria-live="polite">
          {note.text()}
        </p>
      ))}
      {needsCaptcha && (
        <WizardCaptcha solved={token !== null} onChange={(solved) => update({ captcha: solved ? { token: solved, solvedAt: Date.now() } : null })} />
      )}
      {!complete && missing && (
        <p id="check-missing" className="wizard__missing">
          {t.missing} <strong>{missing.label(answers)}</strong>
        </p>
      )}
      <div className="wizard__actions wizard__actions--sticky">
        <button type="button" className="button button--outline" onClick={() => void navigate(previousUrl('check', state))} disabled={sending}>
          {wizardTexts.back}
        </button>
        <button
          type="button"
          className="button button--side"
          disabled={!canSend}
          aria-busy={sending || undefined}
          aria-describedby={!complete ? 'check-missing' : undefined}
          onClick={() => void submit()}
        >
          {sending ? t.submitting : t.submit}
        </button>
      </div>
    </div>
  );
}
