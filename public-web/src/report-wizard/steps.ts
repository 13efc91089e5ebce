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
  title: string;
  guard: (state: WizardState, search: URLSearchParams) => string | null;
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
  { id: 'location', path: '1', number: 1, title: wizardTexts.steps.location, guard: () => null },
  // Spec §2: "with no params the user is sent to the public map".
  { id: 'details', path: '2', number: 2, title: wizardTexts.steps.details, guard: (_, search) => (hasDetailsParams(search) ? null : PUBLIC_MAP) },
  { id: 'description', path: '3', number: 3, title: wizardTexts.steps.description, guard: (s) => (s.details ? null : resumeUrl(s)) },
  { id: 'check', path: '4', number: 4, title: wizardTexts.steps.check, guard: (s) => (s.details && s.reportType ? null : resumeUrl(s)) },
  { id: 'completed', path: '5', number: 5, title: wizardTexts.steps.completed, guard: (s) => (s.result ? null : PUBLIC_MAP) },
  // Already registered, or refused (docs/deviations.md): the wizard's state says which; without one, 'already registered'.
  { id: 'completedVariant', path: '5/:alreadyCompleted', number: 5, title: wizardTexts.steps.completed, guard: () => null },
  { id: 'error', path: 'error', number: null, title: wizardTexts.error.title, guard: (s) => (s.submission ? null : PUBLIC_MAP) },
];

/** The numbered steps shown in the progress list. */
export const PROGRESS_STEPS = STEPS.filter((s) => s.number !== null && s.id !== 'completedVariant');
