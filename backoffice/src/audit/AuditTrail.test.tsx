import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveFile } from '../api/download';
import { apiError, answerRequests, type Route } from '@portal/api-client/testing';
import { renderStaffAdmin, signInAs } from '../../test/renderStaffAdmin';
import { toAuditQuery } from '../providers/auditDataProvider';
import { plAppMessages } from '../i18n/pl';
import { AUDIT_ACTIONS, changeRows, labelKey, readableValue } from './auditLabels';

jest.mock('../api/download', () => ({ ...jest.requireActual('../api/download'), saveFile: jest.fn() }));

const RECORD = {
  id: '42',
  at: '2026-11-20T09:15:00.000Z',
  actorId: 1,
  actorMethod: 'password',
  address: '10.0.0.7',
  action: 'user.edit',
  entity: 'user',
  entityId: '7',
  before: { fullName: 'Daria Dyspozytor', email: 'd***@example.pl', deleted: false },
  after: { fullName: 'Daria Nowak', email: 'd***@example.pl', deleted: false },
  prevHash: '0'.repeat(64),
  hash: 'ab'.repeat(32),
};
const SIGN_IN = {
  ...RECORD,
  id: '41',
  action: 'auth.sign-in.failure',
  entity: 'session',
  actorId: null,
  entityId: null,
  before: null,
  after: { login: 'x***@example.pl' },
};
const ANNA = { id: 1, systemRole: 'ADMIN', area: null, fullName: 'Anna Kowalczyk', email: 'admin@demo.local', phone: null, deleted: false };

function auditApi(extra: Record<string, Route> = {}) {
  return answerRequests({
    'POST /api/is-token-valid': { body: { valid: true } },
    'GET /api/audit': { body: [RECORD, SIGN_IN], headers: { 'X-Total-Count': '2' } },
    'GET /api/user/get/1': { body: ANNA },
    // The person filter's choices.
    'POST /api/user/search': { body: [ANNA] },
    'POST /api/user/search/count': { body: { count: 1 } },
    ...extra,
  });
}

// The first render of the whole back office takes seconds on a busy machine.
const find = (text: string) => screen.findByText(text, undefined, { timeout: 8000 });

beforeEach(() => {
  signInAs();
  jest.mocked(saveFile).mockClear();
});

describe('audit trail (/admin/audit)', () => {
  it('lists records newest first with Polish action names, the person and the address; the menu names it', async () => {
    const api = auditApi();
    renderStaffAdmin('/admin/audit');

    const row = (await find('Edycja użytkownika')).closest('tr')!;
    expect(within(row).getByText('Użytkownik')).toBeInTheDocument();
    expect(within(row).getByText('10.0.0.7')).toBeInTheDocument();
    expect(await within(row).findByText('Anna Kowalczyk')).toBeInTheDocument();
    const failed = screen.getByText('Nieudane logowanie').closest('tr')!;
    expect(within(failed).getByText('system')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Dziennik zdarzeń' })).toHaveAttribute('href', '/admin/audit');
    expect(api.callsTo('GET /api/audit')[0].query).toBe('?limit=25&offset=0');
  });

  it('sends the filters from the URL: action, object, person and whole Warsaw days', async () => {
    const api = auditApi();
    const filter = encodeURIComponent(JSON.stringify({ action: 'user.edit', entity: 'user', actorId: 1, from: '2026-11-01', to: '2026-11-20' }));
    renderStaffAdmin(`/admin/audit?filter=${filter}`);
    await find('Edycja użytkownika');

    const query = new URLSearchParams(api.callsTo('GET /api/audit')[0].query);
    expect(Object.fromEntries(query)).toEqual({
      actorId: '1',
      action: 'user.edit',
      entity: 'user',
      from: '2026-10-31T23:00:00.000Z',
      to: '2026-11-20T23:00:00.000Z',
      limit: '25',
      offset: '0',
    });
  });

  it("'Eksportuj CSV' asks the server for the filtered list's CSV and saves its file", async () => {
    const api = auditApi({
      'GET /api/audit/export': {
        raw: new Blob(['Id;Kiedy']),
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="dziennik-zdarzen-2026-11-20.csv"' },
      },
    });
    const filter = encodeURIComponent(JSON.stringify({ action: 'user.edit' }));
    renderStaffAdmin(`/admin/audit?filter=${filter}`);
    await find('Edycja użytkownika');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Eksportuj CSV' }));

    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.objectContaining({ filename: 'dziennik-zdarzen-2026-11-20.csv' })));
    expect(api.callsTo('GET /api/audit/export')).toEqual([expect.objectContaining({ query: '?action=user.edit', authorization: 'Bearer admin-token' })]);
  });

  it("tells why an export was refused (the server's message)", async () => {
    auditApi({ 'GET /api/audit/export': apiError(400, 'Eksport może zawierać najwyżej 20 000 wpisów: zawęź filtry') });
    renderStaffAdmin('/admin/audit');
    await find('Edycja użytkownika');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Eksportuj CSV' }));

    expect(await find('Eksport może zawierać najwyżej 20 000 wpisów: zawęź filtry')).toBeInTheDocument();
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('opens a record: who, from where, and before/after field by field with the changed field marked', async () => {
    auditApi({ 'GET /api/audit/42': { body: RECORD } });
    renderStaffAdmin('/admin/audit/42');

    const table = await screen.findByRole('table', { name: 'Zmiana' }, { timeout: 8000 });
    const name = within(table)
      .getByRole('rowheader', { name: /Imię i nazwisko/ })
      .closest('tr')!;
    expect(within(name).getByText('Daria Dyspozytor')).toBeInTheDocument();
    expect(within(name).getByText('Daria Nowak')).toBeInTheDocument();
    expect(within(name).getByText('(zmienione)')).toBeInTheDocument();
    const deleted = within(table).getByRole('rowheader', { name: 'Usunięty' }).closest('tr')!;
    expect(within(deleted).getAllByText('nie')).toHaveLength(2);
    expect(within(table).getAllByText('d***@example.pl')).toHaveLength(2);
    expect(screen.getByText('10.0.0.7')).toBeInTheDocument();
    expect(screen.getByText('Edycja użytkownika')).toBeInTheDocument();
    expect(await find('Anna Kowalczyk')).toBeInTheDocument();
  });

  it('is not in the menu of other staff', async () => {
    signInAs({ role: 'DISPATCHER', fullName: 'Piotr Wiśniewski' });
    answerRequests({
      'POST /api/is-token-valid': { body: { valid: true } },
      'POST /api/planned-outage/dispatcher/search/report': { body: [] },
      'POST /api/planned-outage/dispatcher/search/report/count': { body: { count: 0 } },
      'GET /api/planned-outage/accept-statuses': { body: [] },
    });
    renderStaffAdmin('/master/planned-my');

    expect(await screen.findByRole('menuitem', { name: 'Moje planowane wyłączenia' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Dziennik zdarzeń' })).toBeNull();
  });
});

describe('audit helpers', () => {
  it('offers every listed action, a person’s own second-factor changes among them, under a Polish label', () => {
    const labels: Record<string, string> = plAppMessages.resources.audit.action_labels;
    expect(AUDIT_ACTIONS.filter((action) => !labels[labelKey(action)])).toEqual([]);
    expect(['totp-enrol', 'passkey-add', 'passkey-remove'].map((change) => labels[labelKey(`auth.second-factor.${change}`)])).toEqual([
      'Włączenie aplikacji uwierzytelniającej',
      'Dodanie klucza dostępu',
      'Usunięcie klucza dostępu',
    ]);
  });

  it('drops filters that are not what they claim (a hand-edited URL)', () => {
    expect(String(toAuditQuery({ actorId: 'abc', action: '  ', from: '2026-02-30', to: 'wczoraj', entity: 'user' }))).toBe('entity=user');
  });

  it('shows instants in Warsaw time, booleans as tak/nie, nothing as a dash', () => {
    const words = { yes: 'tak', no: 'nie', none: '—' };
    expect(readableValue('2026-07-01T22:30:00.000Z', words)).toBe('02.07.2026, 00:30');
    expect(readableValue(true, words)).toBe('tak');
    expect(readableValue(null, words)).toBe('—');
    expect(readableValue({ systemRole: 'PUBLIC' }, words)).toBe('{"systemRole":"PUBLIC"}');
  });

  it('marks a field changed only when there is a before and an after that differ', () => {
    expect(changeRows({ a: 1, b: 2 }, { a: 1, b: 3, c: 4 })).toEqual([
      { field: 'a', before: 1, after: 1, changed: false },
      { field: 'b', before: 2, after: 3, changed: true },
      { field: 'c', before: undefined, after: 4, changed: true },
    ]);
    expect(changeRows(null, { a: 1 })).toEqual([{ field: 'a', before: undefined, after: 1, changed: false }]);
  });
});
