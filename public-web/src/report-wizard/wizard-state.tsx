import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ReportDetailsValues } from '../validation';
import type { CheckAnswers, ReportChoice } from './check-tree';
import type { KnownOutage, LngLat } from './report-api';

/** A full address chosen in step 1 (street with its type, e.g. 'ul. Marszałkowska'). */
export interface PickedAddress {
  label: string;
  street: string;
  residenceNumber: string;
  postcode: string;
  city: string;
  district: string | null;
  coordinates: LngLat;
}

/** What the location's outage check found (spec §2 step-2 route params outageInArea … extensiveAreaDescription). */
export interface LocationOutage {
  outageInArea: boolean;
  isPlanned: boolean;
  inExtensiveArea: boolean;
  extensiveAreaDescription: string;
}

export interface WizardState {
  /** Step 1: the confirmed location. */
  location: PickedAddress | null;
  locationOutage: LocationOutage | null;
  /** Step 2 as typed so far: Back to step 1 and a reload keep it. */
  detailsDraft: { values: ReportDetailsValues; addressKey: string } | null;
  /** Step 2's route parameters ('?str=…'), for going back to it. */
  detailsQuery: string | null;
  /** Step 2 done: the typed address geocoded (spec §2: district and coordinates). */
  details: { values: ReportDetailsValues; district: string | null; coordinates: LngLat; outageStart: string | null } | null;
  /** The captcha solution and when it was solved (ALTCHA challenges expire after 10 minutes). */
  captcha: { token: string; solvedAt: number } | null;
  /** Step 3. */
  reportType: ReportChoice | null;
  /** Step 4. */
  check: CheckAnswers;
  /** The Idempotency-Key of the report being sent, kept until it is stored, so a retry is stored once. */
  submission: { idempotencyKey: string; fingerprint: string } | null;
  /** Step 5. REFUSED: a 403 (captcha, outside the service, too many reports). */
  result: {
    outcome: 'CREATED' | 'ALREADY_REGISTERED' | 'REFUSED';
    message: string | null;
    position: LngLat | null;
    /** The known outage the report was folded into, the address for its card, and the follow-up's key. */
    knownOutage?: KnownOutage | null;
    address?: string | null;
    followUp?: { reportId: number; token: string } | null;
  } | null;
}

export const EMPTY_WIZARD: WizardState = {
  location: null,
  locationOutage: null,
  detailsDraft: null,
  detailsQuery: null,
  details: null,
  captcha: null,
  reportType: null,
  check: {},
  submission: null,
  result: null,
};

/** Session storage: a reload keeps the wizard, a new tab or a closed browser starts afresh (and forgets personal data). */
export const WIZARD_STORAGE_KEY = 'reportWizard';

export function loadWizardState(): WizardState {
  try {
    const stored = window.sessionStorage.getItem(WIZARD_STORAGE_KEY);
    return stored ? { ...EMPTY_WIZARD, ...(JSON.parse(stored) as Partial<WizardState>) } : EMPTY_WIZARD;
  } catch {
    return EMPTY_WIZARD;
  }
}

function saveWizardState(state: WizardState): void {
  try {
    window.sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Private mode or a full storage: the wizard still works, only a reload forgets it.
  }
}

/** After Close: the next report starts empty. The provider is on its way out and writes nothing more. */
export function clearWizardStorage(): void {
  try {
    window.sessionStorage.removeItem(WIZARD_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}

export type WizardUpdate = Partial<WizardState> | ((state: WizardState) => Partial<WizardState>);

interface WizardContextValue {
  state: WizardState;
  update: (change: WizardUpdate) => void;
  /** Forget everything (after Close, or a new location after a finished report). */
  reset: (keep?: Partial<WizardState>) => void;
}

const WizardContext = createContext<WizardContextValue | null>(null);

export function WizardProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<WizardState>(loadWizardState);
  useEffect(() => saveWizardState(state), [state]);

  const update = useCallback((change: WizardUpdate) => {
    setState((current) => ({ ...current, ...(typeof change === 'function' ? change(current) : change) }));
  }, []);
  const reset = useCallback((keep: Partial<WizardState> = {}) => setState({ ...EMPTY_WIZARD, ...keep }), []);
  const value = useMemo(() => ({ state, update, reset }), [state, update, reset]);
  return <WizardContext.Provider value={value}>{children}</WizardContext.Provider>;
}

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard outside WizardProvider');
  return value;
}

/** A captcha solution older than this is solved again before sending (the challenge lives 10 minutes). */
export const CAPTCHA_FRESH_MS = 9 * 60 * 1000;

export const freshCaptchaToken = (state: WizardState, now = Date.now()): string | null =>
  state.captcha && now - state.captcha.solvedAt < CAPTCHA_FRESH_MS ? state.captcha.token : null;

/** A v4 UUID; crypto.randomUUID exists only on secure origins, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
