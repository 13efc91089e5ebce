import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveFile } from '../api/download';
import type { PlannedOutageResponse } from '../api/plannedOutageTypes';
import { apiError, answerRequests, type Answer } from '@portal/api-client/testing';
import { address, outage, plannedListRoutes } from '../../test/plannedOutages';
import { renderStaffAdmin, signInAs } from '../../test/renderStaffAdmin';

jest.mock('../map/OutageMap', () => require('../../test/mapStub'));
jest.mock('../api/download', () => ({ ...jest.requireActual('../api/download'), saveFile: jest.fn() }));

const WAITING = outage({ id: 1, acceptStatus: 'TO_ACCEPT', addresses: [address('Hoża', '1')] });
const ACCEPTED = outage({ id: 2, acceptStatus: 'ACCEPTED', addresses: [address('Wilcza', '2')], createdBy: { id: 5, fullName: 'Ewa Nowak' } });
const REJECTED = outage({ id: 3, acceptStatus: 'REJECTED', addresses: [address('Koszykowa', '3')] });

const row = (text: string) => screen.getByText(text).closest('tr')!;

/** A server answer the test releases when it wants (to look at the screen while the call runs). */
function deferred() {
  let release: (answer: Answer) => void = () => undefined;
  const answer = new Promise<Answer>((resolve) => {
    release = resolve;
  });
  return { route: () => answer, release };
}

beforeEach(() => {
  signInAs({ role: 'ACCEPTER', userId: 7, fullName: 'Katarzyna Zielińska', token: 'accepter-token' });
});

describe('accepter panel (/accepter/planned)', () => {
  it('lists outages with the author, from the general search, not deleted by default', async () => {
    const api = answerRequests(plannedListRoutes([WAITING, ACCEPTED, REJECTED]));
    renderStaffAdmin('/accepter/planned');

    await screen.findByText('Hoża 1, Warszawa');
    // The title in the app bar is the page's one h1.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Planowane wyłączenia - panel akceptującego');
    expect(screen.getByRole('columnheader', { name: /Utworzone przez/ })).toBeInTheDocument();
    expect(within(row('Wilcza 2, Warszawa')).getByText('Ewa Nowak')).toBeInTheDocument();
    expect(within(row('Hoża 1, Warszawa')).getByRole('link', { name: 'Podgląd wyłączenia nr 1' })).toHaveAttribute('href', '/accepter/planned/show/1');
    expect(api.callsTo('POST /api/planned-outage/search/report')[0].body).toEqual({
      deleted: false,
      page: { limit: 10, offset: 0, sortField: 'id', sortOrder: 'DESC' },
    });
  });

  it('disables accept on an accepted outage and reject on a rejected one', async () => {
    answerRequests(plannedListRoutes([WAITING, ACCEPTED, REJECTED]));
    renderStaffAdmin('/accepter/planned');
    await screen.findByText('Hoża 1, Warszawa');

    expect(screen.getByRole('button', { name: 'Akceptuj wyłączenie nr 1' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Odrzuć wyłączenie nr 1' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Akceptuj wyłączenie nr 2' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Odrzuć wyłączenie nr 2' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Akceptuj wyłączenie nr 3' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Odrzuć wyłączenie nr 3' })).toBeDisabled();
  });

  it('says why a decision button is disabled, and names each row checkbox on its input', async () => {
    const deleted = outage({ id: 4, acceptStatus: 'TO_ACCEPT', deleted: true, addresses: [address('Złota', '4')] });
    answerRequests(plannedListRoutes([WAITING, ACCEPTED, REJECTED, deleted]));
    renderStaffAdmin('/accepter/planned');
    await screen.findByText('Hoża 1, Warszawa');

    expect(screen.getByRole('button', { name: 'Akceptuj wyłączenie nr 2' })).toHaveAccessibleDescription('Wyłączenie nr 2 jest już zaakceptowane');
    expect(screen.getByRole('button', { name: 'Odrzuć wyłączenie nr 3' })).toHaveAccessibleDescription('Wyłączenie nr 3 jest już odrzucone');
    expect(screen.getByRole('button', { name: 'Akceptuj wyłączenie nr 4' })).toHaveAccessibleDescription('Wyłączenie nr 4 jest usunięte');
    expect(screen.getByRole('button', { name: 'Akceptuj wyłączenie nr 1' })).not.toHaveAccessibleDescription();

    // react-admin puts the row checkbox's label on its outer span; the theme moves it to the input (WCAG 4.1.2).
    const checkbox = within(row('Hoża 1, Warszawa')).getByRole('checkbox', { name: 'Zaznacz ten wiersz' });
    expect(checkbox.tagName).toBe('INPUT');
    expect(row('Hoża 1, Warszawa').querySelectorAll('span[aria-label]')).toHaveLength(0);
  });

  it('asks in a dialog before accepting, saying that accepting publishes; cancelling calls nothing', async () => {
    const api = answerRequests({ ...plannedListRoutes([WAITING]), 'POST /api/planned-outage/change-accept-status': { body: WAITING } });
    renderStaffAdmin('/accepter/planned');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Akceptuj wyłączenie nr 1' }));

    const dialog = await screen.findByRole('dialog', { name: 'Zaakceptować planowane wyłączenie?' });
    expect(within(dialog).getByText('Wyłączenie nr 1: Hoża 1, Warszawa; 04.05.2026, 08:00 – 04.05.2026, 14:00.')).toBeInTheDocument();
    expect(within(dialog).getByText('Zaakceptowane wyłączenie zostanie opublikowane na publicznym portalu wyłączeń.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/planned-outage/change-accept-status')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/planned-outage/change-accept-status')).toHaveLength(0);
  });

  it('shows the new status at once, then sends {id, acceptStatus}', async () => {
    const call = deferred();
    const api = answerRequests({ ...plannedListRoutes([WAITING]), 'POST /api/planned-outage/change-accept-status': call.route });
    renderStaffAdmin('/accepter/planned');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Akceptuj wyłączenie nr 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Akceptuj' }));

    // The server has not answered yet, and the row already says so.
    await waitFor(() => expect(within(row('Hoża 1, Warszawa')).getByText('Zaakceptowane')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Akceptuj wyłączenie nr 1' })).toBeDisabled();
    expect(api.callsTo('POST /api/planned-outage/change-accept-status').map((c) => c.body)).toEqual([{ id: 1, acceptStatus: 'ACCEPTED' }]);

    call.release({ body: { ...WAITING, acceptStatus: 'ACCEPTED' } });
    expect(await screen.findByText('Zaakceptowano planowane wyłączenie')).toBeInTheDocument();
    expect(within(row('Hoża 1, Warszawa')).getByText('Zaakceptowane')).toBeInTheDocument();
  });

  it('puts the previous status back when the server refuses the change', async () => {
    answerRequests({ ...plannedListRoutes([ACCEPTED]), 'POST /api/planned-outage/change-accept-status': apiError(403, 'Brak uprawnień') });
    renderStaffAdmin('/accepter/planned');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Odrzuć wyłączenie nr 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odrzucić planowane wyłączenie?' });
    await user.click(within(dialog).getByRole('button', { name: 'Odrzuć' }));

    expect(await screen.findByText('Nie masz wystarczających uprawnień')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(row('Wilcza 2, Warszawa')).getByText('Zaakceptowane')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Odrzuć wyłączenie nr 2' })).toBeEnabled();
  });

  it('accepts the selected rows with one confirmation and one call', async () => {
    const api = answerRequests({
      ...plannedListRoutes([WAITING, REJECTED, ACCEPTED]),
      'POST /api/planned-outage/change-accept-status/many': { body: { changed: 2 } },
    });
    renderStaffAdmin('/accepter/planned');
    const user = userEvent.setup();
    await screen.findByText('Hoża 1, Warszawa');

    await user.click(within(row('Hoża 1, Warszawa')).getByRole('checkbox'));
    await user.click(within(row('Koszykowa 3, Warszawa')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Akceptuj zaznaczone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zaakceptować 2 zaznaczone wyłączenia?' });
    expect(within(dialog).getByText('Zaakceptowane wyłączenie zostanie opublikowane na publicznym portalu wyłączeń.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Akceptuj' }));

    expect(await screen.findByText('Zaakceptowano wyłączenia: 2')).toBeInTheDocument();
    expect(api.callsTo('POST /api/planned-outage/change-accept-status/many').map((c) => c.body)).toEqual([{ ids: [1, 3], acceptStatus: 'ACCEPTED' }]);
    expect(api.callsTo('POST /api/planned-outage/change-accept-status')).toHaveLength(0);
    expect(within(row('Koszykowa 3, Warszawa')).getByText('Zaakceptowane')).toBeInTheDocument();
  });

  it("'Pobierz raport' downloads the .xlsx of the current filters", async () => {
    const api = answerRequests({
      ...plannedListRoutes([]),
      'GET /api/planned-outage/report': { raw: 'xlsx', headers: { 'Content-Disposition': 'attachment; filename="raport.xlsx"' } },
    });
    renderStaffAdmin(`/accepter/planned?filter=${encodeURIComponent(JSON.stringify({ acceptStatus: 'TO_ACCEPT', deleted: false }))}`);
    const user = userEvent.setup();
    await screen.findByText('Brak wyników');

    await user.click(screen.getByRole('button', { name: 'Pobierz raport' }));

    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.objectContaining({ filename: 'raport.xlsx' })));
    expect(api.callsTo('GET /api/planned-outage/report')[0].query).toBe('?acceptStatus=TO_ACCEPT&deleted=false');
  });
});

describe('call-centre list (/callcenter/planned)', () => {
  it('is read-only: address, start, end, author, voltage, status and a view link', async () => {
    const rows: PlannedOutageResponse[] = [WAITING, ACCEPTED];
    const api = answerRequests(plannedListRoutes(rows));
    signInAs({ role: 'CALLCENTER', userId: 9, token: 'cc-token' });
    renderStaffAdmin('/callcenter/planned');

    await screen.findByText('Hoża 1, Warszawa');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Adresy',
      'Rozpoczęcie',
      'Zakończenie',
      'Utworzone przez',
      'Napięcie',
      'Status akceptacji',
      'Podgląd',
    ]);
    expect(within(row('Hoża 1, Warszawa')).getByRole('link', { name: 'Podgląd wyłączenia nr 1' })).toHaveAttribute('href', '/callcenter/planned/show/1');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Akceptuj|Odrzuć|Usuń|Edytuj) \(nr/ })).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/planned-outage/search/report')).toHaveLength(1);
  });
});
