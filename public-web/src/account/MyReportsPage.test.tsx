import { screen, waitFor, within } from '@testing-library/react';
import { answerCalls, type ExpectedCall } from '../../test/api-answers';
import { PUBLIC_USER, renderApp, signedIn } from '../../test/render-app';

const TOKEN_OK: ExpectedCall = { method: 'POST', path: '/api/is-token-valid', body: { valid: true } };
const REPORTS = '/public/api/user/reports';
const ROW = {
  reportDate: '2026-11-20T07:05:00.000Z',
  comment: 'Brak prądu w całym budynku',
  streetType: 'ul.',
  streetName: 'Wolska',
  houseNumber: '12',
  city: 'Warszawa',
};

/** The API answers every reports call with `total` rows in all; `calls` records the bodies. */
function openReports(total: number, rows = [ROW]) {
  signedIn(PUBLIC_USER);
  const fake = answerCalls([TOKEN_OK, { method: 'POST', path: REPORTS, body: { items: total ? rows : [], total } }]);
  const view = renderApp('/public/user/reports');
  const bodies = () => fake.calls.filter((call) => call.path === REPORTS).map((call) => call.body);
  return { ...view, bodies };
}

describe('my reports', () => {
  it('asks for the newest first, 10 per page, and shows address, date and text', async () => {
    const { bodies } = openReports(1);

    const table = await screen.findByRole('table');
    expect(bodies()[0]).toEqual({ sortField: 'reportDate', sortOrder: 'DESC', page: { limit: 10, offset: 0 } });
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByText('ul. Wolska 12, Warszawa')).toBeInTheDocument();
    expect(within(row).getByText('20.11.2026, 08:05')).toBeInTheDocument();
    expect(within(row).getByText('Brak prądu w całym budynku')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Treść/ })).toBeInTheDocument();
  });

  it('sorts by the report date on the server', async () => {
    const { user, bodies } = openReports(1);
    const header = await screen.findByRole('columnheader', { name: /Data zgłoszenia/ });
    expect(header).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(header).getByRole('button'));

    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ sortOrder: 'ASC', page: { offset: 0 } }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
  });

  it('filters by the report date, sent as a calendar day', async () => {
    const { user, bodies } = openReports(1);
    await screen.findByRole('table');

    await user.type(screen.getByLabelText('Data zgłoszenia'), '2026-11-20');

    await waitFor(() =>
      expect(bodies().at(-1)).toEqual({ reportDate: '2026-11-20', sortField: 'reportDate', sortOrder: 'DESC', page: { limit: 10, offset: 0 } }),
    );
    await user.click(screen.getByRole('button', { name: 'Wyczyść filtr' }));
    await waitFor(() => expect(bodies().at(-1)).not.toHaveProperty('reportDate'));
  });

  it('pages on the server', async () => {
    const { user, bodies } = openReports(25);
    await screen.findByRole('table');
    expect(screen.getByText('1–1 z 25')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Następna strona' }));
    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ page: { limit: 10, offset: 10 } }));

    await user.selectOptions(screen.getByLabelText('Wierszy na stronie'), '20');
    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ page: { limit: 20, offset: 0 } }));
  });

  it('says "Brak wyników" when there are none', async () => {
    openReports(0);

    expect(await screen.findByText('Brak wyników')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
