import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerRequests } from '@portal/api-client/testing';
import { address, DISPATCHER, outage, plannedListRoutes } from '../../test/plannedOutages';
import { renderStaffAdmin, signInAs } from '../../test/renderStaffAdmin';
import { COPIED_REPORT_KEY } from './copiedReport';

jest.mock('../map/OutageMap', () => require('../../test/mapStub'));

const RECORD = outage({
  id: 12,
  voltageLevel: 'MV',
  recipient: 'CallNet',
  taskNumber: 'CN-7',
  addresses: [address('Hoża', '1', 21.0, 52.22), address('Wilcza', '2', 21.02, 52.225), address('Koszykowa', '3', 21.01, 52.24)],
  points: [
    { lng: 21.0, lat: 52.22 },
    { lng: 21.02, lat: 52.225 },
    { lng: 21.01, lat: 52.24 },
    { lng: 21.0, lat: 52.22 },
  ],
});

function showApi(record = RECORD, reportsCount: number | null = 7) {
  return answerRequests({
    ...plannedListRoutes([]),
    [`GET /api/planned-outage/get/${record.id}`]: { body: record },
    // The residents' reports the outage gathered, from the map's snapshot.
    'GET /api/call-net/reports-gathered': (call) => ({ body: { kind: 'PLANNED', id: Number(new URLSearchParams(call.query).get('id')), reportsCount } }),
    // The accepter and the call centre see how many priority customers it affects (priority-customers/).
    [`GET /api/priority-customers/planned-outage/${record.id}/count`]: { body: { count: 0 } },
  });
}

describe('planned outage preview (…/planned/show/{id})', () => {
  it('shows the outage read-only: times, addresses, works, voltage label, dates, task number, recipient, status and the map', async () => {
    signInAs(DISPATCHER);
    showApi();
    renderStaffAdmin('/master/planned/show/12');

    expect(await screen.findByText('Wymiana słupa')).toBeInTheDocument();
    expect(screen.getByText('04.05.2026, 08:00')).toBeInTheDocument();
    expect(screen.getByText('04.05.2026, 14:00')).toBeInTheDocument();
    expect(screen.getByText('SN')).toBeInTheDocument();
    expect(screen.getByText('01.05.2026')).toBeInTheDocument();
    expect(screen.getByText('CN-7')).toBeInTheDocument();
    expect(screen.getByText('CallNet')).toBeInTheDocument();
    expect(screen.getByText('Do akceptacji')).toBeInTheDocument();
    const map = await screen.findByRole('region', { name: 'Mapa adresów wyłączenia' });
    expect(within(map).getAllByRole('listitem')).toHaveLength(3);
    // The server's stored hull is drawn as it is.
    expect(map).toHaveAttribute('data-outline', '4');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("shows how many residents' reports the outage gathered, or that it is not on the map", async () => {
    signInAs(DISPATCHER);
    const api = showApi();
    renderStaffAdmin('/master/planned/show/12');
    const term = await screen.findByText('Zgłoszenia mieszkańców (24 h)');
    await waitFor(() => expect(term.nextElementSibling).toHaveTextContent(/^7$/));
    expect(api.callsTo('GET /api/call-net/reports-gathered')[0].query).toBe('?kind=PLANNED&id=12');
  });

  it('says the count does not apply to an outage that is not on the map', async () => {
    signInAs(DISPATCHER);
    showApi(RECORD, null);
    renderStaffAdmin('/master/planned/show/12');
    expect(await screen.findByText('nie dotyczy: wyłączenia nie ma na mapie')).toBeInTheDocument();
  });

  it("gives the creator 'Edytuj' and 'Kopiuj'; 'Kopiuj' keeps the outage under 'copiedReport'", async () => {
    signInAs(DISPATCHER);
    showApi();
    renderStaffAdmin('/master/planned/show/12');
    const user = userEvent.setup();

    expect(await screen.findByRole('link', { name: 'Edytuj' })).toHaveAttribute('href', '/master/planned/edit/12');
    await user.click(screen.getByRole('button', { name: 'Kopiuj' }));

    expect(await screen.findByText(/Skopiowano planowane wyłączenie/)).toBeInTheDocument();
    const copied = JSON.parse(window.localStorage.getItem(COPIED_REPORT_KEY)!);
    expect(copied).toEqual({
      addresses: RECORD.addresses,
      outageStart: RECORD.outageStart,
      outageEnd: RECORD.outageEnd,
      outageAnnouncement: '2026-05-01',
      voltageLevel: 'MV',
      taskNumber: 'CN-7',
      recipient: 'CallNet',
      comment: 'Wymiana słupa',
    });
  });

  it("gives the creator of a cancelled outage 'Kopiuj' (to plan it anew) but not 'Edytuj'", async () => {
    signInAs(DISPATCHER);
    showApi({ ...RECORD, acceptStatus: 'ACCEPTED', cancelled: true, outcome: 'CANCELLED' });
    renderStaffAdmin('/master/planned/show/12');

    expect(await screen.findByRole('button', { name: 'Kopiuj' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edytuj' })).not.toBeInTheDocument();
  });

  it("shows another dispatcher 'Kopiuj' but not 'Edytuj'", async () => {
    signInAs({ ...DISPATCHER, userId: 3 });
    showApi();
    renderStaffAdmin('/master/planned/show/12');

    expect(await screen.findByRole('button', { name: 'Kopiuj' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edytuj' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wróć' })).toBeInTheDocument();
  });

  it.each([
    ['ACCEPTER', '/accepter/planned/show/12', '/accepter/planned'],
    ['CALLCENTER', '/callcenter/planned/show/12', '/callcenter/planned'],
  ])("shows a %s neither 'Edytuj' nor 'Kopiuj'; 'Wróć' leads to the area's list", async (role, path, list) => {
    // Even with the same user id as the creator: editing and copying belong to the dispatcher's area.
    signInAs({ role: role as 'ACCEPTER', userId: 2 });
    showApi();
    const { currentPath } = renderStaffAdmin(path);
    const user = userEvent.setup();

    await screen.findByText('Wymiana słupa');
    expect(screen.queryByRole('link', { name: 'Edytuj' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kopiuj' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Wróć' }));
    await waitFor(() => expect(currentPath()).toBe(list));
  });
  describe('plan against fact', () => {
    const ACCEPTED = { ...RECORD, acceptStatus: 'ACCEPTED' as const };

    it('shows the outcome and the actual times of an ended outage to every role', async () => {
      signInAs({ role: 'ACCEPTER', userId: 5 });
      showApi({ ...ACCEPTED, actualStart: '2026-05-04T06:05:00.000Z', actualEnd: '2026-05-04T10:00:00.000Z', outcome: 'SHORTENED' });
      renderStaffAdmin('/accepter/planned/show/12');
      expect((await screen.findByText('Przebieg')).nextElementSibling).toHaveTextContent('skrócone');
      expect(screen.getByText('Faktyczne rozpoczęcie').nextElementSibling).toHaveTextContent('04.05.2026, 08:05');
      expect(screen.getByText('Faktyczne zakończenie').nextElementSibling).toHaveTextContent('04.05.2026, 12:00');
      expect(screen.queryByRole('button', { name: 'Odwołaj wyłączenie' })).not.toBeInTheDocument();
    });

    it('lets a dispatcher report the actual times of an accepted outage, in Warsaw time, sent as instants', async () => {
      signInAs({ ...DISPATCHER, userId: 3 });
      const api = answerRequests({
        ...plannedListRoutes([]),
        'GET /api/planned-outage/get/12': { body: ACCEPTED },
        'GET /api/call-net/reports-gathered': { body: { kind: 'PLANNED', id: 12, reportsCount: 0 } },
        'GET /api/priority-customers/planned-outage/12/count': { body: { count: 0 } },
        'POST /api/planned-outage/actual/12': {
          body: { ...ACCEPTED, actualStart: '2026-05-04T06:00:00.000Z', actualEnd: '2026-05-04T12:30:00.000Z', outcome: 'EXTENDED' },
        },
      });
      renderStaffAdmin('/master/planned/show/12');
      const user = userEvent.setup();
      fireEvent.change(await screen.findByLabelText(/^Faktyczne rozpoczęcie/), { target: { value: '2026-05-04T08:00' } });
      fireEvent.change(screen.getByLabelText(/^Faktyczne zakończenie/), { target: { value: '2026-05-04T14:30' } });
      await user.click(screen.getByRole('button', { name: 'Zapisz faktyczne czasy' }));
      await waitFor(() => expect(api.callsTo('POST /api/planned-outage/actual/12')).toHaveLength(1));
      expect(api.callsTo('POST /api/planned-outage/actual/12')[0].body).toEqual({
        actualStart: '2026-05-04T06:00:00.000Z',
        actualEnd: '2026-05-04T12:30:00.000Z',
      });
      expect(await screen.findByText('Zapisano faktyczne czasy wyłączenia')).toBeInTheDocument();
    });

    it('asks before cancelling, then sends the cancellation', async () => {
      signInAs(DISPATCHER);
      const api = answerRequests({
        ...plannedListRoutes([]),
        'GET /api/planned-outage/get/12': { body: ACCEPTED },
        'GET /api/call-net/reports-gathered': { body: { kind: 'PLANNED', id: 12, reportsCount: 0 } },
        'GET /api/priority-customers/planned-outage/12/count': { body: { count: 0 } },
        'POST /api/planned-outage/actual/12': { body: { ...ACCEPTED, cancelled: true, outcome: 'CANCELLED' } },
      });
      renderStaffAdmin('/master/planned/show/12');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Odwołaj wyłączenie' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(/Odwołania nie można cofnąć/)).toBeInTheDocument();
      expect(api.callsTo('POST /api/planned-outage/actual/12')).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: 'Odwołaj wyłączenie' }));
      await waitFor(() => expect(api.callsTo('POST /api/planned-outage/actual/12')).toHaveLength(1));
      expect(api.callsTo('POST /api/planned-outage/actual/12')[0].body).toEqual({ cancelled: true });
    });
  });
});
