import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationEntry } from '../api/notificationTypes';
import { apiError, answerRequests, type Route } from '@portal/api-client/testing';
import { renderStaffAdmin, signInAs } from '../../test/renderStaffAdmin';

const EMAIL: NotificationEntry = {
  id: 31,
  userId: 5,
  event: 'PLANNED_ANNOUNCED',
  channel: 'EMAIL',
  recipient: 'mieszkaniec@demo.local',
  subject: 'Planowane wyłączenie prądu: ul. Marszałkowska 10, Warszawa',
  body: 'Pod adresem ul. Marszałkowska 10, Warszawa planujemy wyłączenie zasilania.\nMapa: https://awarie.example.pl/public/map?lat=52.2&lng=21.0',
  status: 'SENT',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  nextAttemptAt: '2026-11-21T10:00:00.000Z',
  sentAt: '2026-11-21T10:00:03.000Z',
};
const SMS: NotificationEntry = {
  ...EMAIL,
  id: 32,
  channel: 'SMS',
  recipient: '48504567890',
  subject: null,
  body: 'Planowane wylaczenie pradu: Marszalkowska 10, 26.11 08:00-26.11 12:00.',
  status: 'FAILED',
  attempts: 5,
  lastError: 'SMSAPI odrzuciło wiadomość (kod 13)',
  sentAt: null,
};
const UNCERTAIN: NotificationEntry = {
  ...SMS,
  id: 33,
  userId: 7,
  event: 'OUTAGE_STARTED',
  status: 'UNCERTAIN',
  attempts: 1,
  lastError: 'Bramka SMS: brak odpowiedzi',
};

const page = (items: NotificationEntry[], total = items.length) => ({ body: { items, total } });

function notificationsApi(route: Route) {
  return answerRequests({
    'POST /api/is-token-valid': { body: { valid: true } },
    'GET /api/notifications': route,
  });
}

const heading = () => screen.findByRole('heading', { name: 'Powiadomienia', level: 1 }, { timeout: 8000 });
const list = () => screen.getByRole('region', { name: 'Powiadomienia' });

beforeEach(() => {
  signInAs();
});

afterEach(() => {
  // Only the phone test installs one; jsdom has none (MUI then lays out for a desktop).
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe("'Powiadomienia' (/admin/notifications)", () => {
  it('lists the newest alerts with Polish labels, Warsaw times, the error and the first page of 25', async () => {
    const api = notificationsApi(page([EMAIL, SMS, UNCERTAIN]));
    renderStaffAdmin('/admin/notifications');

    await heading();
    const table = await within(list()).findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => within(row).getAllByRole(row === rows[0] ? 'columnheader' : 'cell')[0].textContent)).toEqual([
      'Utworzono',
      '21.11.2026, 11:00',
      '21.11.2026, 11:00',
      '21.11.2026, 11:00',
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Utworzono', 'Zdarzenie', 'Kanał', 'Odbiorca', 'Status', 'Próby', 'Błąd', 'Wysłano', 'Szczegóły']);
    const [email, sms, uncertain] = rows.slice(1);
    expect(within(email).getByText('Zapowiedź planowanego wyłączenia')).toBeInTheDocument();
    expect(within(email).getByText('E-mail')).toBeInTheDocument();
    expect(within(email).getByText('mieszkaniec@demo.local')).toBeInTheDocument();
    expect(within(email).getByText('Wysłane')).toBeInTheDocument();
    expect(within(email).getByText('21.11.2026, 11:00', { selector: 'td:nth-child(8)' })).toBeInTheDocument();
    expect(within(sms).getByText('SMS')).toBeInTheDocument();
    expect(within(sms).getByText('Błąd', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(within(sms).getByText('SMSAPI odrzuciło wiadomość (kod 13)')).toBeInTheDocument();
    expect(within(sms).getByRole('cell', { name: '5' })).toBeInTheDocument();
    expect(within(uncertain).getByText('Awaria w rejonie')).toBeInTheDocument();
    expect(within(uncertain).getByText('Niepewne')).toBeInTheDocument();
    expect(screen.getByText(/nie wysyłamy ponownie, aby nikt nie dostał jej dwa razy/)).toBeInTheDocument();
    expect(screen.getByText(/Cisza nocna/)).toBeInTheDocument();

    expect(api.callsTo('GET /api/notifications')[0]).toMatchObject({ query: '?limit=25&offset=0', authorization: 'Bearer admin-token' });
    expect(screen.getByText('1–3 z 3')).toBeInTheDocument();
  });

  it('opens an alert to show its subject and whole text', async () => {
    notificationsApi(page([EMAIL, SMS]));
    renderStaffAdmin('/admin/notifications');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Szczegóły: Zapowiedź planowanego wyłączenia, mieszkaniec@demo.local' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Powiadomienie: Zapowiedź planowanego wyłączenia' });
    expect(within(dialog).getByText(EMAIL.subject!)).toBeInTheDocument();
    expect(within(dialog).getByText(/Pod adresem ul\. Marszałkowska 10, Warszawa planujemy wyłączenie zasilania\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'https://awarie.example.pl/public/map?lat=52.2&lng=21.0' })).toBeInTheDocument();
    expect(within(dialog).getByText('mieszkaniec@demo.local (użytkownik #5)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('puts every filter into the query string and starts again from the first page', async () => {
    const api = notificationsApi(page([EMAIL]));
    const { router } = renderStaffAdmin('/admin/notifications?page=2');
    const user = userEvent.setup();
    await heading();
    await waitFor(() => expect(api.callsTo('GET /api/notifications')[0]?.query).toBe('?limit=25&offset=25'));

    await user.click(screen.getByRole('combobox', { name: 'Zdarzenie' }));
    await user.click(await screen.findByRole('option', { name: 'Zapowiedź planowanego wyłączenia' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Błąd' }));
    await user.click(screen.getByRole('combobox', { name: 'Kanał' }));
    await user.click(await screen.findByRole('option', { name: 'SMS' }));
    await user.type(screen.getByRole('textbox', { name: 'ID użytkownika' }), '12');

    const expected = '?userId=12&event=PLANNED_ANNOUNCED&status=FAILED&channel=SMS&limit=25&offset=0';
    await waitFor(() => expect(api.callsTo('GET /api/notifications').at(-1)?.query).toBe(expected));
    // Typing is waited out: one call for '12', none for '1'.
    expect(api.callsTo('GET /api/notifications').map((call) => call.query)).not.toContain(
      '?userId=1&event=PLANNED_ANNOUNCED&status=FAILED&channel=SMS&limit=25&offset=0',
    );
    // The filters live in the address (react-admin's list params), so a reload or a shared link shows the same list.
    expect(JSON.parse(new URLSearchParams(router.state.location.search).get('filter') ?? '{}')).toEqual({
      event: 'PLANNED_ANNOUNCED',
      status: 'FAILED',
      channel: 'SMS',
      userId: '12',
    });

    await user.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    await waitFor(() => expect(api.callsTo('GET /api/notifications').at(-1)?.query).toBe('?limit=25&offset=0'));
    expect(screen.getByRole('textbox', { name: 'ID użytkownika' })).toHaveValue('');
  });

  it("narrows the list to one person from the row's user link, and refuses a user id that is not a number", async () => {
    const api = notificationsApi(page([UNCERTAIN]));
    renderStaffAdmin('/admin/notifications');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Pokaż tylko powiadomienia użytkownika #7' }, { timeout: 8000 }));
    await waitFor(() => expect(api.callsTo('GET /api/notifications').at(-1)?.query).toBe('?userId=7&limit=25&offset=0'));
    expect(screen.getByRole('textbox', { name: 'ID użytkownika' })).toHaveValue('7');

    const calls = api.callsTo('GET /api/notifications').length;
    await user.clear(screen.getByRole('textbox', { name: 'ID użytkownika' }));
    await user.type(screen.getByRole('textbox', { name: 'ID użytkownika' }), 'abc');
    expect(await screen.findByText('Wpisz liczbę dodatnią')).toBeInTheDocument();
    await new Promise((done) => setTimeout(done, 600));
    // Clearing the field dropped the filter at most once; 'abc' asked nothing.
    expect(
      api
        .callsTo('GET /api/notifications')
        .slice(calls)
        .map((call) => call.query),
    ).not.toContainEqual(expect.stringContaining('abc'));
  });

  it("names a reporter's follow-up (no account) instead of a user link", async () => {
    notificationsApi(page([{ ...EMAIL, id: 40, userId: null, event: 'OUTAGE_ENDED', recipient: 'zglaszajacy@example.pl' }]));
    renderStaffAdmin('/admin/notifications');
    await heading();
    const row = (await within(list()).findByText('zglaszajacy@example.pl')).closest('tr')!;
    expect(within(row as HTMLElement).getByText('zgłaszający bez konta („Powiadom mnie, gdy prąd wróci”)')).toBeInTheDocument();
    expect(within(row as HTMLElement).queryByRole('button', { name: /Pokaż tylko powiadomienia użytkownika/ })).toBeNull();
  });

  it('pages on the server, 25 at a time, with Polish labels', async () => {
    const api = notificationsApi(({ query }) => {
      const offset = Number(new URLSearchParams(query).get('offset'));
      return page([{ ...EMAIL, id: 100 + offset, recipient: `osoba${offset}@example.pl` }], 60);
    });
    renderStaffAdmin('/admin/notifications');
    const user = userEvent.setup();

    expect(await screen.findByText('1–25 z 60', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Przejdź do poprzedniej strony' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Przejdź do następnej strony' }));
    expect(await screen.findByText('osoba25@example.pl')).toBeInTheDocument();
    expect(screen.getByText('26–50 z 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Przejdź do następnej strony' }));
    expect(await screen.findByText('51–60 z 60')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Przejdź do następnej strony' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Przejdź do poprzedniej strony' }));
    expect(await screen.findByText('26–50 z 60')).toBeInTheDocument();

    expect(api.callsTo('GET /api/notifications').map((call) => call.query)).toEqual([
      '?limit=25&offset=0',
      '?limit=25&offset=25',
      '?limit=25&offset=50',
      // Back on a page already seen: asked again, alerts change state every few seconds.
      '?limit=25&offset=25',
    ]);
  });

  it('refreshes on demand', async () => {
    let status: NotificationEntry['status'] = 'PENDING';
    const api = notificationsApi(() => page([{ ...EMAIL, status, sentAt: null }]));
    renderStaffAdmin('/admin/notifications');
    const user = userEvent.setup();

    await heading();
    expect(await within(list()).findByText('Oczekuje')).toBeInTheDocument();
    status = 'SENT';
    // The page's own button (the app bar has react-admin's refresh icon too).
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Odśwież' }));
    expect(await screen.findByText('Wysłane')).toBeInTheDocument();
    expect(api.callsTo('GET /api/notifications')).toHaveLength(2);
  });

  it('says when it is loading, when there is nothing, and when nothing matches the filters', async () => {
    let answer: (value: ReturnType<typeof page>) => void = () => undefined;
    notificationsApi(({ query }) => (query?.includes('event=') ? page([]) : new Promise((done) => (answer = done))));
    renderStaffAdmin('/admin/notifications');
    const user = userEvent.setup();

    expect(await screen.findByText('Wczytywanie powiadomień…', {}, { timeout: 8000 })).toBeInTheDocument();
    answer(page([]));
    expect(await within(list()).findByText('Nie ma jeszcze żadnych powiadomień.')).toBeInTheDocument();
    expect(within(list()).queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Zdarzenie' }));
    await user.click(await screen.findByRole('option', { name: 'Zasilanie przywrócone' }));
    expect(await within(list()).findByText('Brak powiadomień spełniających kryteria.')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    notificationsApi(apiError(500, 'Wystąpił nieoczekiwany błąd'));
    renderStaffAdmin('/admin/notifications');

    await heading();
    expect(await within(list()).findByText('Nie udało się wczytać powiadomień')).toBeInTheDocument();
  });

  it('shows one block per alert on a phone instead of a table', async () => {
    // MUI asks '(max-width:899.95px)' for a phone/tablet layout.
    window.matchMedia = (query: string) => ({
      matches: /max-width/.test(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    });
    notificationsApi(page([EMAIL, SMS]));
    renderStaffAdmin('/admin/notifications');

    await heading();
    const items = await within(list()).findAllByRole('listitem');
    expect(within(list()).queryByRole('table')).not.toBeInTheDocument();
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Zapowiedź planowanego wyłączenia')).toBeInTheDocument();
    expect(within(items[0]).getByText('21.11.2026, 11:00 · E-mail')).toBeInTheDocument();
    expect(within(items[0]).getByText('Wysłane')).toBeInTheDocument();
    expect(within(items[1]).getByText('SMSAPI odrzuciło wiadomość (kod 13)')).toBeInTheDocument();
    expect(within(items[1]).getByText('Błąd')).toBeInTheDocument();
    expect(within(items[1]).getByRole('button', { name: 'Szczegóły: Zapowiedź planowanego wyłączenia, 48504567890' })).toBeInTheDocument();
  });

  it('is in the administrator menu after the outgoing messages', async () => {
    notificationsApi(page([]));
    renderStaffAdmin('/admin/notifications');
    const item = await screen.findByRole('menuitem', { name: /Powiadomienia/ }, { timeout: 8000 });
    expect(item).toHaveAttribute('href', '/admin/notifications');
    const items = screen.getAllByRole('menuitem').map((entry) => entry.getAttribute('href'));
    expect(items.indexOf('/admin/notifications')).toBe(items.indexOf('/admin/outbox') + 1);
  });
});
