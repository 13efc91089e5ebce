import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveFile } from '../api/download';
import { apiError, answerRequests } from '@portal/api-client/testing';
import { address, DISPATCHER, outage, plannedListRoutes } from '../../test/plannedOutages';
import { renderStaffAdmin, signInAs } from '../../test/renderStaffAdmin';

jest.mock('../map/OutageMap', () => require('../../test/mapStub'));
jest.mock('../api/download', () => ({ ...jest.requireActual('../api/download'), saveFile: jest.fn() }));

const MINE = outage({ id: 12 });
const OTHERS = outage({
  id: 13,
  createdBy: { id: 5, fullName: 'Ewa Nowak' },
  acceptStatus: 'ACCEPTED',
  voltageLevel: 'HV',
  taskNumber: null,
  addresses: [address('Wilcza', '2')],
});

const row = (name: string) => screen.getByText(name).closest('tr')!;

beforeEach(() => {
  signInAs(DISPATCHER);
});

describe('master panel (/master/planned-my, /master/planned-all)', () => {
  it('lists the outages with Warsaw times, voltage labels and status names, asking for mine=true and not deleted', async () => {
    const api = answerRequests(plannedListRoutes([MINE, OTHERS], 12));
    renderStaffAdmin('/master/planned-my');

    const mine = (await screen.findByText('Marszałkowska 1, Warszawa')).closest('tr')!;
    expect(within(mine).getByText('Puławska 10, Warszawa')).toBeInTheDocument();
    // Start and end, each as the date over the time.
    expect(within(mine).getAllByText('04.05.2026')).toHaveLength(2);
    expect(within(mine).getByText('08:00')).toBeInTheDocument();
    expect(within(mine).getByText('14:00')).toBeInTheDocument();
    expect(within(mine).getByText('nN')).toBeInTheDocument();
    expect(within(mine).getByText('SAP-100')).toBeInTheDocument();
    expect(within(mine).getByText('Do akceptacji')).toBeInTheDocument();
    expect(within(row('Wilcza 2, Warszawa')).getByText('WN')).toBeInTheDocument();
    expect(within(row('Wilcza 2, Warszawa')).getByText('Zaakceptowane')).toBeInTheDocument();
    expect(screen.getByText('1–10 z 12')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Planowane wyłączenia - panel mistrza' }).length).toBeGreaterThan(0);
    expect(api.callsTo('POST /api/planned-outage/dispatcher/search/report')[0].body).toEqual({
      mine: true,
      deleted: false,
      page: { limit: 10, offset: 0, sortField: 'id', sortOrder: 'DESC' },
    });
    expect(api.callsTo('POST /api/planned-outage/dispatcher/search/report/count')[0].body).toEqual({ mine: true, deleted: false });
  });

  it('asks without mine on the "all" list', async () => {
    const api = answerRequests(plannedListRoutes([]));
    renderStaffAdmin('/master/planned-all');

    expect(await screen.findByText('Brak wyników')).toBeInTheDocument();
    expect(api.callsTo('POST /api/planned-outage/dispatcher/search/report')[0].body).toEqual({
      deleted: false,
      page: { limit: 10, offset: 0, sortField: 'id', sortOrder: 'DESC' },
    });
  });

  it('rebuilds the search from the URL query (filters, paging, sort survive a reload)', async () => {
    const api = answerRequests(plannedListRoutes([]));
    const query = new URLSearchParams({
      filter: JSON.stringify({ address: 'Hoża', acceptStatus: 'REJECTED', deleted: 'true', outageStart: '2026-05-04T06:00:00.000Z' }),
      page: '2',
      perPage: '20',
      sort: 'outageStart',
      order: 'ASC',
    });
    renderStaffAdmin(`/master/planned-all?${query}`);

    await screen.findByText('Brak wyników');
    expect(api.callsTo('POST /api/planned-outage/dispatcher/search/report')[0].body).toEqual({
      address: 'Hoża',
      acceptStatus: 'REJECTED',
      deleted: true,
      outageStart: '2026-05-04T06:00:00.000Z',
      page: { limit: 20, offset: 20, sortField: 'outageStart', sortOrder: 'ASC' },
    });
    // The start filter shows the instant in Warsaw time.
    expect(screen.getByLabelText('Rozpoczęcie od')).toHaveValue('2026-05-04T08:00');
  });

  it('shows the row buttons, with edit only on outages the signed-in dispatcher created', async () => {
    answerRequests(plannedListRoutes([MINE, OTHERS]));
    renderStaffAdmin('/master/planned-my');

    const mine = (await screen.findByText('Marszałkowska 1, Warszawa')).closest('tr')!;
    const others = row('Wilcza 2, Warszawa');
    expect(within(mine).getByRole('link', { name: 'Podgląd wyłączenia nr 12' })).toHaveAttribute('href', '/master/planned/show/12');
    expect(within(mine).getByRole('link', { name: 'Edytuj wyłączenie nr 12' })).toHaveAttribute('href', '/master/planned/edit/12');
    expect(within(mine).getByRole('button', { name: 'Usuń wyłączenie nr 12' })).toBeEnabled();
    expect(within(mine).getByRole('button', { name: 'Drukuj ogłoszenie wyłączenia nr 12' })).toBeEnabled();
    expect(within(others).getByRole('link', { name: 'Podgląd wyłączenia nr 13' })).toBeInTheDocument();
    expect(within(others).queryByRole('link', { name: 'Edytuj wyłączenie nr 13' })).not.toBeInTheDocument();
  });

  it('offers no edit on a cancelled outage, even to its creator: the server refuses it', async () => {
    answerRequests(plannedListRoutes([outage({ id: 12, acceptStatus: 'ACCEPTED', cancelled: true, outcome: 'CANCELLED' })]));
    renderStaffAdmin('/master/planned-my');

    const cancelled = (await screen.findByText('Marszałkowska 1, Warszawa')).closest('tr')!;
    expect(within(cancelled).getByRole('link', { name: 'Podgląd wyłączenia nr 12' })).toBeInTheDocument();
    expect(within(cancelled).queryByRole('link', { name: 'Edytuj wyłączenie nr 12' })).not.toBeInTheDocument();
  });

  it('shows all addresses up to 10, then the first 10 and an ellipsis', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => address('Hoża', String(i + 1)));
    answerRequests(plannedListRoutes([outage({ addresses: eleven })]));
    renderStaffAdmin('/master/planned-my');

    const cell = (await screen.findByText('Hoża 1, Warszawa')).closest('td')!;
    expect(within(cell).getByText('Hoża 10, Warszawa')).toBeInTheDocument();
    expect(within(cell).queryByText('Hoża 11, Warszawa')).not.toBeInTheDocument();
    expect(within(cell).getByText('…')).toBeInTheDocument();
  });

  it("'Usuń zaznaczone' with nothing selected says 'Nie zaznaczono żadnych wyłączeń' and calls nothing", async () => {
    const api = answerRequests(plannedListRoutes([MINE]));
    renderStaffAdmin('/master/planned-my');
    const user = userEvent.setup();
    await screen.findByText('Marszałkowska 1, Warszawa');

    await user.click(screen.getByRole('button', { name: 'Usuń zaznaczone' }));

    expect(await screen.findByText('Nie zaznaczono żadnych wyłączeń')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/planned-outage/delete/many')).toHaveLength(0);
  });

  it("deletes the selected outages after 'Na pewno?', says so and reloads", async () => {
    const api = answerRequests({ ...plannedListRoutes([MINE, OTHERS]), 'POST /api/planned-outage/delete/many': { body: { deleted: 2 } } });
    renderStaffAdmin('/master/planned-all');
    const user = userEvent.setup();
    await screen.findByText('Marszałkowska 1, Warszawa');

    await user.click(within(row('Marszałkowska 1, Warszawa')).getByRole('checkbox'));
    await user.click(within(row('Wilcza 2, Warszawa')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Usuń zaznaczone' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Na pewno?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Tak' }));

    expect(await screen.findByText('Pomyślnie usunięto zaznaczone wyłączenia')).toBeInTheDocument();
    expect(api.callsTo('POST /api/planned-outage/delete/many').map((call) => call.body)).toEqual([[12, 13]]);
    // Spec §9: the list reloads 300 ms after a deletion.
    await waitFor(() => expect(api.callsTo('POST /api/planned-outage/dispatcher/search/report').length).toBeGreaterThan(1));
  });

  it("deletes one outage only after 'Tak'", async () => {
    const api = answerRequests({ ...plannedListRoutes([MINE]), 'DELETE /api/planned-outage/delete/12': { status: 204 } });
    renderStaffAdmin('/master/planned-my');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Usuń wyłączenie nr 12' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/planned-outage/delete/12')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Usuń wyłączenie nr 12' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Tak' }));

    await waitFor(() => expect(api.callsTo('DELETE /api/planned-outage/delete/12')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('POST /api/planned-outage/dispatcher/search/report').length).toBeGreaterThan(1));
  });

  it('a deleted outage has its delete button off and cannot be selected', async () => {
    answerRequests(plannedListRoutes([outage({ deleted: true })]));
    renderStaffAdmin('/master/planned-all');

    const deleted = (await screen.findByText('Marszałkowska 1, Warszawa')).closest('tr')!;
    expect(within(deleted).getByRole('button', { name: 'Usuń wyłączenie nr 12' })).toBeDisabled();
    expect(within(deleted).queryByRole('link', { name: 'Edytuj wyłączenie nr 12' })).not.toBeInTheDocument();
    expect(within(deleted).getByRole('checkbox')).toBeDisabled();
  });

  it('downloads the announcement of a row as the server names it', async () => {
    const api = answerRequests({
      ...plannedListRoutes([MINE]),
      'GET /api/planned-outage/announcement/12': { raw: 'docx', headers: { 'Content-Disposition': 'attachment; filename="ogloszenie-12.docx"' } },
    });
    renderStaffAdmin('/master/planned-my');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Drukuj ogłoszenie wyłączenia nr 12' }));

    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.objectContaining({ filename: 'ogloszenie-12.docx' })));
    expect(api.callsTo('GET /api/planned-outage/announcement/12')[0].authorization).toBe('Bearer dispatcher-token');
  });

  it("shows 'Zapisano dane planowanego wyłączenia' for showToast=show and drops the parameter", async () => {
    answerRequests(plannedListRoutes([MINE]));
    const { router } = renderStaffAdmin('/master/planned-my?showToast=show');

    expect(await screen.findByText('Zapisano dane planowanego wyłączenia')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).not.toContain('showToast'));
  });

  it('imports Excel files one after another and opens the add form, which looks the addresses up', async () => {
    const api = answerRequests({
      ...plannedListRoutes([]),
      'POST /api/planned-outage/address-list': (call) => ({
        body: ((call.body as FormData).get('file') as File).name === 'a.xlsx' ? ['Hoża 1', 'Wilcza 2'] : ['Nieznana 99'],
      }),
      'POST /api/planned-outage/resolve-addresses': (call) => ({
        body: (call.body as { addresses: string[] }).addresses.map((input) => ({
          input,
          address: input.startsWith('Nieznana') ? null : address(input.split(' ')[0], input.split(' ')[1]),
        })),
      }),
    });
    const { currentPath } = renderStaffAdmin('/master/planned-all');
    const user = userEvent.setup();
    await screen.findByText('Brak wyników');

    await user.upload(screen.getByTestId('excel-files'), [new File(['a'], 'a.xlsx'), new File(['b'], 'b.xls')]);

    await waitFor(() => expect(currentPath()).toBe('/master/planned/add'));
    const list = await screen.findByRole('list', { name: 'Adresy' });
    expect(within(list).getByText('Hoża 1, Warszawa')).toBeInTheDocument();
    expect(within(list).getByText('Wilcza 2, Warszawa')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Nieznana 99')).toBeInTheDocument();
    expect(api.callsTo('POST /api/planned-outage/address-list')).toHaveLength(2);
    expect(api.callsTo('POST /api/planned-outage/resolve-addresses').map((call) => call.body)).toEqual([{ addresses: ['Hoża 1', 'Wilcza 2', 'Nieznana 99'] }]);
  });

  it('shows the server’s message when it refuses an Excel file, and stays on the list', async () => {
    answerRequests({ ...plannedListRoutes([]), 'POST /api/planned-outage/address-list': apiError(400, 'Plik nie zawiera kolumny [PPE] Adres') });
    const { currentPath } = renderStaffAdmin('/master/planned-my');
    const user = userEvent.setup();
    await screen.findByText('Brak wyników');

    await user.upload(screen.getByTestId('excel-files'), [new File(['a'], 'zly.xlsx')]);

    expect(await screen.findByText('Nie udało się zaimportować pliku zly.xlsx: Plik nie zawiera kolumny [PPE] Adres')).toBeInTheDocument();
    expect(currentPath()).toBe('/master/planned-my');
  });
});
