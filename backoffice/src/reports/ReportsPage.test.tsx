import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerRequests, type SentRequest } from '@portal/api-client/testing';
import { renderStaffAdmin, signInAs } from '../../test/renderStaffAdmin';

const WIZARD = {
  id: 7,
  reportedAt: '2026-11-21T09:00:00.000Z',
  source: 'WEB',
  reportType: 'POWER_FAILURE',
  address: 'ul. Hoża 21, Warszawa',
  description: 'Brak prądu w mieszkaniu',
  lng: 21.01,
  lat: 52.22,
  afterRestoration: false,
};
const NESTED = {
  ...WIZARD,
  id: 8,
  reportedAt: '2026-11-21T11:30:00.000Z',
  reportType: 'NO_VOLTAGE',
  address: 'ul. Marszałkowska 10, Warszawa',
  description: 'Nadal brak prądu po zakończeniu awarii (odpowiedź „Nadal nie mam prądu” na pytanie „Czy masz już prąd?”).',
  afterRestoration: true,
};

beforeEach(() => {
  signInAs({ role: 'DISPATCHER', token: 'dispatcher-token' });
});

describe("'Zgłoszenia mieszkańców' (/master/reports)", () => {
  it('marks a report recorded after restoration as a possible nested outage, and filters to those', async () => {
    const api = answerRequests({
      'POST /api/is-token-valid': { body: { valid: true } },
      'GET /api/call-net/user-reports': (call: SentRequest) =>
        call.query?.includes('afterRestoration=true') ? { body: { items: [NESTED], total: 1 } } : { body: { items: [NESTED, WIZARD], total: 2 } },
    });
    renderStaffAdmin('/master/reports');

    const table = await screen.findByRole('table', { name: 'Zgłoszenia mieszkańców' }, { timeout: 8000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('ul. Marszałkowska 10, Warszawa')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Możliwa awaria zagnieżdżona')).toBeInTheDocument();
    expect(within(rows[0]).getByText('21.11.2026, 12:30')).toBeInTheDocument();
    expect(within(rows[1]).getByText('ul. Hoża 21, Warszawa')).toBeInTheDocument();
    expect(within(rows[1]).queryByText('Możliwa awaria zagnieżdżona')).toBeNull();
    expect(api.callsTo('GET /api/call-net/user-reports')[0]).toMatchObject({ query: '?limit=50', authorization: 'Bearer dispatcher-token' });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Tylko możliwe awarie zagnieżdżone' }));
    expect(await screen.findByText('1 z 1')).toBeInTheDocument();
    expect(api.callsTo('GET /api/call-net/user-reports').at(-1)).toMatchObject({ query: '?limit=50&afterRestoration=true' });
  });

  it('is in the dispatcher menu', async () => {
    answerRequests({
      'POST /api/is-token-valid': { body: { valid: true } },
      'GET /api/call-net/user-reports': { body: { items: [], total: 0 } },
    });
    renderStaffAdmin('/master/reports');
    expect(await screen.findByRole('menuitem', { name: /Zgłoszenia mieszkańców/ }, { timeout: 8000 })).toHaveAttribute('href', '/master/reports');
    expect(await screen.findByText('Brak zgłoszeń.')).toBeInTheDocument();
  });
});
