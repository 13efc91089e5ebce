import { useNavigate } from '../routing';
import { pruneAnswers, type ReportChoice } from './check-tree';
import { nextUrl, previousUrl } from './steps';
import { useWizard } from './wizard-state';
import { wizardTexts } from './wizard-texts';

const t = wizardTexts.description;

/** The two answers, each with the texts that name it. */
const CHOICES: ReadonlyArray<{ value: ReportChoice; label: 'limited' | 'none' }> = [
  { value: 'LIMITED_VOLTAGE', label: 'limited' },
  { value: 'NO_VOLTAGE', label: 'none' },
];

/** Step 3 /public/add-report/3 (spec §4 description step): partial or complete lack of power, one of the two. */
export function DescriptionStep() {
  const { state, update } = useWizard();
  const navigate = useNavigate();
  const choose = (reportType: ReportChoice) => update((s) => ({ reportType, check: pruneAnswers(reportType, s.check) }));

  return (
    <div className="wizard-form">
      <h1 id="wizard-title" tabIndex={-1}>
        {t.title}
      </h1>
      <fieldset className="wizard-form__group">
        <legend>{t.legend}</legend>
        {CHOICES.map((choice) => (
          <label key={choice.value} className={`choice-card${state.reportType === choice.value ? ' choice-card--chosen' : ''}`}>
            <input type="radio" name="reportType" value={choice.value} checked={state.reportType === choice.value} onChange={() => choose(choice.value)} />
            <span>
              <span className="choice-card__label">{t[choice.label]}</span>
              <span className="choice-card__hint">{t[`${choice.label}Hint`]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="wizard__actions wizard__actions--sticky">
        <button type="button" className="button button--outline" onClick={() => void navigate(previousUrl('description', state))}>
          {wizardTexts.back}
        </button>
        <button type="button" className="button button--primary" disabled={!state.reportType} onClick={() => void navigate(nextUrl('description', state))}>
          {wizardTexts.next}
        </button>
      </div>
    </div>
  );
}
