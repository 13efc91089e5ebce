import type { LocationOutage, PickedAddress, WizardState } from './wizard-state';
import { wizardTexts } from './wizard-texts';

// The wizard's steps, their order, routes and guards in one place (spec §2 routes, §4 wizard). A guard answers
// null when the step may show, or where to go instead; ReportWizard applies it before rendering the step.

export const WIZARD_BASE = '/public/add-report';

export type StepId = 'location' | 'details' | 'description' | 'check' | 'completed' | 'completedVariant' | 'error';

export interface WizardStep {
  id: StepId;
  /** Route below WIZARD_BASE. */
  path: string;
  /** Its number in 'Krok n z 5'; the error page has none. */
  number: number | null;
  /** Looked up in the active language when read. */
  readonly title: string;
  guard: (state: WizardState, search: URLSearchParams) => string | null;
  /** Reached by sending the report, not by 'Dalej': outside the walk that nextStep/previousStep follow. */
  outcome?: true;
}

export const TOTAL_STEPS = 5;

/** Route parameters of step 2 (spec §2 Wizard). */
export const DETAILS_PARAMS = ['str', 'num', 'post', 'city', 'district', 'outageInArea', 'isPlanned', 'inExtensiveArea', 'extensiveAreaDescription'] as const;

export function detailsSearch(location: PickedAddress, outage: LocationOutage | null): string {
  const params = new URLSearchParams({
    str: location.street,
    num: location.residenceNumber,
    post: location.postcode,
    city: location.city,
    district: location.district ?? '',
    outageInArea: String(outage?.outageInArea ?? false),
    isPlanned: String(outage?.isPlanned ?? false),
    inExtensiveArea: String(outage?.inExtensiveArea ?? false),
    extensiveAreaDescription: outage?.extensiveAreaDescription ?? '',
  });
  return `?${params}`;
}

export const hasDetailsParams = (search: URLSearchParams) => DETAILS_PARAMS.some((name) => search.has(name));

export const stepUrl = (id: StepId, extra = ''): string => {
  const step = STEPS.find((s) => s.id === id)!;
  return `${WIZARD_BASE}/${step.path.replace(':alreadyCompleted', extra || 'true')}`;
};

/** Step 2 with its route parameters: as last shown, or built from step 1. */
export function detailsUrl(state: WizardState): string {
  if (state.detailsQuery) return `${stepUrl('details')}${state.detailsQuery}`;
  return state.location ? `${stepUrl('details')}${detailsSearch(state.location, state.locationOutage)}` : stepUrl('location');
}

/** Where someone lands who opened a later step too early: the first step not yet done. */
export function resumeUrl(state: WizardState): string {
  if (!state.details) return state.location || state.detailsQuery ? detailsUrl(state) : stepUrl('location');
  if (!state.reportType) return stepUrl('description');
  return stepUrl('check');
}

const PUBLIC_MAP = '/public';

export const STEPS: readonly WizardStep[] = [
  {
    id: 'location',
    path: '1',
    number: 1,
    get title() {
      return wizardTexts.steps.location;
    },
    guard: () => null,
  },
  // Spec §2: "with no params the user is sent to the public map".
  {
    id: 'details',
    path: '2',
    number: 2,
    get title() {
      return wizardTexts.steps.details;
    },
    guard: (_, search) => (hasDetailsParams(search) ? null : PUBLIC_MAP),
  },
  {
    id: 'description',
    path: '3',
    number: 3,
    get title() {
      return wizardTexts.steps.description;
    },
    guard: (s) => (s.details ? null : resumeUrl(s)),
  },
  {
    id: 'check',
    path: '4',
    number: 4,
    get title() {
      return wizardTexts.steps.check;
    },
    guard: (s) => (s.details && s.reportType ? null : resumeUrl(s)),
  },
  {
    id: 'completed',
    path: '5',
    number: 5,
    get title() {
      return wizardTexts.steps.completed;
    },
    guard: (s) => (s.result ? null : PUBLIC_MAP),
    outcome: true,
  },
  // Already registered, or refused (docs/deviations.md): the wizard's state says which; without one, 'already registered'.
  {
    id: 'completedVariant',
    path: '5/:alreadyCompleted',
    number: 5,
    get title() {
      return wizardTexts.steps.completed;
    },
    guard: () => null,
    outcome: true,
  },
  {
    id: 'error',
    path: 'error',
    number: null,
    get title() {
      return wizardTexts.error.title;
    },
    guard: (s) => (s.submission ? null : PUBLIC_MAP),
    outcome: true,
  },
];

/** The numbered steps shown in the progress list. */
export const PROGRESS_STEPS = STEPS.filter((s) => s.number !== null && s.id !== 'completedVariant');

// 'Dalej' and 'Wstecz' follow the table's order: a step never names its neighbour, so reordering STEPS reorders the
// wizard (report-wizard/wizard-order.test.tsx). Read at call time, not at load, for the same reason.
const walk = (): StepId[] => STEPS.filter((s) => !s.outcome).map((s) => s.id);

/** The step after `id` in the walk; null for the last one (it sends the report). */
export function nextStep(id: StepId): StepId | null {
  const ids = walk();
  const at = ids.indexOf(id);
  return at >= 0 && at < ids.length - 1 ? ids[at + 1] : null;
}

/** The step before `id` in the walk; null for the first one. */
export function previousStep(id: StepId): StepId | null {
  const ids = walk();
  const at = ids.indexOf(id);
  return at > 0 ? ids[at - 1] : null;
}

/** A step's address as the wizard's state makes it: step 2 carries its route parameters. */
export const stepHref = (id: StepId, state: WizardState): string => (id === 'details' ? detailsUrl(state) : stepUrl(id));

function neighbourUrl(from: StepId, to: StepId | null, state: WizardState): string {
  if (!to) throw new Error(`The wizard has no step to go to from '${from}'`);
  return stepHref(to, state);
}

/** Where 'Dalej' leads from `from`. */
export const nextUrl = (from: StepId, state: WizardState): string => neighbourUrl(from, nextStep(from), state);

/** Where 'Wstecz' leads from `from`. */
export const previousUrl = (from: StepId, state: WizardState): string => neighbourUrl(from, previousStep(from), state);
