import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '../routing';
import { CaptchaField } from '../captcha/CaptchaField';
import { WarningIcon } from '../components/WarningIcon';
import { pollTexts } from './poll-texts';
import { TOAST_LIFE, useToast } from '../toast/toast-context';
import { POLL_REMARKS_MAX_LENGTH, pollAnswersComplete, pollRules, validators, type PollAnswers } from '../validation';
import { pollApi } from './poll-api';
import { setPollCookie } from './survey-cookies';

/** Spec §4, §9: after a successful send, to the map after 1.8 s (the thank-you toast stays 2.5 s). */
export const POLL_REDIRECT_MS = 1800;

const EMPTY: PollAnswers = { reportFailureTarget: false, failureCheckTarget: false, plannedCheckTarget: false, goal: '', additionalRemarks: '' };

const PURPOSES = ['reportFailureTarget', 'failureCheckTarget', 'plannedCheckTarget'] as const;

/** Enter must not send the survey (spec §2); in the remark it still starts a new line. */
function blockEnter(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
}

const missingText: Record<keyof typeof pollRules, (answers: PollAnswers) => string> = {
  purpose: () => pollTexts.purposeMissing,
  goal: () => pollTexts.goalMissing,
  remarks: (answers) =>
    validators.max(POLL_REMARKS_MAX_LENGTH)(answers.additionalRemarks) === true
      ? pollTexts.remarksHiddenText
      : pollTexts.remarksTooLong(POLL_REMARKS_MAX_LENGTH),
};

/** The survey (spec §2 Survey, §4, §8). Rules and messages: validation.ts (pollRules). */
export function PollForm() {
  const show = useToast();
  const navigate = useNavigate();
  const { register, handleSubmit, watch, reset, formState } = useForm<PollAnswers>({ defaultValues: EMPTY });
  const [token, setToken] = useState<string | null>(null);
  const [captchaResetKey, setCaptchaResetKey] = useState(0);
  /** After a successful send, on the way to the map: no list of what is missing in the emptied form. */
  const [done, setDone] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const answers = watch();
  const missing = [
    // The rules and their Polish messages are the server's too (validation.ts); the form names each in the page's language.
    ...(Object.keys(pollRules) as (keyof typeof pollRules)[]).filter((rule) => pollRules[rule](answers) !== true).map((rule) => missingText[rule](answers)),
    ...(token ? [] : [pollTexts.captchaMissing]),
  ];
  const canSubmit = pollAnswersComplete(answers) && token !== null && !formState.isSubmitting;

  const onSubmit = async (values: PollAnswers) => {
    if (!token || !canSubmit) return;
    let stored = false;
    try {
      await pollApi.add({
        reportFailureTarget: values.reportFailureTarget,
        failureCheckTarget: values.failureCheckTarget,
        plannedCheckTarget: values.plannedCheckTarget,
        targetAchieved: values.goal === 'yes',
        targetNotAchieved: values.goal === 'no',
        additionalRemarks: values.additionalRemarks.trim() || null,
        recaptchaToken: token,
      });
      stored = true;
    } catch {
      // Any failure reads the same to the visitor (spec §8).
    }
    // Sent or refused, the solution is spent: the next try needs a new one.
    setToken(null);
    setCaptchaResetKey((key) => key + 1);
    if (!stored) {
      show({ severity: 'error', text: pollTexts.error, life: TOAST_LIFE.general });
      return;
    }
    setPollCookie('filled');
    setDone(true);
    reset(EMPTY);
    show({ severity: 'success', text: pollTexts.success, life: TOAST_LIFE.general });
    redirectTimer.current = setTimeout(() => void navigate('/public'), POLL_REDIRECT_MS);
  };

  const remarksError = formState.errors.additionalRemarks?.message;
  return (
    <form className="poll-form" noValidate onSubmit={handleSubmit(onSubmit)} onKeyDown={blockEnter}>
      <fieldset className="poll-form__question">
        <legend>{pollTexts.purposeLegend}</legend>
        <p className="poll-form__hint">{pollTexts.purposeHint}</p>
        {PURPOSES.map((name) => (
          <label key={name} className="check">
            <input type="checkbox" {...register(name)} />
            <span>{pollTexts[name]}</span>
          </label>
        ))}
      </fieldset>

      <fieldset className="poll-form__question">
        <legend>{pollTexts.goalLegend}</legend>
        <label className="check">
          <input type="radio" value="yes" {...register('goal')} />
          <span>{pollTexts.goalYes}</span>
        </label>
        <label className="check">
          <input type="radio" value="no" {...register('goal')} />
          <span>{pollTexts.goalNo}</span>
        </label>
      </fieldset>

      <div className="field poll-form__question">
        <label htmlFor="poll-remarks" className="field__label">
          {pollTexts.remarksLabel}
        </label>
        <textarea
          id="poll-remarks"
          className="field__input poll-form__remarks"
          rows={5}
          maxLength={POLL_REMARKS_MAX_LENGTH}
          aria-describedby={`poll-remarks-count${remarksError ? ' poll-remarks-error' : ''}`}
          aria-invalid={remarksError ? true : undefined}
          {...register('additionalRemarks', {
            validate: (value) => validators.max(POLL_REMARKS_MAX_LENGTH)(value) === true || pollTexts.remarksTooLong(POLL_REMARKS_MAX_LENGTH),
          })}
        />
        <p id="poll-remarks-count" className="poll-form__count">
          {pollTexts.remarksHint(answers.additionalRemarks.length, POLL_REMARKS_MAX_LENGTH)}
        </p>
        {remarksError && (
          <p id="poll-remarks-error" className="field__error">
            <WarningIcon /> {remarksError}
          </p>
        )}
      </div>

      <fieldset className="poll-form__question">
        <legend>{pollTexts.captchaLegend}</legend>
        <CaptchaField
          action="POLL"
          onChange={setToken}
          resetKey={captchaResetKey}
          texts={{ loading: pollTexts.captchaLoading, loadFailed: pollTexts.captchaLoadFailed }}
        />
      </fieldset>

      <button type="submit" className="button button--primary" disabled={!canSubmit} aria-describedby={missing.length && !done ? 'poll-missing' : undefined}>
        {formState.isSubmitting ? pollTexts.submitting : pollTexts.submit}
      </button>
      {missing.length > 0 && !done && (
        <div id="poll-missing" className="poll-form__missing">
          <p>{pollTexts.missingIntro}</p>
          <ul>
            {missing.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      )}
    </form>
  );
}
