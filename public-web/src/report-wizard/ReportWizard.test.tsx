import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerCalls, type ExpectedCall } from '../../test/api-answers';
import { recordCookieWrites } from '../../test/cookie-writes';
import { renderApp } from '../../test/render-app';
import type { PointStatusResponse } from './report-api';
import { seedCheckStep, seedWizard } from './test-wizard-state';
import { WIZARD_STORAGE_KEY, type WizardState } from './wizard-state';

// Leaflet has no place in jsdom: the step's map is a button that "clicks" a point.
jest.mock('./LocationMap', () => ({
  __esModule: true,
  default: ({ onPick }: { onPick: (p: { lat: number; lng: number }) => void }) => (
    <button type="button" onClick={() => onPick({ lat: 52.2142, lng: 21.019 })}>
      test-map
    </button>
  ),
}));
// The map page is another feature: here it is only a place to arrive at.
jest.mock('../map/MapPage', () => ({ __esModule: true, default: () => <p>map-page</p> }));

// The address search waits 250 ms for a pause in typing; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 4000 });

const location = () => screen.getByTestId('location');

const MARSZALKOWSKA = {
  label: 'ul. Marszałkowska 10, 00-590 Warszawa',
  streetType: 'ul.',
  street: 'Marszałkowska',
  streetNumber: '10',
  postcode: '00-590',
  city: 'Warszawa',
  district: 'Śródmieście',
  coordinates: { lng: 21.0196, lat: 52.2142 },
};
const KASPRZAKA = {
  ...MARSZALKOWSKA,
  label: 'ul. Marcina Kasprzaka 29A, 01-211 Warszawa',
  street: 'Marcina Kasprzaka',
  streetNumber: '29A',
  postcode: '01-211',
  district: 'Wola',
};

const query = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
const autocompleteCall = (q: string, body: unknown): ExpectedCall => ({
  method: 'GET',
  path: `/public/api/geocode/autocomplete?${query({ q, limit: 8 })}`,
  body,
});
const areaCall = (status = 200): ExpectedCall => ({
  method: 'POST',
  path: '/public/api/area/get/by-coordinates',
  status,
  body: status === 200 ? { name: 'Warszawa' } : { statusCode: status, message: 'Punkt poza obszarem działania' },
});
const statusCall = (status: Partial<PointStatusResponse> | 'fail'): ExpectedCall =>
  status === 'fail'
    ? { method: 'POST', path: '/public/api/call-net/point-electricity-area-status', status: 500, body: { statusCode: 500, message: 'x' } }
    : {
        method: 'POST',
        path: '/public/api/call-net/point-electricity-area-status',
        body: { pointElectricityStatus: 'HAS_ELECTRICITY', description: null, outageStart: null, outageEnd: null, ...status },
      };

const STEP2_QUERY = query({
  str: 'ul. Marszałkowska',
  num: '10',
  post: '00-590',
  city: 'Warszawa',
  district: 'Śródmieście',
  outageInArea: 'false',
  isPlanned: 'false',
  inExtensiveArea: 'false',
  extensiveAreaDescription: '',
});

const seed = seedWizard;
const atCheckStep = (extra: Partial<WizardState> = {}) => seedCheckStep({ detailsQuery: `?${STEP2_QUERY}`, ...extra });
const stored = (): WizardState => JSON.parse(window.sessionStorage.getItem(WIZARD_STORAGE_KEY) ?? 'null');

describe('report wizard: step guards (steps.ts)', () => {
  it.each([
    ['/public/add-report/2', {}, '/public'],
    ['/public/add-report/3', {}, '/public/add-report/1'],
    ['/public/add-report/4', {}, '/public/add-report/1'],
    ['/public/add-report/5', {}, '/public'],
    ['/public/add-report/error', {}, '/public'],
    ['/public/add-report/7', {}, '/public/add-report/1'],
  ])('%s with state %p goes to %s', async (path, state, expected) => {
    seed(state);
    if (path.endsWith('/1') || expected.endsWith('/1')) answerCalls();
    renderApp(path);
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${expected}$`)));
  });

  it('step 4 without a description goes to step 3; step 3 without details back to step 2 with its parameters', async () => {
    atCheckStep({ reportType: null });
    renderApp('/public/add-report/4');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/public\/add-report\/3$/));

    seed({ location: null, detailsQuery: `?${STEP2_QUERY}` });
    renderApp('/public/add-report/3');
    await waitFor(() => expect(screen.getAllByTestId('location').at(-1)).toHaveTextContent(/^\/public\/add-report\/2$/));
    expect(screen.getAllByTestId('location').at(-1)).toHaveAttribute('data-search', `?${STEP2_QUERY}`);
  });
});

describe('report wizard: step 1, location', () => {
  async function pickByAutocomplete(address: typeof MARSZALKOWSKA, calls: ExpectedCall[]) {
    const fake = answerCalls([autocompleteCall('marsz 10', [address]), ...calls]);
    const view = renderApp('/public/add-report/1');
    const input = await screen.findByRole('combobox', { name: 'Adres (ulica i numer domu)' });
    fireEvent.change(input, { target: { value: 'marsz 10' } });
    const option = await screen.findByRole('option', { name: address.label });
    fireEvent.mouseDown(option);
    return { ...view, fake };
  }

  it('confirms a served address with no known outage and opens step 2 with the route parameters', async () => {
    const { user, fake } = await pickByAutocomplete(MARSZALKOWSKA, [areaCall(), statusCall({})]);
    const confirm = screen.getByRole('button', { name: 'Potwierdź lokalizację' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);

    await waitFor(() => expect(location()).toHaveTextContent('/public/add-report/2'));
    expect(location()).toHaveAttribute('data-search', `?${STEP2_QUERY}`);
    expect(fake.calls.find((c) => c.path === '/public/api/area/get/by-coordinates')?.body).toEqual({ lat: 52.2142, lng: 21.0196 });
    expect(await screen.findByLabelText('Ulica')).toHaveValue('ul. Marszałkowska');
    expect(screen.getByLabelText('Kod pocztowy')).toHaveValue('00-590');
  });

  it('refuses an excepted address without asking the server', async () => {
    await pickByAutocomplete(KASPRZAKA, []);
    expect(await screen.findByRole('alert')).toHaveTextContent('Adres obsługiwany przez innego Operatora Sieci Dystrybucyjnej.');
    expect(screen.getByRole('button', { name: 'Potwierdź lokalizację' })).toBeDisabled();
  });

  it("an address outside the service areas (404) is another operator's; another failure is unexpected", async () => {
    await pickByAutocomplete(MARSZALKOWSKA, [areaCall(404)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Adres obsługiwany przez innego Operatora Sieci Dystrybucyjnej.');
    expect(screen.getByRole('button', { name: 'Potwierdź lokalizację' })).toBeDisabled();
  });

  it('with a server error the location is not valid', async () => {
    await pickByAutocomplete(MARSZALKOWSKA, [areaCall(500)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wystąpił nieoczekiwany błąd');
    expect(screen.getByRole('button', { name: 'Potwierdź lokalizację' })).toBeDisabled();
  });

  it('canAddReportOutsideArea lets any full address through', async () => {
    const fake = answerCalls([
      autocompleteCall('kasp 29a', [KASPRZAKA]),
      { method: 'GET', path: '/public/api/config/get/all', body: [{ key: 'canAddReportOutsideArea', value: 'true' }] },
    ]);
    renderApp('/public/add-report/1');
    fireEvent.change(await screen.findByRole('combobox'), { target: { value: 'kasp 29a' } });
    fireEvent.mouseDown(await screen.findByRole('option', { name: KASPRZAKA.label }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Potwierdź lokalizację' })).toBeEnabled());
    expect(fake.calls.map((c) => c.path)).not.toContain('/public/api/area/get/by-coordinates');
  });

  it('a known failure asks first; No goes back to the map', async () => {
    const { user } = await pickByAutocomplete(MARSZALKOWSKA, [
      areaCall(),
      statusCall({ pointElectricityStatus: 'FAILURE', outageStart: '2026-11-21T20:00:00Z', outageEnd: '2026-11-22T02:00:00Z' }),
    ]);
    const confirm = screen.getByRole('button', { name: 'Potwierdź lokalizację' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);

    const dialog = await screen.findByRole('dialog', { name: 'Awaria w danej lokalizacji jest już zgłoszona.' });
    expect(dialog).toHaveTextContent('Odnotowaliśmy już zgłoszenia awarii dotyczące wskazanej przez Ciebie okolicy. Czy chcesz dodać nowe zgłoszenie?');
    expect(dialog).toHaveTextContent('22.11.2026, 03:00');
    await user.click(within(dialog).getByRole('button', { name: 'Nie' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/public$/));
  });

  it('planned works: the dialog with the estimated time; Yes continues with outageInArea and isPlanned', async () => {
    const { user } = await pickByAutocomplete(MARSZALKOWSKA, [
      areaCall(),
      statusCall({ pointElectricityStatus: 'PLANNED_OUTAGE', outageStart: '2026-11-23T07:00:00Z', outageEnd: '2026-11-23T13:00:00Z' }),
    ]);
    const confirm = screen.getByRole('button', { name: 'Potwierdź lokalizację' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('We wskazanej przez Ciebie okolicy prowadzimy prace techniczne wymagające wyłączenia zasilania.');
    expect(dialog).toHaveTextContent('23.11.2026, 08:00');
    expect(dialog).toHaveTextContent('23.11.2026, 14:00');
    expect(dialog).toHaveTextContent('Czy na pewno chcesz dodać nowe zgłoszenie?');
    await user.click(within(dialog).getByRole('button', { name: 'Tak' }));
    await waitFor(() => expect(location()).toHaveTextContent('/public/add-report/2'));
    const search = new URLSearchParams(location().getAttribute('data-search')!);
    expect([search.get('outageInArea'), search.get('isPlanned'), search.get('inExtensiveArea')]).toEqual(['true', 'true', 'false']);
  });

  it('a failed outage check continues as if there were no outage', async () => {
    const { user } = await pickByAutocomplete(MARSZALKOWSKA, [areaCall(), statusCall('fail')]);
    const confirm = screen.getByRole('button', { name: 'Potwierdź lokalizację' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    await waitFor(() => expect(location()).toHaveTextContent('/public/add-report/2'));
  });

  it('a point clicked on the map is reverse-geocoded; a point without an address says so', async () => {
    answerCalls([
      {
        method: 'GET',
        path: `/public/api/geocode/reverse?${query({ lat: 52.2142, lng: 21.019 })}`,
        status: 404,
        body: { statusCode: 404, message: 'Nie znaleziono adresu' },
      },
    ]);
    const { user } = renderApp('/public/add-report/1');
    await user.click(await screen.findByRole('button', { name: 'test-map' }));
    expect(await screen.findByText(/Nie znaleziono adresu w tym miejscu/)).toBeInTheDocument();
  });

  it('geolocation: the waiting text, then the error text', async () => {
    let fail: (() => void) | undefined;
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (_ok: unknown, error: () => void) => (fail = error) },
    });
    const { user } = renderApp('/public/add-report/1');
    await user.click(await screen.findByRole('button', { name: 'Użyj mojej lokalizacji' }));
    expect(screen.getByText('Trwa wyszukiwanie lokalizacji. Proszę czekać.')).toBeInTheDocument();
    act(() => fail!());
    expect(screen.getByText('Wystąpił błąd lokalizacji')).toBeInTheDocument();
    delete (navigator as { geolocation?: unknown }).geolocation;
  });
});

describe('report wizard: step 2, details', () => {
  async function openDetails() {
    const view = renderApp(`/public/add-report/2?${STEP2_QUERY}`);
    await screen.findByRole('heading', { level: 1, name: 'Twoje dane' });
    const widget = view.container.querySelector('altcha-widget') as HTMLElement;
    await waitFor(() => expect(widget).not.toHaveAttribute('hidden'));
    const solveCaptcha = () => act(() => void widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'solution' } })));
    const next = () => screen.getByRole('button', { name: 'Dalej' });
    return { ...view, widget, solveCaptcha, next };
  }

  async function fillContact(user: ReturnType<typeof renderApp>['user'], phone = '600 100 200') {
    await user.type(screen.getByLabelText('Imię i nazwisko'), 'Jan Kowalski');
    await user.type(screen.getByLabelText('Telefon'), phone);
    await user.type(screen.getByLabelText('E-mail'), 'jan@example.pl');
    await user.click(screen.getByRole('checkbox', { name: /Wyrażam zgodę/ }));
  }

  it('starts from the route parameters; Next stays disabled until every rule holds and the captcha is solved', async () => {
    const { user, solveCaptcha, next, widget } = await openDetails();
    expect(widget).toHaveAttribute('challenge', '/public/api/captcha/challenge?action=REPORT');
    expect(screen.getByLabelText('Ulica')).toHaveValue('ul. Marszałkowska');
    expect(screen.getByLabelText('Numer domu')).toHaveValue('10');
    expect(screen.getByLabelText('Miejscowość')).toHaveValue('Warszawa');
    expect(next()).toBeDisabled();
    await fillContact(user);
    expect(next()).toBeDisabled();
    solveCaptcha();
    expect(next()).toBeEnabled();
    await user.clear(screen.getByLabelText('Kod pocztowy'));
    expect(next()).toBeDisabled();
  });

  it('phone rules follow the country code; the postcode gets its dash', async () => {
    const { user } = await openDetails();
    const phone = screen.getByLabelText('Telefon');
    await user.type(phone, '1234567');
    await user.tab();
    expect(await screen.findByText('Niepoprawny numeru telefonu')).toBeInTheDocument();
    const codes = screen.getByLabelText('Kierunkowy');
    await waitFor(() => expect(within(codes).getAllByRole('option').length).toBeGreaterThan(200));
    expect(within(codes).getAllByRole('option')[0]).toHaveTextContent('+48 (Polska)');
    await user.selectOptions(codes, '+49');
    await waitFor(() => expect(screen.queryByText('Niepoprawny numeru telefonu')).not.toBeInTheDocument());
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.tab();
    expect(await screen.findByText('Zbyt krótki numeru telefonu')).toBeInTheDocument();

    const postcode = screen.getByLabelText('Kod pocztowy');
    await user.clear(postcode);
    await user.type(postcode, '00590');
    await user.tab();
    expect(postcode).toHaveValue('00-590');
    await user.clear(postcode);
    await user.type(postcode, '0059');
    await user.tab();
    expect(await screen.findByText('Wpisz poprawny kod pocztowy')).toBeInTheDocument();
  });

  it('an excepted address typed by hand is refused', async () => {
    const { user } = await openDetails();
    const street = screen.getByLabelText('Ulica');
    await user.clear(street);
    await user.type(street, 'Kasprzaka');
    const number = screen.getByLabelText('Numer domu');
    await user.clear(number);
    await user.type(number, '31');
    expect(await screen.findByText('Adres obsługiwany przez innego Operatora Sieci Dystrybucyjnej.')).toBeInTheDocument();
  });

  it('geocodes the address, checks the point and goes to step 3; Back keeps what was typed', async () => {
    const fake = answerCalls([
      { method: 'GET', path: `/public/api/geocode/search?${query({ q: 'ul. Marszałkowska 10, 00-590 Warszawa' })}`, body: MARSZALKOWSKA },
      statusCall({}),
    ]);
    const { user, solveCaptcha, next } = await openDetails();
    await fillContact(user);
    solveCaptcha();
    await user.click(next());
    await waitFor(() => expect(location()).toHaveTextContent('/public/add-report/3'));
    expect(fake.calls.find((c) => c.path.includes('point-electricity'))?.body).toEqual({ lat: 52.2142, lng: 21.0196 });
    expect(stored().details).toMatchObject({
      district: 'Śródmieście',
      coordinates: MARSZALKOWSKA.coordinates,
      values: { phone: '600 100 200', reporter: 'Jan Kowalski' },
    });

    await user.click(await screen.findByRole('button', { name: 'Wstecz' }));
    await waitFor(() => expect(location()).toHaveTextContent('/public/add-report/2'));
    expect(await screen.findByLabelText('Imię i nazwisko')).toHaveValue('Jan Kowalski');
    expect(screen.getByText(/Weryfikacja zakończona/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dalej' })).toBeEnabled();
  });
});

describe('report wizard: steps 3 and 4, sending', () => {
  it('step 3 is exclusive and sets the type', async () => {
    atCheckStep({ reportType: null, check: {} });
    const { user } = renderApp('/public/add-report/3');
    const next = await screen.findByRole('button', { name: 'Dalej' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Częściowy brak zasilania/ }));
    await user.click(screen.getByRole('radio', { name: /Całkowity brak zasilania/ }));
    expect(screen.getByRole('radio', { name: /Częściowy/ })).not.toBeChecked();
    expect(stored().reportType).toBe('NO_VOLTAGE');
    await user.click(next);
    await waitFor(() => expect(location()).toHaveTextContent('/public/add-report/4'));
  });

  it('shows the note for a flat whose neighbours have light; sending is enabled only when complete', async () => {
    atCheckStep({ check: {} });
    const { user } = renderApp('/public/add-report/4');
    const send = await screen.findByRole('button', { name: 'Wyślij zgłoszenie' });
    expect(send).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /W mieszkaniu/ }));
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    expect(send).toBeDisabled();
    const neighbours = screen.getByRole('group', { name: /Czy sąsiedzi i części wspólne/ });
    await user.click(within(neighbours).getByRole('radio', { name: 'Tak' }));
    expect(screen.getByRole('note')).toHaveTextContent(/administracja/);
    await user.click(within(neighbours).getByRole('radio', { name: 'Nie' }));
    expect(screen.getByRole('note')).toHaveTextContent(/tablicy ogłoszeń na klatce schodowej/);
    expect(send).toBeEnabled();
    // Switching to a house resets the sub-answers.
    await user.click(screen.getByRole('radio', { name: /W domu jednorodzinnym/ }));
    expect(screen.getAllByRole('checkbox').every((box) => !(box as HTMLInputElement).checked)).toBe(true);
    expect(send).toBeDisabled();
  });

  it('sends the contract body once, with an Idempotency-Key, locked while sending', async () => {
    let answer!: () => void;
    const fake = answerCalls([
      { method: 'POST', path: '/public/api/call-net/report', status: 201, body: { id: 7, status: 'CREATED' }, delay: new Promise<void>((r) => (answer = r)) },
    ]);
    atCheckStep();
    const { user } = renderApp('/public/add-report/4');
    const send = await screen.findByRole('button', { name: 'Wyślij zgłoszenie' });
    await user.click(send);
    expect(await screen.findByRole('button', { name: 'Wysyłanie…' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Wysyłanie…' }));
    await act(async () => answer());

    expect(await screen.findByRole('heading', { level: 1, name: 'Dziękujemy! Zajmiemy się Twoim zgłoszeniem.' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/public\/add-report\/5$/);
    const sent = fake.calls.filter((c) => c.path === '/public/api/call-net/report');
    expect(sent).toHaveLength(1);
    expect(sent[0].headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sent[0].body).toEqual({
      city: 'Warszawa',
      district: 'Śródmieście',
      street: 'ul. Marszałkowska',
      residenceNumber: '10',
      apartmentNumber: '4',
      postcode: '00-590',
      reporter: 'Jan Kowalski',
      phoneNumber: '+48600100200',
      email: 'jan@example.pl',
      coordinateX: 21.0196,
      coordinateY: 52.2142,
      reportType: 'NO_VOLTAGE',
      checkAnswers: { building: 'FLAT', invoicesPaid: true, fusesChecked: true, meterChecked: true, neighboursHaveLight: false },
      recaptchaToken: 'captcha-solution',
      dataProtectionConsent: true,
    });
    // Personal data leaves the session once the report is stored.
    expect(stored().details).toBeNull();
    const wizard = screen.getByRole('region', { name: 'Dziękujemy! Zajmiemy się Twoim zgłoszeniem.' });
    expect(within(wizard).getByRole('link', { name: /22 821 31 31/ })).toHaveAttribute('href', 'tel:+48228213131');
  });

  it('a failure goes to the error page; its retry sends the same Idempotency-Key', async () => {
    const first = answerCalls([{ method: 'POST', path: '/public/api/call-net/report', networkError: true }]);
    atCheckStep();
    const { user } = renderApp('/public/add-report/4');
    await user.click(await screen.findByRole('button', { name: 'Wyślij zgłoszenie' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Wystąpił błąd/ })).toBeInTheDocument();
    expect(screen.getByText('Nie udało się dodać zgłoszenia')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/public/add-report/error');
    const key = first.calls[0].headers.get('Idempotency-Key');

    const second = answerCalls([{ method: 'POST', path: '/public/api/call-net/report', status: 200, body: { id: 7, status: 'ALREADY_REGISTERED' } }]);
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Twoje zgłoszenie zostało już zarejestrowane.' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/public\/add-report\/5\/true$/);
    expect(second.calls[0].headers.get('Idempotency-Key')).toBe(key);
  });

  it('a refusal (403) goes to /5/true and says so, with the reason and a way back', async () => {
    answerCalls([
      { method: 'POST', path: '/public/api/call-net/report', status: 403, body: { statusCode: 403, message: 'Zbyt wiele zgłoszeń w krótkim czasie' } },
    ]);
    atCheckStep();
    const { user } = renderApp('/public/add-report/4');
    await user.click(await screen.findByRole('button', { name: 'Wyślij zgłoszenie' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie możemy przyjąć zgłoszenia' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/public\/add-report\/5\/true$/);
    expect(screen.getByText('Zbyt wiele zgłoszeń w krótkim czasie')).toBeInTheDocument();
    expect(stored().captcha).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    await waitFor(() => expect(location()).toHaveTextContent('/public/add-report/4'));
    // The spent solution must be replaced before sending again.
    expect(screen.getByRole('button', { name: 'Wyślij zgłoszenie' })).toBeDisabled();
    expect(document.querySelector('altcha-widget')).not.toBeNull();
  });

  it('/5/true opened on its own reads as already registered', async () => {
    renderApp('/public/add-report/5/true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Twoje zgłoszenie zostało już zarejestrowane.' })).toBeInTheDocument();
  });

  it('Close asks for the survey (instantPoll, 30 s) and goes to the reported spot', async () => {
    seed({ result: { outcome: 'CREATED', message: null, position: { lng: 21.0196, lat: 52.2142 } } });
    const cookies = recordCookieWrites();
    const { user } = renderApp('/public/add-report/5', { consent: 'all' });
    await user.click(await screen.findByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(location()).toHaveTextContent('/public/21.0196/52.2142'));
    expect(cookies.of('instantPoll')[0]).toMatch(/Max-Age=30/);
    expect(stored()).toBeNull();
    cookies.restore();
  });
});

describe('report wizard: keyboard', () => {
  it("moves focus to the new step's heading", async () => {
    atCheckStep({ reportType: null, check: {} });
    const { user } = renderApp('/public/add-report/3');
    await user.click(await screen.findByRole('radio', { name: /Całkowity brak zasilania/ }));
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Sprawdź, zanim wyślesz' })).toHaveFocus());
  });
});
