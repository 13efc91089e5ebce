import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_SETTINGS, answerCalls, type ExpectedCall } from '../../test/api-answers';
import { renderApp } from '../../test/render-app';
import { forgetFeedAnswers } from './map-api';
import { COARSE_POINTER_QUERY, NARROW_QUERY } from './map-settings';
import { outage, report } from '../../test/map/test-map-data';

/** A feed the map refreshes, with its query. */
type FeedPath = Extract<ExpectedCall, { method: 'GET' }>['path'];

// OutageMap is replaced by TestOutageMap (jest/setup-tests.ts): its items are buttons wired to the page's callbacks.

const FAILURE = outage({
  id: 7,
  type: 'FAILURE',
  addressesCount: 150,
  start: '2026-11-21T08:00:00Z',
  end: '2026-11-21T12:00:00Z',
  addressList: [{ streetType: 'ul.', streetName: 'Prosta', residenceNumber: '1' }],
});
const PLANNED = outage({
  id: 8,
  type: 'PLANNED',
  addressesCount: 12,
  comment: 'Wymiana transformatora',
  start: '2026-11-22T07:00:00Z',
  end: '2026-11-22T15:00:00Z',
});
const EXTENSIVE = outage({
  id: 9,
  type: 'EXTENSIVE',
  description: 'Skutki wichury',
  area: [
    { lat: 52.2, lng: 21 },
    { lat: 52.21, lng: 21 },
    { lat: 52.21, lng: 21.02 },
  ],
});
const STRANGE = outage({ id: 10, type: 'STORM', addressesCount: 1 });

function serveMap(extra: ExpectedCall[] = [], reports24 = [report({ id: 1 }), report({ id: 2, address: 'ul. Długa 5, Warszawa' })]) {
  return answerCalls([
    { method: 'GET', path: '/public/api/call-net/failures-hv', body: [FAILURE] },
    { method: 'GET', path: '/public/api/call-net/failures-extensive', body: [EXTENSIVE] },
    { method: 'GET', path: '/public/api/planned-outage/get/all', body: [PLANNED, STRANGE] },
    { method: 'GET', path: '/public/api/call-net/reports?timePeriod=PT24H', body: reports24 },
    ...extra,
  ]);
}

function mediaMatches(matching: string[]) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: matching.includes(query),
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
}

afterEach(() => {
  forgetFeedAnswers();
  // jsdom has no matchMedia; tests that set one must not leak it.
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('map screen', () => {
  it('shows outage markers with address counts capped at 99+ and the user reports', async () => {
    serveMap();
    renderApp('/public');

    expect(await screen.findByRole('heading', { level: 1, name: 'Mapa awarii i wyłączeń' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Potwierdzona awaria, adresów: 150' })).toHaveTextContent('99+');
    expect(screen.getByRole('button', { name: 'Planowane wyłączenie, adresów: 12' })).toHaveTextContent('12');
    expect(await screen.findAllByTestId('report-marker')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Legenda' })).toHaveTextContent(/Zgłoszenie użytkownika.*Planowane wyłączenie.*Potwierdzona awaria/);
  });

  it('names each of its landmarks apart', async () => {
    serveMap();
    renderApp('/public');

    await screen.findByRole('heading', { level: 1, name: 'Mapa awarii i wyłączeń' });
    // The page's section is named by its h1; the map within it has a name of its own.
    expect(screen.getAllByRole('region', { name: 'Mapa awarii i wyłączeń' })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Obszar mapy' })).toHaveClass('map-canvas');
  });

  it('shows an info window on hover, pins it on click, and a click on the map unpins it without leaving', async () => {
    serveMap();
    const { user } = renderApp('/public');
    const marker = await screen.findByRole('button', { name: 'Planowane wyłączenie, adresów: 12' });

    await user.hover(marker);
    const hover = screen.getByTestId('info-window');
    expect(within(hover).getByRole('heading', { name: 'Planowane wyłączenie' })).toBeInTheDocument();
    expect(hover).toHaveTextContent('Początek22.11.2026, 08:00');
    expect(hover).toHaveTextContent('Planowane zakończenie22.11.2026, 16:00');
    expect(hover).toHaveTextContent('KomentarzWymiana transformatora');
    await user.unhover(marker);
    expect(screen.queryByTestId('info-window')).not.toBeInTheDocument();

    await user.click(marker);
    const pinned = screen.getByTestId('info-window-pinned');
    await user.unhover(marker);
    expect(screen.getByTestId('info-window-pinned')).toBe(pinned);

    await user.click(screen.getByTestId('map-background'));
    expect(screen.queryByTestId('info-window-pinned')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/public$/);
  });

  it('closes a pinned info window with its close button', async () => {
    serveMap();
    const { user } = renderApp('/public');
    await user.click(await screen.findByRole('button', { name: /^Rozległa awaria/ }));
    const pinned = screen.getByTestId('info-window-pinned');
    expect(pinned).toHaveTextContent('OpisSkutki wichury');
    await user.click(within(pinned).getByRole('button', { name: 'Zamknij' }));
    expect(screen.queryByTestId('info-window-pinned')).not.toBeInTheDocument();
  });

  it('names an unknown event type "Nieznany typ zdarzenia"', async () => {
    serveMap();
    const { user } = renderApp('/public');
    await user.click(await screen.findByRole('button', { name: 'Nieznany typ zdarzenia, adresów: 1' }));
    expect(within(screen.getByTestId('info-window-pinned')).getByRole('heading')).toHaveTextContent('Nieznany typ zdarzenia');
  });

  it('opens the wizard at the clicked point', async () => {
    serveMap();
    const { user } = renderApp('/public');
    await user.click(await screen.findByTestId('map-background'));
    expect(screen.getByTestId('location')).toHaveTextContent('/public/add-report/1');
    expect(screen.getByTestId('location')).toHaveAttribute('data-search', '?lng=21.050000&lat=52.200000');
  });

  it('does not open the wizard on a tap of a touch screen', async () => {
    mediaMatches([COARSE_POINTER_QUERY]);
    serveMap();
    const { user } = renderApp('/public');
    await user.click(await screen.findByTestId('map-background'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/public$/);
  });

  it('has an Add report button that opens the wizard', async () => {
    serveMap();
    renderApp('/public');
    expect(await screen.findByRole('link', { name: 'Zgłoś awarię' })).toHaveAttribute('href', '/public/add-report/1');
  });

  it('under 800 px shows the details of a tapped item in a panel instead of an info window', async () => {
    mediaMatches([NARROW_QUERY, COARSE_POINTER_QUERY]);
    serveMap();
    const { user } = renderApp('/public');
    const marker = await screen.findByRole('button', { name: 'Potwierdzona awaria, adresów: 150' });
    await user.hover(marker);
    expect(screen.queryByTestId('info-window')).not.toBeInTheDocument();

    await user.click(marker);
    const panel = screen.getByRole('region', { name: 'Szczegóły zdarzenia' });
    expect(panel).toHaveTextContent('Adresyul. Prosta 1');
    expect(screen.queryByTestId('info-window-pinned')).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Zamknij' }));
    expect(screen.queryByRole('region', { name: 'Szczegóły zdarzenia' })).not.toBeInTheDocument();
  });

  it('asks for the reports of the hours chosen on the slider (default 24)', async () => {
    const { calls } = serveMap([{ method: 'GET', path: '/public/api/call-net/reports?timePeriod=PT5H', body: [report({ id: 3 })] }]);
    renderApp('/public');
    const slider = await screen.findByRole('slider', { name: /Zgłoszenia z ostatnich/ });
    expect(slider).toHaveValue('24');
    expect(slider).toHaveAttribute('min', '1');
    expect(slider).toHaveAttribute('max', '24');
    expect(await screen.findAllByTestId('report-marker')).toHaveLength(2);

    fireEvent.change(slider, { target: { value: '5' } });
    expect(screen.getByText('5 godz.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('report-marker')).toHaveLength(1));
    expect(calls.filter((call) => call.path.startsWith('/public/api/call-net/reports')).map((call) => call.path)).toEqual([
      '/public/api/call-net/reports?timePeriod=PT24H',
      '/public/api/call-net/reports?timePeriod=PT5H',
    ]);
  });

  it('centres on /public/{lng}/{lat} at the focus zoom, and shows 404 for anything else there', async () => {
    serveMap();
    const { unmount } = renderApp('/public/21.0118/52.2297');
    const map = await screen.findByTestId('outage-map');
    expect(map).toHaveAttribute('data-zoom', '18');
    expect(map).toHaveAttribute('data-center', '21.0118,52.2297');
    unmount();

    renderApp('/public/abc/def');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeInTheDocument();
  });

  it('starts at the capital at zoom 12', async () => {
    serveMap();
    renderApp('/public');
    const map = await screen.findByTestId('outage-map');
    expect(map).toHaveAttribute('data-zoom', '12');
    expect(map).toHaveAttribute('data-center', '21.008333,52.232222');
  });

  it('says "Brak wyników" when the address search finds nothing', async () => {
    serveMap([
      { method: 'GET', path: '/public/api/geocode/autocomplete?q=Nieistniej%C4%85ca&limit=8', body: [] },
      { method: 'GET', path: '/public/api/geocode/search?q=Nieistniej%C4%85ca', status: 404, body: { statusCode: 404, message: 'Nie znaleziono adresu' } },
    ]);
    const { user } = renderApp('/public');
    const box = await screen.findByRole('combobox', { name: 'Szukaj adresu' });
    await user.type(box, 'Nieistniejąca');
    expect(await screen.findByText('Brak wyników')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(await screen.findByText('Brak wyników')).toBeInTheDocument();
  });

  it('offers address suggestions and picks one with the keyboard', async () => {
    serveMap([
      {
        method: 'GET',
        path: '/public/api/geocode/autocomplete?q=prosta&limit=8',
        body: [{ label: 'ul. Prosta 1, 00-838 Warszawa', coordinates: { lat: 52.233, lng: 20.99 } }],
      },
      // The chosen address opens its card (address-card.test.tsx).
      { method: 'GET', path: '/public/api/address-status?lat=52.233000&lng=20.990000', body: { point: { lat: 52.233, lng: 20.99 }, now: [], upcoming: [] } },
    ]);
    const { user } = renderApp('/public');
    const box = await screen.findByRole('combobox', { name: 'Szukaj adresu' });
    await user.type(box, 'prosta');
    expect(await screen.findByRole('option', { name: 'ul. Prosta 1, 00-838 Warszawa' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('ul. Prosta 1, 00-838 Warszawa');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('says so while locating and when locating fails', async () => {
    let fail: (error: unknown) => void = () => undefined;
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (_ok: unknown, error: (e: unknown) => void) => (fail = error) },
    });
    serveMap();
    const { user } = renderApp('/public');
    await user.click(await screen.findByRole('button', { name: 'Pokaż moją lokalizację' }));
    expect(screen.getByText('Trwa wyszukiwanie lokalizacji. Proszę czekać.')).toBeInTheDocument();
    act(() => fail({ code: 1 }));
    expect(await screen.findByText('Wystąpił błąd lokalizacji')).toBeInTheDocument();
    delete (navigator as { geolocation?: unknown }).geolocation;
  });

  it('switches between the road and the hybrid map', async () => {
    serveMap();
    const { user } = renderApp('/public');
    const hybrid = await screen.findByRole('button', { name: 'Mapa hybrydowa' });
    expect(screen.getByTestId('outage-map')).toHaveAttribute('data-mode', 'road');
    await user.click(hybrid);
    expect(hybrid).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('outage-map')).toHaveAttribute('data-mode', 'hybrid');
  });

  it('shows the maintenance banner on the map', async () => {
    serveMap([
      {
        method: 'GET',
        path: '/public/api/config/get/all',
        body: [
          { key: 'maintenanceStart', value: '2026-12-01T21:00:00.000Z' },
          { key: 'maintenanceEnd', value: '2026-12-02T03:30:00.000Z' },
          { key: 'showMaintenance', value: 'true' },
          DEFAULT_SETTINGS[3],
        ],
      },
    ]);
    renderApp('/public');
    expect(await screen.findByText(/^Od 1 grudnia 2026 22:00 do 2 grudnia 2026 04:30 planujemy prace serwisowe/)).toBeInTheDocument();
  });
});

describe('event link', () => {
  it('names the pinned window in the URL with ?zdarzenie=, keeping the rest, and drops it when the window closes', async () => {
    serveMap();
    const { user } = renderApp('/public/21.0118/52.2297');
    await user.click(await screen.findByRole('button', { name: 'Planowane wyłączenie, adresów: 12' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-search', '?zdarzenie=outage-PLANNED-8'));
    expect(screen.getByTestId('location')).toHaveTextContent('/public/21.0118/52.2297');

    await user.click(within(screen.getByTestId('info-window-pinned')).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-search', ''));
  });

  it('opens the window a ?zdarzenie= link names once the feeds answer', async () => {
    serveMap();
    renderApp('/public?zdarzenie=outage-FAILURE-7');
    const pinned = await screen.findByTestId('info-window-pinned');
    expect(within(pinned).getByRole('heading')).toHaveTextContent('Potwierdzona awaria');
    expect(screen.getByTestId('location')).toHaveAttribute('data-search', '?zdarzenie=outage-FAILURE-7');
  });

  it('says politely that a linked event is gone, and drops it from the URL', async () => {
    serveMap();
    renderApp('/public?zdarzenie=outage-FAILURE-99');
    expect(await screen.findByText('To zdarzenie już się zakończyło lub nie jest już pokazywane na mapie.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-search', ''));
    expect(screen.queryByTestId('info-window-pinned')).not.toBeInTheDocument();
  });
});

describe('refreshing', () => {
  const setVisibility = (state: 'visible' | 'hidden') => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    // As a browser fires it: at the document, bubbling up to the window.
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  };

  afterEach(() => {
    setVisibility('visible');
    jest.useRealTimers();
  });

  it('asks the feeds again every 30 s while the page is visible, and not while it is hidden', async () => {
    jest.useFakeTimers();
    const { calls } = serveMap();
    renderApp('/public', { advanceTimers: jest.advanceTimersByTime });
    const asked = (path: string) => calls.filter((call) => call.path === path).length;
    await waitFor(() => expect(asked('/public/api/call-net/failures-hv')).toBe(1));
    expect(asked('/public/api/call-net/reports?timePeriod=PT24H')).toBe(1);

    await act(() => jest.advanceTimersByTimeAsync(29_000));
    expect(asked('/public/api/call-net/failures-hv')).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(asked('/public/api/call-net/failures-hv')).toBe(2);
    expect(asked('/public/api/call-net/reports?timePeriod=PT24H')).toBe(2);

    setVisibility('hidden');
    await act(() => jest.advanceTimersByTimeAsync(180_000));
    expect(asked('/public/api/call-net/failures-hv')).toBe(2);

    // Back in view after more than 30 s: at once.
    act(() => setVisibility('visible'));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(asked('/public/api/call-net/failures-hv')).toBe(3);
  });
  it('keeps the picture when a refresh fails and says so, and asks again as soon as the network is back', async () => {
    jest.useFakeTimers();
    const hv: ExpectedCall = { method: 'GET', path: '/public/api/call-net/failures-hv', body: [FAILURE] };
    const feeds: ExpectedCall[] = [hv];
    const { calls } = answerCalls(feeds);
    renderApp('/public', { advanceTimers: jest.advanceTimersByTime });
    const marker = await screen.findByRole('button', { name: 'Potwierdzona awaria, adresów: 150' });
    const failed = 'Nie udało się pobrać danych mapy. Spróbujemy ponownie za chwilę.';
    expect(screen.queryByText(failed)).not.toBeInTheDocument();

    // The connection drops (the browser says so) and the next tick's refresh fails.
    act(() => void window.dispatchEvent(new Event('offline')));
    feeds.unshift({ method: 'GET', path: hv.path, networkError: true });
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole('alert')).toHaveTextContent(failed);
    expect(screen.getByRole('button', { name: 'Potwierdzona awaria, adresów: 150' })).toBe(marker);
    const asked = () => calls.filter((call) => call.path === hv.path).length;
    expect(asked()).toBe(2);

    // The network is back long before the next tick: fresh data at once, and the line goes.
    feeds.shift();
    act(() => void window.dispatchEvent(new Event('online')));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(asked()).toBe(3);
    expect(screen.queryByText(failed)).not.toBeInTheDocument();
  });

  it('opened offline, asks again as soon as the browser says the network is back', async () => {
    const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls } = serveMap();
    renderApp('/public');
    const asked = () => calls.filter((call) => call.path === '/public/api/call-net/failures-hv').length;
    await waitFor(() => expect(asked()).toBe(1));

    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(asked()).toBe(2));
    online.mockRestore();
  });

  it('draws OpenStreetMap when the layer configuration cannot be read', async () => {
    serveMap([{ method: 'GET', path: '/public/api/map/config', status: 500, body: { statusCode: 500, message: 'Błąd' } }]);
    renderApp('/public');
    const map = await screen.findByTestId('outage-map');
    await waitFor(() => expect(map).toHaveAttribute('data-tiles', 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'));
  });

  it('keeps the reports of the hours shown until those of newly chosen hours arrive', async () => {
    let arrive = () => undefined as void;
    const later = new Promise<void>((resolve) => (arrive = resolve));
    const oneHour = '/public/api/call-net/reports?timePeriod=PT1H';
    const { calls } = serveMap([{ method: 'GET', path: oneHour, body: [report({ id: 3 })], delay: later }]);
    renderApp('/public');
    expect(await screen.findAllByTestId('report-marker')).toHaveLength(2);
    const bar = screen.getByRole('region', { name: 'Podsumowanie mapy' });

    fireEvent.change(screen.getByRole('slider'), { target: { value: '1' } });
    await waitFor(() => expect(calls.some((call) => call.path === oneHour)).toBe(true));
    // The slider says 1 h and its answer is on the way; the map and the bar still speak of the 24 h they have.
    expect(screen.getAllByTestId('report-marker')).toHaveLength(2);
    expect(bar).toHaveTextContent('2 zgłoszenia z ostatnich 24 godzin');

    act(() => arrive());
    await waitFor(() => expect(screen.getAllByTestId('report-marker')).toHaveLength(1));
    expect(bar).toHaveTextContent('1 zgłoszenie z ostatniej godziny');
  });
});

describe('list alternative', () => {
  // The items' estimates (21.11 13:00) are still ahead: an estimate already past reads differently (restoration-texts.ts).
  beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-21T09:30:00Z')));
  afterEach(() => jest.restoreAllMocks());

  it('lists the same items in tables under headings, and follows the slider', async () => {
    serveMap([{ method: 'GET', path: '/public/api/call-net/reports?timePeriod=PT1H', body: [] }]);
    const { user } = renderApp('/public');
    await user.click(await screen.findByRole('link', { name: 'Lista zdarzeń' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Lista zdarzeń' })).toBeInTheDocument();
    expect(screen.queryByTestId('outage-map')).not.toBeInTheDocument();
    const failures = await screen.findByRole('table', { name: 'Potwierdzone awarie' });
    const rows = within(failures).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Typ', 'Adres', 'Początek', 'Koniec', 'Szczegóły', 'Działania']);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Potwierdzona awaria', 'ul. Prosta 1', '21.11.2026, 09:00', '21.11.2026, 13:00', '', 'Pokaż na mapieKarta adresu']);
    expect(within(screen.getByRole('table', { name: 'Planowane wyłączenia' })).getByText('Wymiana transformatora')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Rozległe awarie' })).getByText('Skutki wichury')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Inne zdarzenia' })).getByText('Nieznany typ zdarzenia')).toBeInTheDocument();
    const reports = screen.getByRole('table', { name: 'Zgłoszenia użytkowników z ostatnich 24 godzin' });
    expect(within(reports).getAllByRole('row')).toHaveLength(3);

    fireEvent.change(screen.getByRole('slider'), { target: { value: '1' } });
    expect(await screen.findByRole('heading', { name: /Zgłoszenia użytkowników z ostatniej godziny/ })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /Zgłoszenia użytkowników/ })).not.toBeInTheDocument();
    expect(screen.getByText('Brak zdarzeń')).toBeInTheDocument();
  });

  it('shows an item from the list on the map with its details pinned', async () => {
    serveMap();
    const { user } = renderApp('/public?widok=lista');
    const planned = await screen.findByRole('table', { name: 'Planowane wyłączenia' });
    await user.click(within(planned).getByRole('button', { name: 'Pokaż na mapie' }));

    const map = await screen.findByTestId('outage-map');
    expect(map).toHaveAttribute('data-zoom', '18');
    expect(within(screen.getByTestId('info-window-pinned')).getByRole('heading')).toHaveTextContent('Planowane wyłączenie');
  });
});

describe('summary bar', () => {
  it('counts failures, planned outages today, reports of the chosen hours and addresses, and says when the data last changed', async () => {
    serveMap();
    renderApp('/public');
    const bar = await screen.findByRole('region', { name: 'Podsumowanie mapy' });
    // The failure and the extensive area; the planned outage of 22.11 is not today; the unknown type is neither.
    await waitFor(() => expect(bar).toHaveTextContent('2 awarie teraz'));
    expect(bar).toHaveTextContent('0 planowanych wyłączeń dziś');
    expect(bar).toHaveTextContent('2 zgłoszenia z ostatnich 24 godzin');
    expect(bar).toHaveTextContent('150 adresów bez prądu');
    // The newest change is a report of 21.11 (not today): the date is said too.
    expect(within(bar).getByText(/^Zaktualizowano/)).toHaveTextContent('Zaktualizowano 21.11.2026, 10:00');
  });

  it('counts only the kinds switched on, on the map and in the bar', async () => {
    serveMap();
    const { user } = renderApp('/public');
    expect(await screen.findAllByTestId('report-marker')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Zgłoszenia' }));
    expect(screen.getByRole('button', { name: 'Zgłoszenia' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryAllByTestId('report-marker')).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Podsumowanie mapy' })).toHaveTextContent('0 zgłoszeń z ostatnich 24 godzin');
    await user.click(screen.getByRole('button', { name: 'Awarie' }));
    expect(screen.queryByRole('button', { name: /^Potwierdzona awaria/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Planowane wyłączenie, adresów: 12' })).toBeInTheDocument();
  });
});

describe('conditional refresh', () => {
  afterEach(() => jest.useRealTimers());

  it('sends the ETag back every 30 s; a 304 keeps the picture, news are announced politely once', async () => {
    jest.useFakeTimers();
    const tagged = (path: FeedPath, body: unknown, etag: string): ExpectedCall => ({ method: 'GET', path, body, headers: { ETag: etag } });
    const notModified = (path: FeedPath, etag: string): ExpectedCall => ({ method: 'GET', path, status: 304, ifNoneMatch: etag });
    const feeds: ExpectedCall[] = [
      notModified('/public/api/call-net/failures-hv', '"hv1"'),
      notModified('/public/api/call-net/failures-lv', '"lv1"'),
      notModified('/public/api/call-net/failures-extensive', '"ex1"'),
      notModified('/public/api/planned-outage/get/all', '"pl1"'),
      notModified('/public/api/call-net/reports?timePeriod=PT24H', '"r1"'),
      tagged('/public/api/call-net/failures-hv', [FAILURE], '"hv1"'),
      tagged('/public/api/call-net/failures-lv', [], '"lv1"'),
      tagged('/public/api/call-net/failures-extensive', [EXTENSIVE], '"ex1"'),
      tagged('/public/api/planned-outage/get/all', [PLANNED], '"pl1"'),
      tagged('/public/api/call-net/reports?timePeriod=PT24H', [report({ id: 1 })], '"r1"'),
    ];
    const { calls } = answerCalls(feeds);
    renderApp('/public', { advanceTimers: jest.advanceTimersByTime });
    const bar = await screen.findByRole('region', { name: 'Podsumowanie mapy' });
    await waitFor(() => expect(bar).toHaveTextContent('2 awarie teraz'));
    const live = bar.querySelector('[aria-live="polite"]')!;
    expect(live).toHaveTextContent('');
    const marker = screen.getByRole('button', { name: 'Potwierdzona awaria, adresów: 150' });

    await act(() => jest.advanceTimersByTimeAsync(30_000));
    const hv = calls.filter((call) => call.path === '/public/api/call-net/failures-hv');
    expect(hv.map((call) => call.headers.get('If-None-Match'))).toEqual([null, '"hv1"']);
    // 304: the same elements, the same figures, nothing said.
    expect(screen.getByRole('button', { name: 'Potwierdzona awaria, adresów: 150' })).toBe(marker);
    expect(bar).toHaveTextContent('2 awarie teraz');
    expect(screen.getAllByTestId('report-marker')).toHaveLength(1);
    expect(live).toHaveTextContent('');

    // A new failure: the next refresh brings it, and a screen reader hears the new figures without losing its place.
    const second = outage({ id: 11, type: 'FAILURE', addressesCount: 4, updatedAt: '2026-11-21T11:00:00Z' });
    feeds.unshift(tagged('/public/api/call-net/failures-hv', [FAILURE, second], '"hv2"'));
    const focused = document.activeElement;
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(bar).toHaveTextContent('3 awarie teraz');
    expect(bar).toHaveTextContent('154 adresy bez prądu');
    expect(live).toHaveTextContent('Nowe dane mapy: 3 awarie teraz, 0 planowanych wyłączeń dziś, 1 zgłoszenie z ostatnich 24 godzin, 154 adresy bez prądu.');
    expect(document.activeElement).toBe(focused);
  });
});

describe('list filters', () => {
  it('filters the rows by address text and by the kinds switched on', async () => {
    serveMap();
    const { user } = renderApp('/public?widok=lista');
    const reports = await screen.findByRole('table', { name: 'Zgłoszenia użytkowników z ostatnich 24 godzin' });
    expect(within(reports).getAllByRole('row')).toHaveLength(3);

    await user.type(screen.getByRole('searchbox', { name: 'Filtruj po adresie' }), 'dluga');
    expect(within(screen.getByRole('table', { name: /Zgłoszenia użytkowników/ })).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Potwierdzone awarie (0)' })).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Filtruj po adresie' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filtruj po adresie' }), 'PROSTA');
    expect(screen.getByRole('heading', { name: 'Potwierdzone awarie (1)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Planowane wyłączenia' }));
    expect(screen.queryByRole('heading', { name: /^Planowane wyłączenia/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Rozległe awarie/ })).toBeInTheDocument();
  });

  it("opens the address card of a row's address from the list", async () => {
    serveMap([
      {
        method: 'GET',
        path: '/public/api/geocode/search?q=ul.+D%C5%82uga+5%2C+Warszawa',
        status: 404,
        body: { statusCode: 404, message: 'Nie znaleziono adresu' },
      },
      { method: 'GET', path: '/public/api/address-status?lat=52.240000&lng=21.020000', body: { point: { lat: 52.24, lng: 21.02 }, now: [], upcoming: [] } },
    ]);
    const { user } = renderApp('/public?widok=lista');
    const reports = await screen.findByRole('table', { name: 'Zgłoszenia użytkowników z ostatnich 24 godzin' });
    await user.click(within(reports).getByRole('button', { name: 'Karta adresu: ul. Długa 5, Warszawa' }));

    const card = await screen.findByRole('region', { name: 'ul. Długa 5, Warszawa' });
    expect(await within(card).findByText('Brak znanych awarii pod tym adresem')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/public/21.020000/52.240000');
    expect(screen.getByTestId('outage-map')).toHaveAttribute('data-zoom', '18');
  });
});
