import { use, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation, useSearchParams } from 'wouter';
import { useDocumentTitle } from '../components/use-document-title';
import { loadArea } from '../i18n/i18n';
import { CheckStep } from './CheckStep';
import { CompletedStep } from './CompletedStep';
import { DescriptionStep } from './DescriptionStep';
import { DetailsStep } from './DetailsStep';
import { ErrorStep } from './ErrorStep';
import { LocationStep } from './LocationStep';
import { PROGRESS_STEPS, STEPS, stepUrl, TOTAL_STEPS, WIZARD_BASE, type StepId, type WizardStep } from './steps';
import { useWizard, WizardProvider } from './wizard-state';
import { wizardTexts } from './wizard-texts';
import './report-wizard.css';

/** Each step's screen; which step shows when, and in what order, is steps.ts. */
const SCREENS: Record<StepId, ComponentType> = {
  location: LocationStep,
  details: DetailsStep,
  description: DescriptionStep,
  check: CheckStep,
  completed: CompletedStep,
  completedVariant: CompletedStep,
  error: ErrorStep,
};

/**
 * /public/add-report/* (spec §2): the failure-report wizard, loaded on demand. Its texts (the `wizard` area) load with
 * it: the route waits for them under the route's own Suspense, so the first load of the site carries nothing for them.
 */
export default function ReportWizard() {
  use(loadArea('wizard'));
  return (
    <WizardProvider>
      <FocusStepHeading />
      <Switch>
        {STEPS.map((step) => (
          <Route key={step.id} path={`${WIZARD_BASE}/${step.path}`}>
            <GuardedStep step={step} />
          </Route>
        ))}
        <Route>
          <Redirect to={stepUrl('location')} replace />
        </Route>
      </Switch>
    </WizardProvider>
  );
}

function GuardedStep({ step }: { step: WizardStep }) {
  const { state } = useWizard();
  const [search] = useSearchParams();
  const redirect = step.guard(state, search);
  if (redirect) return <Redirect to={redirect} replace />;
  const Screen = SCREENS[step.id];
  return (
    <WizardFrame step={step}>
      <Screen />
    </WizardFrame>
  );
}

/**
 * A new step is announced by moving focus to its heading (not on the first load: the site's skip link stays
 * first). It lives above the routes: each step's frame is a new component.
 */
function FocusStepHeading() {
  const [pathname] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('wizard-title')?.focus();
  }, [pathname]);
  return null;
}

function WizardFrame({ step, children }: { step: WizardStep; children: ReactNode }) {
  useDocumentTitle(step.number ? `${wizardTexts.title}: ${step.title}` : wizardTexts.error.title);
  return (
    <section className="wizard" aria-labelledby="wizard-title">
      {step.number !== null && (
        <nav className="wizard__progress" aria-label={wizardTexts.progressLabel}>
          <p className="wizard__step-of">
            {wizardTexts.stepOf(step.number, TOTAL_STEPS)}: <strong>{step.title}</strong>
          </p>
          <ol className="wizard__steps">
            {PROGRESS_STEPS.map((s) => (
              <li
                key={s.id}
                className={`wizard__dot${s.number === step.number ? ' wizard__dot--current' : ''}${s.number! < step.number! ? ' wizard__dot--done' : ''}`}
                aria-current={s.number === step.number ? 'step' : undefined}
              >
                <span className="wizard__dot-number">{s.number}</span>
                <span className="wizard__dot-title">{s.title}</span>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {children}
    </section>
  );
}
