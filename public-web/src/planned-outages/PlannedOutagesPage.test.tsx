import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PublicPlannedOutage } from '../api/types';
import { answerCalls, type ExpectedAnswer } from '../../test/api-answers';
import { renderApp } from '../../test/render-app';

const SEARCH = '/public/api/planned-outage/search/compressed-report';
const COUNT = `${SEARCH}/count`;
const CANONICAL_DEFAULT = '?limit=10&offset=0&sortField=outageStart&sortOrder=ASC';

const outage = (id: number, changes: Partial<PublicPlannedOutage> = {}): PublicPlannedOutage => ({
  id,
  addresses: [{ streetName: 'ul. Marszałkowska', houseNumbers: ['10', '12', '14a'] }],
  start: '2026-11-23T07:00:00.000Z',
  end: '2026-11-23T13:00:00.000Z',
  comment: 'Wymiana rozdzielnicy SN w stacji transformatorowej',
  actualStart: null,
  actualEnd: null,
  outcome: null,
  ...changes,
});

/** The backend of these tests: the same rows and total for every search. */
function backend(rows: PublicPlannedOutage[], count = rows.length, extra: ExpectedAnswer = {}) {
  const { calls } = answerCalls([
    { method: 'POST', path: SEARCH, body: rows, ...extra },
    { method: 'POST', path: COUNT, body: { count }, ...extra },
  ]);
  return {
    /** Bodies of the list calls, oldest first. */
    searches: () => calls.filter((c) => c.path === SEARCH).map((c) => c.body),
    counts: () => calls.filter((c) => c.path === COUNT).map((c) => c.body),
  };
}

const search = () => screen.getByTestId('location').getAttribute('data-search');
const table = () => screen.getByRole('table', { name: /Planowane wyłączenia/ });
const bodyRows = () =>
  within(table())
    .getAllByRole('row')
    .filter((row) => !row.hidden && row.closest('tbody'));

async function openList(path = '/public/planned') {
  const view = renderApp(path);
  await screen.findByRole('table');
  return view;
}

describe('public planned outages list', () => {
  it('lists the outages with upper-case addresses and Warsaw times, asking for the first page soonest first', async () => {
    const api = backend([
      outage(1),
      outage(2, {
        addresses: [
          { streetName: 'Puławska', houseNumbers: ['145'] },
          { streetName: 'Odyńca', houseNumbers: ['20'] },
        ],
        start: '2026-07-01T06:00:00Z',
        end: '2026-07-01T12:30:00Z',
      }),
    ]);
    await openList();

    expect(screen.getByRole('heading', { level: 1, name: 'Planowane wyłączenia' })).toBeInTheDocument();
    expect(document.title).toBe('Planowane wyłączenia – Portal awarii i wyłączeń');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Adres', 'Planowany początek', 'Planowany koniec']);
    const [first, second] = bodyRows();
    expect(
      within(first)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['UL. MARSZAŁKOWSKA 10, 12, 14ASzczegóły', '23.11.2026, 08:00', '23.11.2026, 14:00']);
    expect(
      within(second)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['PUŁAWSKA 145', 'ODYŃCA 20']);
    expect(within(second).getByText('01.07.2026, 08:00')).toHaveAttribute('dateTime', '2026-07-01T06:00:00Z');
    expect(screen.getByText('1–2 z 2')).toBeInTheDocument();

    const body = { page: { limit: 10, offset: 0, sortField: 'outageStart', sortOrder: 'ASC' } };
    expect(api.searches()).toEqual([body]);
    expect(api.counts()).toEqual([body]);
    // The bare link is completed in place, so copying it keeps the view.
    await waitFor(() => expect(search()).toBe(CANONICAL_DEFAULT));
  });

  it('shows at most 10 addresses of an outage, then "…"', async () => {
    const addresses = Array.from({ length: 12 }, (_, i) => ({ streetName: `ul. Grochowska`, houseNumbers: [String(200 + i)] }));
    backend([outage(1, { addresses })]);
    await openList();

    const items = within(bodyRows()[0]).getAllByRole('listitem');
    expect(items).toHaveLength(11);
    expect(items[9]).toHaveTextContent('UL. GROCHOWSKA 209');
    expect(items[10]).toHaveTextContent('…');
    expect(screen.queryByText('UL. GROCHOWSKA 210')).not.toBeInTheDocument();
  });

  it('opens a row to show its cause and that it may be cancelled, or "Brak informacji." without a cause', async () => {
    backend([outage(1), outage(2, { comment: null }), outage(3, { comment: '  ' })]);
    const { user } = await openList();

    const [withCause, withoutCause, blankCause] = bodyRows().map((row) => within(row).getByRole('button', { name: 'Szczegóły' }));
    const details = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(withCause).toHaveAttribute('aria-expanded', 'false');
    expect(details(withCause)).not.toBeVisible();

    await user.click(withCause);
    expect(withCause).toHaveAttribute('aria-expanded', 'true');
    expect(details(withCause)).toBeVisible();
    expect(details(withCause)).toHaveTextContent('Przyczyna: Wymiana rozdzielnicy SN w stacji transformatorowej');
    expect(details(withCause)).toHaveTextContent('Planowane wyłączenie może zostać odwołane bez uprzedzenia.');

    await user.click(withoutCause);
    await user.click(blankCause);
    expect(details(withoutCause)).toHaveTextContent('Przyczyna: Brak informacji.');
    expect(details(blankCause)).toHaveTextContent('Przyczyna: Brak informacji.');

    await user.click(withCause);
    expect(withCause).toHaveAttribute('aria-expanded', 'false');
    expect(details(withCause)).not.toBeVisible();
  });

  it('says what really happened once known: the outcome in words and the actual hours, nothing while it has not ended', async () => {
    backend([
      outage(1, { actualStart: '2026-11-23T07:05:00Z', actualEnd: '2026-11-23T10:40:00Z', outcome: 'SHORTENED' }),
      outage(2, { outcome: 'CANCELLED' }),
      outage(3, { actualStart: '2026-11-23T07:00:00Z', actualEnd: '2026-11-23T14:30:00Z', outcome: 'EXTENDED' }),
      outage(4, { actualStart: '2026-11-23T07:00:00Z', actualEnd: '2026-11-23T13:05:00Z', outcome: 'AS_PLANNED' }),
      outage(5, { actualStart: '2026-11-23T07:00:00Z' }),
    ]);
    await openList();
    const outcomes = bodyRows().map((row) => row.querySelector('.planned-outcome')?.textContent ?? null);
    expect(outcomes).toEqual([
      'Przebieg: skrócone (Faktycznie: 23.11.2026, 08:05 – 23.11.2026, 11:40)',
      'Przebieg: odwołane',
      'Przebieg: przedłużone (Faktycznie: 23.11.2026, 08:00 – 23.11.2026, 15:30)',
      'Przebieg: odbyło się zgodnie z planem (Faktycznie: 23.11.2026, 08:00 – 23.11.2026, 14:05)',
      null,
    ]);
    expect(within(bodyRows()[0]).getByText('23.11.2026, 11:40')).toHaveAttribute('dateTime', '2026-11-23T10:40:00Z');
  });

  it('says "Brak wyników" when nothing matches', async () => {
    backend([], 0);
    renderApp('/public/planned');
    expect(await screen.findByText('Brak wyników')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Strony wyników' })).not.toBeInTheDocument();
  });

  it('announces the loading and removes the text once the rows are there', async () => {
    let answer!: () => void;
    backend([outage(1)], 1, { delay: new Promise<void>((resolve) => (answer = resolve)) });
    renderApp('/public/planned');

    const status = await screen.findByText('Ładowanie planowanych wyłączeń. Proszę czekać.');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveAttribute('role', 'status');
    answer();
    await screen.findByRole('table');
    expect(status).toBeEmptyDOMElement();
  });

  it('shows an error with a retry button that loads again', async () => {
    answerCalls([
      { method: 'POST', path: SEARCH, status: 500, body: { statusCode: 500, message: 'Internal server error' } },
      { method: 'POST', path: COUNT, body: { count: 1 } },
    ]);
    const { user } = renderApp('/public/planned');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Wystąpił nieoczekiwany błąd');
    backend([outage(1)]);
    await user.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('the start-date filter', () => {
    afterEach(() => jest.useRealTimers());

    it("cannot go before yesterday in Warsaw, whatever the browser's time zone says", async () => {
      // 00:30 on 23 November in Warsaw, still the 22nd in UTC. Only the clock is faked; timers run.
      jest.useFakeTimers({
        now: new Date('2026-11-22T23:30:00Z'),
        doNotFake: [
          'setTimeout',
          'clearTimeout',
          'setInterval',
          'clearInterval',
          'setImmediate',
          'clearImmediate',
          'nextTick',
          'queueMicrotask',
          'hrtime',
          'performance',
          'requestAnimationFrame',
          'cancelAnimationFrame',
          'requestIdleCallback',
          'cancelIdleCallback',
        ],
      });
      const api = backend([outage(1)]);
      await openList();

      const date = screen.getByLabelText('Planowany początek od');
      expect(date).toHaveAttribute('type', 'date');
      expect(date).toHaveAttribute('min', '2026-11-22');

      fireEvent.change(date, { target: { value: '2026-11-21' } });
      expect(date).toHaveAccessibleDescription('Minimalna wartość: 22.11.2026');
      expect(date).toHaveAttribute('aria-invalid', 'true');
      expect(api.searches()).toHaveLength(1); // nothing asked for

      fireEvent.change(date, { target: { value: '2026-11-22' } });
      await waitFor(() => expect(api.searches()).toHaveLength(2));
      expect(date).not.toHaveAttribute('aria-invalid');
      expect(api.searches()[1]).toMatchObject({ outageStart: '2026-11-21T23:00:00.000Z' });
    });

    it('asks from the start of the chosen Warsaw day and goes back to the first page; clearing it drops the filter', async () => {
      const api = backend([outage(1)], 35);
      await openList('/public/planned?limit=10&offset=20&sortField=outageStart&sortOrder=ASC');

      fireEvent.change(screen.getByLabelText('Planowany początek od'), { target: { value: '2099-07-01' } });
      await waitFor(() => expect(search()).toBe('?outageStart=2099-06-30T22%3A00%3A00.000Z&limit=10&offset=0&sortField=outageStart&sortOrder=ASC'));
      await waitFor(() =>
        expect(api.searches().at(-1)).toEqual({
          outageStart: '2099-06-30T22:00:00.000Z',
          page: { limit: 10, offset: 0, sortField: 'outageStart', sortOrder: 'ASC' },
        }),
      );

      fireEvent.change(screen.getByLabelText('Planowany początek od'), { target: { value: '' } });
      await waitFor(() => expect(search()).toBe(CANONICAL_DEFAULT));
      await waitFor(() => expect(api.searches().at(-1)).toEqual({ page: { limit: 10, offset: 0, sortField: 'outageStart', sortOrder: 'ASC' } }));
    });
  });

  it('filters by address once typing pauses, going back to the first page', async () => {
    const api = backend([outage(1)], 35);
    const { user } = await openList('/public/planned?limit=10&offset=20&sortField=outageEnd&sortOrder=DESC');

    await user.type(screen.getByLabelText('Adres'), 'Puławska');
    await waitFor(() => expect(search()).toBe('?address=Pu%C5%82awska&limit=10&offset=0&sortField=outageEnd&sortOrder=DESC'));
    await waitFor(() => expect(api.searches()).toHaveLength(2));
    // One call for the whole word, not one per letter (the first call is the page's own load).
    expect(api.searches()[1]).toEqual({ address: 'Puławska', page: { limit: 10, offset: 0, sortField: 'outageEnd', sortOrder: 'DESC' } });
    expect(api.counts()[1]).toEqual(api.searches()[1]);
  });

  it('applies the address at once on Enter, and "Wyczyść filtry" clears both filters', async () => {
    const api = backend([outage(1)]);
    const { user } = await openList('/public/planned?outageStart=2099-06-30T22:00:00.000Z');

    await user.type(screen.getByLabelText('Adres'), 'Grochowska{Enter}');
    await waitFor(() => expect(api.searches().at(-1)).toMatchObject({ address: 'Grochowska', outageStart: '2099-06-30T22:00:00.000Z' }));
    expect(api.searches()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    await waitFor(() => expect(search()).toBe(CANONICAL_DEFAULT));
    expect(screen.getByLabelText('Adres')).toHaveValue('');
    expect(screen.getByLabelText('Adres')).toHaveFocus();
    expect(screen.getByLabelText('Planowany początek od')).toHaveValue('');
  });

  it('reads filters, sort and page from the link and asks for exactly that', async () => {
    const api = backend([outage(1)], 45);
    await openList('/public/planned?address=Pu%C5%82awska&outageStart=2099-06-30T22:00:00.000Z&limit=20&offset=40&sortField=outageEnd&sortOrder=DESC');

    expect(api.searches()).toEqual([
      { address: 'Puławska', outageStart: '2099-06-30T22:00:00.000Z', page: { limit: 20, offset: 40, sortField: 'outageEnd', sortOrder: 'DESC' } },
    ]);
    expect(screen.getByLabelText('Adres')).toHaveValue('Puławska');
    expect(screen.getByLabelText('Planowany początek od')).toHaveValue('2099-07-01');
    expect(screen.getByLabelText('Wierszy na stronie')).toHaveValue('20');
    expect(screen.getByRole('columnheader', { name: 'Planowany koniec' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Planowany początek' })).not.toHaveAttribute('aria-sort');
    expect(screen.getByText('41–41 z 45')).toBeInTheDocument();
  });

  it('sorts from the column headers: the sorted column flips ASC/DESC, another starts ASC, always from the first page', async () => {
    const api = backend([outage(1)], 35);
    const { user } = await openList('/public/planned?limit=10&offset=20&sortField=outageStart&sortOrder=ASC');
    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header('Planowany początek')).toHaveAttribute('aria-sort', 'ascending');

    const steps = [
      ['Planowany początek', 'outageStart', 'DESC'],
      ['Planowany początek', 'outageStart', 'ASC'],
      ['Planowany koniec', 'outageEnd', 'ASC'],
      ['Planowany koniec', 'outageEnd', 'DESC'],
    ] as const;
    for (const [name, field, order] of steps) {
      await user.click(within(header(name)).getByRole('button', { name }));
      await waitFor(() => expect(search()).toBe(`?limit=10&offset=0&sortField=${field}&sortOrder=${order}`));
      await waitFor(() => expect(api.searches().at(-1)).toEqual({ page: { limit: 10, offset: 0, sortField: field, sortOrder: order } }));
      expect(header(name)).toHaveAttribute('aria-sort', order === 'ASC' ? 'ascending' : 'descending');
    }
  });

  it('pages through the results and changes the rows per page (back to the first page)', async () => {
    const api = backend(
      Array.from({ length: 10 }, (_, i) => outage(i + 1)),
      23,
    );
    const { user } = await openList();
    const pager = screen.getByRole('navigation', { name: 'Strony wyników' });
    expect(within(pager).getByRole('button', { name: 'Poprzednia strona' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(pager).getByRole('button', { name: 'Pierwsza strona' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(pager).getByRole('combobox', { name: 'Wierszy na stronie' })).toHaveValue('10');
    expect(
      within(pager)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '20', '50']);

    await user.click(within(pager).getByRole('button', { name: 'Następna strona' }));
    await waitFor(() => expect(search()).toBe('?limit=10&offset=10&sortField=outageStart&sortOrder=ASC'));
    await waitFor(() => expect(api.searches().at(-1)).toMatchObject({ page: { limit: 10, offset: 10 } }));
    expect(await within(pager).findByText('11–20 z 23')).toBeInTheDocument();

    await user.click(within(pager).getByRole('button', { name: 'Ostatnia strona' }));
    await waitFor(() => expect(search()).toBe('?limit=10&offset=20&sortField=outageStart&sortOrder=ASC'));
    // On the last page 'next' stays focusable but does nothing.
    const next = within(pager).getByRole('button', { name: 'Następna strona' });
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
    await user.click(next);
    expect(search()).toBe('?limit=10&offset=20&sortField=outageStart&sortOrder=ASC');

    await user.selectOptions(within(pager).getByRole('combobox', { name: 'Wierszy na stronie' }), '50');
    await waitFor(() => expect(search()).toBe('?limit=50&offset=0&sortField=outageStart&sortOrder=ASC'));
    await waitFor(() => expect(api.searches().at(-1)).toEqual({ page: { limit: 50, offset: 0, sortField: 'outageStart', sortOrder: 'ASC' } }));
  });

  it('moves a link to a page past the end to the last page', async () => {
    answerCalls([
      { method: 'POST', path: SEARCH, body: [] },
      { method: 'POST', path: COUNT, body: { count: 12 } },
    ]);
    renderApp('/public/planned?limit=5&offset=50');
    await waitFor(() => expect(search()).toBe('?limit=5&offset=10&sortField=outageStart&sortOrder=ASC'));
    expect(screen.queryByText('Brak wyników')).not.toBeInTheDocument();
  });

  describe('on a phone (below 769 px)', () => {
    beforeEach(() => {
      window.matchMedia = jest.fn((query: string) => ({
        matches: query === '(max-width: 768.98px)',
        media: query,
        onchange: null,
        addEventListener: jest.fn(),
        removeEventListener: jest.fn(),
        addListener: jest.fn(),
        removeListener: jest.fn(),
        dispatchEvent: jest.fn(),
      }));
    });
    afterEach(() => {
      delete (window as { matchMedia?: unknown }).matchMedia;
    });

    it('shows cards with the same content, each with its own details button, and sorts from a list', async () => {
      const api = backend([outage(1), outage(2, { comment: null })]);
      const { user } = renderApp('/public/planned');

      const cards = within(await screen.findByRole('list', { name: 'Planowane wyłączenia' }))
        .getAllByRole('listitem')
        .filter((li) => li.classList.contains('planned-card'));
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(cards).toHaveLength(2);
      expect(cards[0]).toHaveTextContent('UL. MARSZAŁKOWSKA 10, 12, 14A');
      expect(within(cards[0]).getByText('Planowany początek').nextElementSibling).toHaveTextContent('23.11.2026, 08:00');
      expect(within(cards[0]).getByText('Planowany koniec').nextElementSibling).toHaveTextContent('23.11.2026, 14:00');

      const toggle = within(cards[1]).getByRole('button', { name: 'Szczegóły' });
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(within(cards[1]).getByText(/Brak informacji\./)).toBeVisible();
      expect(within(cards[1]).getByText('Planowane wyłączenie może zostać odwołane bez uprzedzenia.')).toBeVisible();

      await user.selectOptions(screen.getByLabelText('Sortuj'), 'Od najpóźniejszego końca');
      await waitFor(() => expect(api.searches().at(-1)).toEqual({ page: { limit: 10, offset: 0, sortField: 'outageEnd', sortOrder: 'DESC' } }));
    });
  });
});
