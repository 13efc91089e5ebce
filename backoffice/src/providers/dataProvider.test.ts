import { HttpError } from 'react-admin';
import { saveSession } from '../auth/storedSession';
import { apiError, answerRequests } from '@portal/api-client/testing';
import { ADMIN_LOGIN, ROLES_ANSWER } from '../../test/renderStaffAdmin';
import { dataProvider } from './dataProvider';

const USER = { id: 7, systemRole: 'DISPATCHER', area: null, fullName: 'Jan Nowak', email: 'jan@example.pl', phone: null, deleted: false };

beforeEach(() => saveSession(ADMIN_LOGIN));

describe('users resource → spec API calls', () => {
  it('getList posts the search and the count with criteria, paging and sort', async () => {
    const api = answerRequests({
      'POST /api/user/search': { body: [USER] },
      'POST /api/user/search/count': { body: { count: 11 } },
    });

    const result = await dataProvider.getList('users', {
      pagination: { page: 3, perPage: 5 },
      sort: { field: 'fullName', order: 'DESC' },
      filter: { id: 7, systemRole: 'DISPATCHER', deleted: false, fullName: '  Nowak ', q: 'ignored', unknown: 1 },
    });

    const criteria = { id: 7, systemRole: 'DISPATCHER', deleted: false, fullName: 'Nowak' };
    expect(api.callsTo('POST /api/user/search').map((call) => call.body)).toEqual([
      { ...criteria, page: { limit: 5, offset: 10, sortField: 'fullName', sortOrder: 'DESC' } },
    ]);
    expect(api.callsTo('POST /api/user/search/count').map((call) => call.body)).toEqual([criteria]);
    expect(result).toEqual({ data: [USER], total: 11 });
  });

  it('getList sorts by id when asked for a column the server cannot sort, and reads URL booleans', async () => {
    const api = answerRequests({
      'POST /api/user/search': { body: [] },
      'POST /api/user/search/count': { body: { count: 0 } },
    });

    await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'password', order: 'ASC' },
      filter: { deleted: 'true', systemRole: 'NOT_A_ROLE', id: '' },
    });

    expect(api.callsTo('POST /api/user/search')[0].body).toEqual({
      deleted: true,
      page: { limit: 10, offset: 0, sortField: 'id', sortOrder: 'ASC' },
    });
  });

  it('getOne gets /api/user/get/{id} with the bearer token', async () => {
    const api = answerRequests({ 'GET /api/user/get/7': { body: USER } });

    const result = await dataProvider.getOne('users', { id: 7 });

    expect(result.data).toEqual(USER);
    expect(api.calls).toEqual([{ method: 'GET', path: '/api/user/get/7', body: undefined, authorization: 'Bearer admin-token' }]);
  });

  it('create posts only the contract fields, dropping empty optional ones', async () => {
    const api = answerRequests({ 'POST /api/user/create': { status: 201, body: USER } });

    await dataProvider.create('users', {
      data: { id: 99, deleted: false, area: 3, systemRole: 'DISPATCHER', fullName: ' Jan Nowak ', email: 'jan@example.pl', phone: '', password: '' },
    });

    expect(api.calls.map((call) => call.body)).toEqual([{ systemRole: 'DISPATCHER', fullName: 'Jan Nowak', email: 'jan@example.pl' }]);
  });

  it('create sends the phone and the initial password when given', async () => {
    const api = answerRequests({ 'POST /api/user/create': { status: 201, body: USER } });

    await dataProvider.create('users', {
      data: { systemRole: 'ADMIN', fullName: 'A B', email: 'a@b.pl', phone: '+48 501 234 567', password: ' Tajne#Hasło1 ' },
    });

    expect(api.calls[0].body).toEqual({ systemRole: 'ADMIN', fullName: 'A B', email: 'a@b.pl', phone: '+48 501 234 567', password: ' Tajne#Hasło1 ' });
  });

  it('update puts /api/user/edit/{id} with the edit fields only; an emptied phone is cleared', async () => {
    const api = answerRequests({ 'PUT /api/user/edit/7': { body: USER } });

    await dataProvider.update('users', {
      id: 7,
      data: { ...USER, fullName: 'Jan Nowak', phone: '', systemRole: 'ACCEPTER' },
      previousData: USER,
    });

    expect(api.calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'PUT', path: '/api/user/edit/7', body: { fullName: 'Jan Nowak', email: 'jan@example.pl', phone: null, systemRole: 'ACCEPTER' } },
    ]);
  });

  it('update leaves the role out when the dropdown is empty', async () => {
    const api = answerRequests({ 'PUT /api/user/edit/7': { body: USER } });

    await dataProvider.update('users', { id: 7, data: { fullName: 'J', email: 'j@x.pl', phone: '600', systemRole: '' }, previousData: USER });

    expect(api.calls[0].body).toEqual({ fullName: 'J', email: 'j@x.pl', phone: '600' });
  });

  it('toggleUserDeleted posts /api/user/delete/{id} without a body', async () => {
    const api = answerRequests({ 'POST /api/user/delete/7': { body: { ...USER, deleted: true } } });

    const result = await dataProvider.toggleUserDeleted(7);

    expect(result.data.deleted).toBe(true);
    expect(api.calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([{ method: 'POST', path: '/api/user/delete/7', body: undefined }]);
  });

  it('refuses the plain delete instead of calling a wrong URL', async () => {
    const api = answerRequests({});

    await expect(dataProvider.delete('users', { id: 7, previousData: USER })).rejects.toThrow('dataProvider.delete is not available for "users"');
    expect(api.calls).toEqual([]);
  });

  it('rejects with the status and the server body, so react-admin can show field errors', async () => {
    answerRequests({
      'POST /api/user/create': apiError(400, 'Niepoprawne dane', { email: 'Użytkownik o podanym adresie email już istnieje' }),
    });

    const failure = dataProvider.create('users', { data: { systemRole: 'ADMIN', fullName: 'A', email: 'a@b.pl' } });

    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      body: { errors: { email: 'Użytkownik o podanym adresie email już istnieje' } },
    });
  });
});

describe('roles resource', () => {
  it('lists the roles from GET /api/user/roles', async () => {
    const api = answerRequests({ 'GET /api/user/roles': ROLES_ANSWER });

    const result = await dataProvider.getList('roles', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: {} });

    expect(result.total).toBe(5);
    expect(result.data[1]).toEqual({ id: 'DISPATCHER', name: 'Mistrz prac planowych' });
    expect(api.calls).toHaveLength(1);
  });
});

describe('bearer header', () => {
  it('is left out when no token is stored', async () => {
    window.localStorage.clear();
    const api = answerRequests({ 'GET /api/user/roles': ROLES_ANSWER });

    await dataProvider.getList('roles', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: {} });

    expect(api.calls[0].authorization).toBeNull();
  });
});

describe('list-only resources → their endpoints, with react-admin list params mapped to the endpoint query', () => {
  const sort = { field: 'id', order: 'ASC' } as const;

  it('notifications: known filters, the page as limit/offset; hand-edited URL values are left out', async () => {
    const api = answerRequests({ 'GET /api/notifications': { body: { items: [{ id: 4 }], total: 31 } } });

    const result = await dataProvider.getList('notifications', {
      pagination: { page: 2, perPage: 25 },
      sort,
      filter: { userId: ' 12 ', event: 'OUTAGE_ENDED', status: 'SENT', channel: 'SMS', q: 'ignored' },
    });
    await dataProvider.getList('notifications', {
      pagination: { page: 0, perPage: 25 },
      sort,
      filter: { userId: 'abc', event: 'NOT_AN_EVENT', status: '', channel: 'FAX' },
    });
    await dataProvider.getList('notifications', { pagination: { page: 1, perPage: 25 }, sort, filter: { userId: '0' } });

    expect(result).toEqual({ data: [{ id: 4 }], total: 31 });
    expect(api.callsTo('GET /api/notifications').map((call) => call.query)).toEqual([
      '?userId=12&event=OUTAGE_ENDED&status=SENT&channel=SMS&limit=25&offset=25',
      '?limit=25&offset=0',
      '?limit=25&offset=0',
    ]);
  });

  it('the outboxes: the newest messages up to the page size, counted from the answer', async () => {
    const api = answerRequests({
      'GET /api/mail/outbox': { body: [{ id: 1 }, { id: 2 }] },
      'GET /api/sms/outbox': { body: [{ id: 9 }] },
    });

    const mails = await dataProvider.getList('mailOutbox', { pagination: { page: 1, perPage: 50 }, sort, filter: {} });
    const sms = await dataProvider.getList('smsOutbox', { pagination: { page: 1, perPage: 50 }, sort, filter: {} });

    expect(mails).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 2 });
    expect(sms).toEqual({ data: [{ id: 9 }], total: 1 });
    expect(api.callsTo('GET /api/mail/outbox')[0].query).toBe('?limit=50');
    expect(api.callsTo('GET /api/sms/outbox')[0].query).toBe('?limit=50');
  });

  it('the priority access log: the page as limit/offset', async () => {
    const api = answerRequests({ 'GET /api/priority-customers/access-log': { body: { items: [], total: 60 } } });

    const result = await dataProvider.getList('priorityAccessLog', { pagination: { page: 3, perPage: 25 }, sort, filter: {} });

    expect(result).toEqual({ data: [], total: 60 });
    expect(api.callsTo('GET /api/priority-customers/access-log')[0]).toMatchObject({ query: '?limit=25&offset=50', authorization: 'Bearer admin-token' });
  });

  it('refuses the calls those lists do not have, without asking the server', async () => {
    const api = answerRequests({});

    await expect(dataProvider.getOne('notifications', { id: 1 })).rejects.toThrow('dataProvider.getOne is not available for "notifications"');
    await expect(dataProvider.delete('mailOutbox', { id: 1 })).rejects.toThrow('dataProvider.delete is not available for "mailOutbox"');
    expect(api.calls).toHaveLength(0);
  });
});
