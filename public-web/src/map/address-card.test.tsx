import { render, screen, waitFor, within } from '@testing-library/react';
import { LoginProvider } from '../login/login-context';
import { AddressStatusCard } from './AddressStatusCard';
import { answerCalls, type ExpectedCall } from '../../test/api-answers';
import { PUBLIC_USER, renderApp, signedIn } from '../../test/render-app';
import { cardContent, cardEntry, cardPath, statusQuery, type AddressStatus, type AddressStatusEntry, type CardPlace } from './address-card';
import { shareLink } from './share-link';
import { activateLanguage, loadArea } from '../i18n/i18n';

const PROSTA = {
  label: 'ul. Prosta 1, 00-838 Warszawa',
  streetType: 'ul.',
  street: 'Prosta',
  streetNumber: '1',
  postcode: '00-838',
  city: 'Warszawa',
  district: 'Wola',
  coordinates: { lat: 52.233, lng: 20.99 },
};
const PLACE: CardPlace = {
  label: PROSTA.label,
  point: PROSTA.coordinates,
  address: { street: 'Prosta', streetNumber: '1', city: 'Warszawa', district: 'Wola' },
};
const STATUS_PATH = '/public/api/address-status?lat=52.233000&lng=20.990000&street=Prosta&houseNumber=1';

const failure = (overrides: Partial<AddressStatusEntry> = {}): AddressStatusEntry => ({
  kind: 'FAILURE',
  id: 7,
  matchedBy: 'AREA',
  start: '2026-11-24T06:40:00Z',
  end: '2026-11-24T11:00:00Z',
  description: 'Uszkodzenie kabla nN',
  reportsCount: 3,
  updatedAt: '2026-11-24T07:05:00Z',
  crewStatus: null,
  endConfidence: null,
  customersAffected: null,
  customersRestored: null,
  outcome: null,
  endChanges: [],
  ...overrides,
});
const planned = (overrides: Partial<AddressStatusEntry> = {}): AddressStatusEntry =>
  failure({
    kind: 'PLANNED',
    id: 12,
    matchedBy: 'ADDRESS',
    start: '2026-11-27T07:00:00Z',
    end: '2026-11-27T13:00:00Z',
    description: 'Wymiana słupów',
    reportsCount: 0,
    ...overrides,
  });
const answer = (now: AddressStatusEntry[], upcoming: AddressStatusEntry[] = []): AddressStatus => ({ point: PROSTA.coordinates, now, upcoming });

/** Before the failure's estimated end (24.11 12:00): an estimate already past reads differently (restoration-texts.ts). */
const BEFORE_END = Date.parse('2026-11-24T08:00:00Z');

describe('address card rules', () => {
  beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(BEFORE_END));
  afterEach(() => jest.restoreAllMocks());

  it('a confirmed failure: start, estimated end, cause, reports and the time of the last change, in Warsaw time', () => {
    expect(cardEntry(failure())).toEqual({
      key: 'FAILURE-7-2026-11-24T06:40:00Z',
      title: 'Potwierdzona awaria',
      why: 'Adres leży w obszarze zdarzenia',
      rows: [
        { label: 'Początek', value: '24.11.2026, 07:40' },
        { label: 'Przewidywane zakończenie', value: '24.11.2026, 12:00' },
        { label: 'Przyczyna', value: 'Uszkodzenie kabla nN', lang: 'pl-PL' },
        { label: 'Zgłoszenia mieszkańców', value: '3' },
        { label: 'Informacja z', value: '24.11.2026, 08:05' },
      ],
      history: null,
    });
  });

  it.each([
    ['uk', 'Підтверджена аварія', 'Адреса лежить у зоні події', 'Причина (польською)', 'Зараз за цією адресою'],
    ['en', 'Confirmed failure', 'The address lies in the area of the event', 'Cause (in Polish)', 'Now at this address'],
  ] as const)(
    'in %s: the entry, why it concerns the address and its labels; the staff-written cause as written, marked Polish',
    async (language, title, why, cause, now) => {
      await activateLanguage(language);
      await loadArea('map-info');
      try {
        const entry = cardEntry(failure());
        expect(entry.title).toBe(title);
        expect(entry.why).toBe(why);
        expect(entry.rows).toContainEqual({ label: cause, value: 'Uszkodzenie kabla nN', lang: 'pl-PL' });
        answerCalls([{ method: 'GET', path: STATUS_PATH, body: answer([failure()]) }]);
        render(
          <>
            <LoginProvider>
              <AddressStatusCard place={PLACE} onClose={() => undefined} />
            </LoginProvider>
          </>,
        );
        expect(await screen.findByRole('heading', { level: 3, name: now })).toBeInTheDocument();
        expect(screen.getByText('Uszkodzenie kabla nN')).toHaveAttribute('lang', 'pl-PL');
      } finally {
        await activateLanguage('pl');
      }
    },
  );

  it("an unknown end reads 'Brak informacji'; no cause, no cause row", () => {
    const rows = cardEntry(failure({ end: null, description: null })).rows;
    expect(rows).toContainEqual({ label: 'Przewidywane zakończenie', value: 'Brak informacji' });
    expect(rows.map((r) => r.label)).not.toContain('Przyczyna');
  });

  it('an extensive area shows its description; a planned outage its works and planned end, and why it concerns the address', () => {
    expect(cardEntry(failure({ kind: 'EXTENSIVE', description: 'Skutki wichury' })).rows).toContainEqual({
      label: 'Opis',
      value: 'Skutki wichury',
      lang: 'pl-PL',
    });
    const works = cardEntry(planned());
    expect(works.title).toBe('Planowane wyłączenie');
    expect(works.why).toBe('Adres jest na liście wyłączanych adresów');
    expect(works.rows).toEqual(
      expect.arrayContaining([
        { label: 'Planowane zakończenie', value: '27.11.2026, 14:00' },
        { label: 'Opis prac', value: 'Wymiana słupów', lang: 'pl-PL' },
      ]),
    );
  });

  it('reports near the point: their count, the first report as the start, no end', () => {
    const near = cardEntry(failure({ kind: 'REPORTS', id: null, matchedBy: 'NEARBY', end: null, description: null, reportsCount: 4 }));
    expect(near.title).toBe('Zgłoszenia mieszkańców w pobliżu');
    expect(near.why).toBe('W promieniu 150 m w ciągu ostatnich 24 godzin');
    expect(near.rows.slice(0, 2)).toEqual([
      { label: 'Pierwsze zgłoszenie', value: '24.11.2026, 07:40' },
      { label: 'Przewidywane zakończenie', value: 'Brak informacji' },
    ]);
    expect(near.rows).toContainEqual({ label: 'Zgłoszenia mieszkańców', value: '4' });
  });

  it('nothing now is said as such; upcoming outages are listed apart', () => {
    const content = cardContent(answer([], [planned()]));
    expect(content.nothingNow).toBe(true);
    expect(content.now).toEqual([]);
    expect(content.upcoming.map((e) => e.title)).toEqual(['Planowane wyłączenie']);
    expect(cardContent(answer([failure()])).nothingNow).toBe(false);
  });

  it('asks the server with the address when there is one, with the point alone otherwise', () => {
    expect(statusQuery(PLACE)).toEqual({ lat: 52.233, lng: 20.99, street: 'Prosta', houseNumber: '1' });
    expect(statusQuery({ ...PLACE, address: null })).toEqual({ lat: 52.233, lng: 20.99 });
  });

  it('names the card in a link: the point with six decimals and the address in ?adres=', () => {
    expect(cardPath(PLACE)).toBe('/public/20.990000/52.233000?adres=ul.+Prosta+1%2C+00-838+Warszawa');
  });

  it('shares with the Web Share API where there is one, copies the link elsewhere', async () => {
    const share = jest.fn(async () => undefined);
    const writeText = jest.fn(async () => undefined);
    expect(await shareLink('https://x/p', 'T', { share, clipboard: { writeText } as unknown as Clipboard })).toBe('shared');
    expect(writeText).not.toHaveBeenCalled();
    expect(await shareLink('https://x/p', 'T', { clipboard: { writeText } as unknown as Clipboard })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://x/p');
    const cancelled = jest.fn(async () => Promise.reject(Object.assign(new Error('x'), { name: 'AbortError' })));
    expect(await shareLink('https://x/p', 'T', { share: cancelled, clipboard: { writeText } as unknown as Clipboard })).toBe('cancelled');
  });
});

function serve(status: AddressStatus, extra: ExpectedCall[] = []) {
  return answerCalls([
    { method: 'GET', path: '/public/api/geocode/autocomplete?q=prosta&limit=8', body: [PROSTA] },
    { method: 'GET', path: STATUS_PATH, body: status },
    ...extra,
  ]);
}

async function searchProsta() {
  const view = renderApp('/public');
  const box = await screen.findByRole('combobox', { name: 'Szukaj adresu' });
  await view.user.type(box, 'prosta');
  await view.user.click(await screen.findByRole('option', { name: PROSTA.label }));
  const card = await screen.findByRole('region', { name: PROSTA.label });
  return { ...view, box, card };
}

describe('address card on the map', () => {
  beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(BEFORE_END));
  afterEach(() => jest.restoreAllMocks());
  afterEach(() => window.localStorage.clear());

  it('opens on a searched address with the focus on it, shows what covers it and names it in the URL', async () => {
    serve(answer([failure()], [planned()]));
    const { card } = await searchProsta();
    expect(within(card).getByRole('heading', { name: PROSTA.label })).toHaveFocus();
    expect(await within(card).findByText('Potwierdzona awaria')).toBeInTheDocument();
    expect(within(card).getByText('24.11.2026, 12:00')).toBeInTheDocument();
    expect(within(card).getByText('Wymiana słupów')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/public/20.990000/52.233000');
    expect(screen.getByTestId('location').dataset.search).toBe('?adres=ul.+Prosta+1%2C+00-838+Warszawa');
    expect(within(card).getByRole('link', { name: 'Zgłoś awarię pod tym adresem' })).toHaveAttribute(
      'href',
      '/public/add-report/1?lng=20.990000&lat=52.233000',
    );
  });

  it("says 'Brak znanych awarii pod tym adresem' when nothing covers it", async () => {
    serve(answer([]));
    const { card } = await searchProsta();
    expect(await within(card).findByText('Brak znanych awarii pod tym adresem')).toBeInTheDocument();
    expect(within(card).getByText('Brak planowanych wyłączeń w ciągu 14 dni')).toBeInTheDocument();
  });

  it('Escape closes it, drops ?adres= and gives the focus back to the search', async () => {
    serve(answer([]));
    const { user, box } = await searchProsta();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: PROSTA.label })).not.toBeInTheDocument());
    expect(box).toHaveFocus();
    expect(screen.getByTestId('location').dataset.search).toBe('');
  });

  it('a shared link opens the same card and finds the address again for its planned outages', async () => {
    answerCalls([
      { method: 'GET', path: '/public/api/geocode/search?q=ul.+Prosta+1%2C+00-838+Warszawa', body: PROSTA },
      { method: 'GET', path: '/public/api/address-status?lat=52.233000&lng=20.990000', body: answer([]) },
      { method: 'GET', path: STATUS_PATH, body: answer([failure()]) },
    ]);
    renderApp(cardPath(PLACE));
    const card = await screen.findByRole('region', { name: PROSTA.label });
    expect(await within(card).findByText('Potwierdzona awaria')).toBeInTheDocument();
  });

  it("'Udostępnij' copies the link where there is no Web Share API and says 'Skopiowano link'", async () => {
    serve(answer([]));
    const { user, card } = await searchProsta();
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(card).getByRole('button', { name: 'Udostępnij' }));
    expect(await within(card).findByText('Skopiowano link')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('http://localhost/public/20.990000/52.233000?adres=ul.+Prosta+1%2C+00-838+Warszawa');
  });

  it("'Powiadamiaj mnie o tym adresie' signed in: the recipient confirmation, then the address is added to 'Moje adresy'", async () => {
    signedIn(PUBLIC_USER);
    const fake = serve(answer([]), [
      {
        method: 'POST',
        path: '/public/api/user/address',
        body: { id: 3, streetName: 'Prosta', houseNumber: '1', city: 'Warszawa', district: 'Wola', confirmed: true, watched: true },
      },
    ]);
    const { user, card } = await searchProsta();
    await user.click(within(card).getByRole('button', { name: 'Powiadamiaj mnie o tym adresie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Czy jesteś odbiorcą energii elektrycznej pod wskazanym adresem?' });
    const save = within(dialog).getByRole('button', { name: 'Zapisz' });
    expect(save).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(save);
    expect(await within(card).findByText('Dodano do „Moich adresów”: ul. Prosta 1, 00-838 Warszawa')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.path === '/public/api/user/address')?.body).toEqual({
      confirmed: true,
      streetName: 'Prosta',
      houseNumber: '1',
      city: 'Warszawa',
      district: 'Wola',
    });
  });

  it("'Co tu jest?' turns a click on the map into the card of the address there (or of the point when none is near)", async () => {
    const here = { ...PROSTA, label: 'ul. Prosta 5, 00-838 Warszawa', streetNumber: '5', coordinates: { lat: 52.2001, lng: 21.0502 } };
    answerCalls([
      { method: 'GET', path: '/public/api/geocode/reverse?lat=52.2&lng=21.05', body: here },
      { method: 'GET', path: '/public/api/address-status?lat=52.200100&lng=21.050200&street=Prosta&houseNumber=5', body: answer([failure()]) },
    ]);
    const { user } = renderApp('/public');
    const toggle = await screen.findByRole('button', { name: 'Co tu jest?' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(await screen.findByTestId('map-background'));
    const card = await screen.findByRole('region', { name: here.label });
    expect(await within(card).findByText('Potwierdzona awaria')).toBeInTheDocument();
    // Not the wizard: the click was a question.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/public/21.050200/52.200100'));
  });

  it('the locate-me button opens the card of the found point; with no address near it, it cannot be watched', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 52.21, longitude: 21.01 } } as GeolocationPosition) },
    });
    answerCalls([
      { method: 'GET', path: '/public/api/geocode/reverse?lat=52.21&lng=21.01', status: 404, body: { statusCode: 404, message: 'Nie znaleziono adresu' } },
      {
        method: 'GET',
        path: '/public/api/address-status?lat=52.210000&lng=21.010000',
        body: answer([failure({ kind: 'REPORTS', id: null, matchedBy: 'NEARBY', end: null, description: null })]),
      },
    ]);
    const { user } = renderApp('/public');
    await user.click(await screen.findByRole('button', { name: 'Pokaż moją lokalizację' }));
    const card = await screen.findByRole('region', { name: 'Wybrany punkt na mapie' });
    expect(await within(card).findByText('Zgłoszenia mieszkańców w pobliżu')).toBeInTheDocument();
    expect(within(card).getByText('Powiadomienia można włączyć dla adresu z numerem domu.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Powiadamiaj mnie o tym adresie' })).not.toBeInTheDocument();
    delete (navigator as { geolocation?: unknown }).geolocation;
  });

  it("'Powiadamiaj mnie o tym adresie' signed out opens the login sidebar and keeps the card", async () => {
    serve(answer([]));
    const { user, card } = await searchProsta();
    await user.click(within(card).getByRole('button', { name: 'Powiadamiaj mnie o tym adresie' }));
    expect(await screen.findByRole('dialog', { name: 'Zaloguj się' })).toBeInTheDocument();
    expect(screen.getByTestId('location').dataset.search).toBe('?adres=ul.+Prosta+1%2C+00-838+Warszawa');
  });
});

describe('address card refresh', () => {
  it("asks again when the map's feeds were refreshed and keeps the answer shown if that fails", async () => {
    const call: ExpectedCall = { method: 'GET', path: STATUS_PATH, body: answer([]) };
    const fake = answerCalls([call]);
    const card = (version: number) => (
      <>
        <LoginProvider>
          <AddressStatusCard place={PLACE} onClose={() => undefined} version={version} />
        </LoginProvider>
      </>
    );
    const view = render(card(1));
    expect(await screen.findByText('Brak znanych awarii pod tym adresem')).toBeInTheDocument();
    call.body = answer([failure()]);
    view.rerender(card(2));
    expect(await screen.findByText('Potwierdzona awaria')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.path === STATUS_PATH)).toHaveLength(2);
    call.networkError = true;
    view.rerender(card(3));
    await waitFor(() => expect(fake.calls.filter((c) => c.path === STATUS_PATH)).toHaveLength(3));
    expect(screen.getByText('Potwierdzona awaria')).toBeInTheDocument();
    expect(screen.queryByText('Nie udało się sprawdzić tego adresu. Spróbuj ponownie za chwilę.')).not.toBeInTheDocument();
  });
});
