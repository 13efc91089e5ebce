import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { answerCalls, type ExpectedCall } from '../../test/api-answers';
import { LocationProbe, openAt } from '../../test/render-app';
import { CheckStep } from './CheckStep';
import { DescriptionStep } from './DescriptionStep';
import { DetailsStep } from './DetailsStep';
import { LocationStep } from './LocationStep';
import { nextStep, previousStep, STEPS, type StepId, type WizardStep } from './steps';
import { EMPTY_WIZARD, WIZARD_STORAGE_KEY, WizardProvider, type WizardState } from './wizard-state';

// The wizard's order lives in steps.ts only: 'Dalej' and 'Wstecz' ask the table. The second block
// reorders the table and expects every step to follow it, which fails for a step that names its neighbour.

jest.mock('./LocationMap', () => ({ __esModule: true, default: () => null }));

const ADDRESS = { street: 'ul. Marszałkowska', residenceNumber: '10', postcode: '00-590', city: 'Warszawa' };
const STEP2_QUERY = `?${new URLSearchParams({ str: ADDRESS.street, num: ADDRESS.residenceNumber, post: ADDRESS.postcode, city: ADDRESS.city, district: 'Śródmieście', outageInArea: 'false', isPlanned: 'false', inExtensiveArea: 'false', extensiveAreaDescription: '' })}`;
const COORDINATES = { lng: 21.0196, lat: 52.2142 };
const VALUES = {
  ...ADDRESS,
  apartmentNumber: '',
  reporter: 'Jan Kowalski',
  dialCode: '+48',
  phone: '600100200',
  email: 'jan@example.pl',
  dataProtectionConsent: true,
};

const statusCall: ExpectedCall = {
  method: 'POST',
  path: '/public/api/call-net/point-electricity-area-status',
  body: { pointElectricityStatus: 'HAS_ELECTRICITY', description: null, outageStart: null, outageEnd: null },
};

/** A wizard at step 4 with everything filled in, so each step can move on. */
function seed(extra: Partial<WizardState> = {}) {
  const state: WizardState = {
    ...EMPTY_WIZARD,
    location: { label: 'ul. Marszałkowska 10, 00-590 Warszawa', ...ADDRESS, district: 'Śródmieście', coordinates: COORDINATES },
    locationOutage: { outageInArea: false, isPlanned: false, inExtensiveArea: false, extensiveAreaDescription: '' },
    detailsDraft: { values: VALUES, addressKey: [ADDRESS.street, ADDRESS.residenceNumber, ADDRESS.postcode, ADDRESS.city].join('|') },
    detailsQuery: STEP2_QUERY,
    details: { values: VALUES, district: 'Śródmieście', coordinates: COORDINATES, outageStart: null },
    captcha: { token: 'captcha-solution', solvedAt: Date.now() },
    reportType: 'NO_VOLTAGE',
    check: { building: 'FLAT', invoicesPaid: true, fusesChecked: true, meterChecked: true, neighboursHaveLight: false },
    ...extra,
  };
  window.sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(state));
}

/** One step on its own (no guards): where its buttons lead is all that is looked at. */
function renderStep(step: ReactElement, path: string) {
  const user = userEvent.setup();
  openAt(path);
  render(
    <>
      <WizardProvider>{step}</WizardProvider>
      <LocationProbe />
    </>,
  );
  return user;
}

const probe = () => screen.getByTestId('location');
async function expectAt(pathname: string, search = '') {
  await waitFor(() => expect(probe()).toHaveTextContent(new RegExp(`^${pathname}$`)));
  expect(probe()).toHaveAttribute('data-search', search);
}

describe('the wizard walk in steps.ts', () => {
  it.each<[StepId, StepId | null, StepId | null]>([
    ['location', null, 'details'],
    ['details', 'location', 'description'],
    ['description', 'details', 'check'],
    ['check', 'description', null],
    ['completed', null, null],
    ['completedVariant', null, null],
    ['error', null, null],
  ])('%s: back to %s, on to %s', (id, previous, next) => {
    expect(previousStep(id)).toBe(previous);
    expect(nextStep(id)).toBe(next);
  });
});

describe('every step follows the table when it is reordered', () => {
  const table = STEPS as WizardStep[];
  const original = [...table];
  // Steps 2 and 3 swapped: each button of steps 1–4 now leads somewhere else than in the real order.
  beforeEach(() => {
    const order: StepId[] = ['location', 'description', 'details', 'check'];
    const walked = order.map((id) => original.find((s) => s.id === id)!);
    table.splice(0, table.length, ...walked, ...original.filter((s) => !order.includes(s.id)));
    window.sessionStorage.clear();
  });
  afterEach(() => table.splice(0, table.length, ...original));

  it('step 1 goes on to step 3', async () => {
    seed({ detailsQuery: null });
    answerCalls([{ method: 'POST', path: '/public/api/area/get/by-coordinates', body: { name: 'Warszawa' } }, statusCall]);
    const user = renderStep(<LocationStep />, '/public/add-report/1');
    const confirm = screen.getByRole('button', { name: 'Potwierdź lokalizację' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    await expectAt('/public/add-report/3');
  });

  it('step 3 goes back to step 1 and on to step 2 with its route parameters', async () => {
    seed();
    answerCalls();
    const user = renderStep(<DescriptionStep />, '/public/add-report/3');
    await user.click(screen.getByRole('button', { name: 'Wstecz' }));
    await expectAt('/public/add-report/1');
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await expectAt('/public/add-report/2', STEP2_QUERY);
  });

  it('step 2 goes back to step 3 and on to step 4', async () => {
    seed();
    answerCalls([
      {
        method: 'GET',
        path: `/public/api/geocode/search?${new URLSearchParams({ q: 'ul. Marszałkowska 10, 00-590 Warszawa' })}`,
        body: {
          label: '',
          streetType: 'ul.',
          street: 'Marszałkowska',
          streetNumber: '10',
          postcode: '00-590',
          city: 'Warszawa',
          district: 'Śródmieście',
          coordinates: COORDINATES,
        },
      },
      statusCall,
    ]);
    const user = renderStep(<DetailsStep />, `/public/add-report/2${STEP2_QUERY}`);
    const next = screen.getByRole('button', { name: 'Dalej' });
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    await expectAt('/public/add-report/4');

    seed();
    const again = renderStep(<DetailsStep />, `/public/add-report/2${STEP2_QUERY}`);
    await again.click(screen.getAllByRole('button', { name: 'Wstecz' }).at(-1)!);
    await waitFor(() => expect(screen.getAllByTestId('location').at(-1)).toHaveTextContent(/^\/public\/add-report\/3$/));
  });

  it('step 4 goes back to step 2 with its route parameters', async () => {
    seed();
    answerCalls();
    const user = renderStep(<CheckStep />, '/public/add-report/4');
    await user.click(screen.getByRole('button', { name: 'Wstecz' }));
    await expectAt('/public/add-report/2', STEP2_QUERY);
  });
});
