import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerRequests } from '@portal/api-client/testing';
import { DISPATCHER, outage, plannedListRoutes } from '../../test/plannedOutages';
import { renderStaffAdmin, signInAs } from '../../test/renderStaffAdmin';

jest.mock('../map/OutageMap', () => require('../../test/mapStub'));

const RECORD = outage({ id: 12 });
const LIST = [{ fullName: 'Anna Kowalska', phone: '600100200', address: 'ul. Hoża 1, Warszawa', equipment: 'OXYGEN', equipmentNote: null }];

function previewApi(count: number) {
  return answerRequests({
    ...plannedListRoutes([]),
    'GET /api/planned-outage/get/12': { body: RECORD },
    'GET /api/call-net/reports-gathered': { body: { kind: 'PLANNED', id: 12, reportsCount: 0 } },
    'GET /api/priority-customers/planned-outage/12/count': { body: { count } },
    'GET /api/priority-customers/planned-outage/12': { body: LIST },
  });
}

const countValue = async () => {
  const term = await screen.findByText('Odbiorcy wymagający szczególnej troski');
  return term.nextElementSibling;
};

describe('priority customers in the planned-outage preview', () => {
  it('shows the accepter the count only', async () => {
    signInAs({ role: 'ACCEPTER', userId: 2 });
    const api = previewApi(2);
    renderStaffAdmin('/accepter/planned/show/12');
    await waitFor(async () => expect(await countValue()).toHaveTextContent(/^2$/));
    expect(screen.queryByRole('button', { name: 'Pokaż listę do kontaktu' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/priority-customers/planned-outage/12')).toHaveLength(0);
  });

  it('lets the call centre open the list, asked for only on the click (every opening is recorded)', async () => {
    signInAs({ role: 'CALLCENTER', userId: 4 });
    const api = previewApi(1);
    renderStaffAdmin('/callcenter/planned/show/12');
    const open = await screen.findByRole('button', { name: 'Pokaż listę do kontaktu' });
    expect(screen.getByText('Otwarcie listy jest rejestrowane (kto, kiedy, które wyłączenie).')).toBeInTheDocument();
    expect(api.callsTo('GET /api/priority-customers/planned-outage/12')).toHaveLength(0);
    await userEvent.setup().click(open);
    const table = await screen.findByRole('table', { name: 'Odbiorcy wymagający szczególnej troski do kontaktu' });
    expect(table).toHaveTextContent('Anna Kowalska');
    expect(table).toHaveTextContent('koncentrator tlenu');
    expect(screen.getByRole('link', { name: '600100200' })).toHaveAttribute('href', 'tel:+48600100200');
    expect(api.callsTo('GET /api/priority-customers/planned-outage/12')).toHaveLength(1);
  });

  it('offers no list when the outage affects nobody', async () => {
    signInAs({ role: 'CALLCENTER', userId: 4 });
    previewApi(0);
    renderStaffAdmin('/callcenter/planned/show/12');
    await waitFor(async () => expect(await countValue()).toHaveTextContent(/^0$/));
    expect(screen.queryByRole('button', { name: 'Pokaż listę do kontaktu' })).not.toBeInTheDocument();
  });

  it('asks nothing for the dispatcher', async () => {
    signInAs(DISPATCHER);
    const api = previewApi(3);
    renderStaffAdmin('/master/planned/show/12');
    expect(await screen.findByText('Zgłoszenia mieszkańców (24 h)')).toBeInTheDocument();
    expect(screen.queryByText('Odbiorcy wymagający szczególnej troski')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/priority-customers/planned-outage/12/count')).toHaveLength(0);
  });
});

describe('who opened the priority lists (ADMIN)', () => {
  it('lists the openings newest first with the staff member and the outage', async () => {
    signInAs();
    answerRequests({
      'POST /api/is-token-valid': { body: { valid: true } },
      'GET /api/priority-customers/access-log': {
        body: { total: 1, items: [{ id: 1, openedAt: '2026-11-24T12:30:00Z', staffUserId: 4, staffName: 'Celina Nowak', plannedOutageId: 12, customers: 1 }] },
      },
    });
    renderStaffAdmin('/admin/priority-access');
    const table = await screen.findByRole('table', { name: 'Odbiorcy wymagający szczególnej troski – kto otwierał listy' });
    expect(table).toHaveTextContent('Celina Nowak (#4)');
    expect(table).toHaveTextContent('#12');
    expect(table).toHaveTextContent('24.11.2026, 13:30');
  });
});
