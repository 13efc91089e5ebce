import { HttpError } from 'react-admin';
import { saveSession } from '../auth/storedSession';
import { apiError, answerRequests } from '@portal/api-client/testing';
import { address, outage } from '../../test/plannedOutages';
import { ADMIN_LOGIN } from '../../test/renderStaffAdmin';
import { dataProvider } from './dataProvider';
import { ImportFileError, RESOLVE_BATCH_SIZE, ResolveAddressesError } from './plannedOutagesDataProvider';

const OUTAGE = outage();
const PAGE = { limit: 10, offset: 0, sortField: 'id', sortOrder: 'DESC' };
const listParams = (filter: Record<string, unknown>, meta?: Record<string, unknown>) => ({
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'id', order: 'DESC' as const },
  filter,
  meta,
});
const strip = (calls: { method: string; path: string; body: unknown; query?: string }[]) =>
  calls.map(({ method, path, body, query }) => ({ method, path, body, ...(query ? { query } : {}) }));

beforeEach(() => saveSession({ ...ADMIN_LOGIN, role: 'DISPATCHER', token: 'dispatcher-token' }));

describe('planned outages resource → spec API calls', () => {
  it("getList of the dispatcher's list posts its search and count, with mine, criteria, paging and sort", async () => {
    const api = answerRequests({
      'POST /api/planned-outage/dispatcher/search/report': { body: [OUTAGE] },
      'POST /api/planned-outage/dispatcher/search/report/count': { body: { count: 21 } },
    });

    const result = await dataProvider.getList('plannedOutages', {
      pagination: { page: 3, perPage: 5 },
      sort: { field: 'outageStart', order: 'ASC' },
      filter: {
        mine: true,
        address: ' Marszałkowska ',
        comment: 'słup',
        outageStart: '2026-05-04T06:00:00.000Z',
        acceptStatus: 'TO_ACCEPT',
        deleted: 'false',
        unknown: 1,
      },
      meta: { search: 'dispatcher' },
    });

    const criteria = {
      mine: true,
      address: 'Marszałkowska',
      comment: 'słup',
      outageStart: '2026-05-04T06:00:00.000Z',
      acceptStatus: 'TO_ACCEPT',
      deleted: false,
    };
    expect(strip(api.calls)).toEqual([
      {
        method: 'POST',
        path: '/api/planned-outage/dispatcher/search/report',
        body: { ...criteria, page: { limit: 5, offset: 10, sortField: 'outageStart', sortOrder: 'ASC' } },
      },
      { method: 'POST', path: '/api/planned-outage/dispatcher/search/report/count', body: criteria },
    ]);
    expect(api.calls[0].authorization).toBe('Bearer dispatcher-token');
    expect(result).toEqual({ data: [OUTAGE], total: 21 });
  });

  it("getList of the accepter's and call centre's lists uses the other search, which has no mine", async () => {
    const api = answerRequests({
      'POST /api/planned-outage/search/report': { body: [] },
      'POST /api/planned-outage/search/report/count': { body: { count: 0 } },
    });

    await dataProvider.getList('plannedOutages', listParams({ mine: 'true', deleted: true, acceptStatus: 'NOPE' }, { search: 'review' }));

    expect(api.callsTo('POST /api/planned-outage/search/report')[0].body).toEqual({ deleted: true, page: PAGE });
    expect(api.callsTo('POST /api/planned-outage/search/report/count')[0].body).toEqual({ deleted: true });
  });

  it('getList sorts by id when asked for a column the server cannot sort, and reads URL text as booleans and dates', async () => {
    const api = answerRequests({
      'POST /api/planned-outage/dispatcher/search/report': { body: [] },
      'POST /api/planned-outage/dispatcher/search/report/count': { body: { count: 0 } },
    });

    await dataProvider.getList('plannedOutages', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'addresses', order: 'ASC' },
      filter: { mine: 'false', deleted: 'true', outageStart: '2026-07-01T08:00+02:00', address: '   ' },
      meta: { search: 'dispatcher' },
    });

    expect(api.calls[0].body).toEqual({
      mine: false,
      deleted: true,
      outageStart: '2026-07-01T06:00:00.000Z',
      page: { limit: 20, offset: 0, sortField: 'id', sortOrder: 'ASC' },
    });
  });

  it.each(['createdBy', 'voltageLevel', 'taskNumber', 'acceptStatus', 'comment', 'outageEnd'])('getList passes the sort field %s on', async (field) => {
    const api = answerRequests({
      'POST /api/planned-outage/search/report': { body: [] },
      'POST /api/planned-outage/search/report/count': { body: { count: 0 } },
    });

    await dataProvider.getList('plannedOutages', { ...listParams({}), sort: { field, order: 'DESC' } });

    expect((api.calls[0].body as { page: { sortField: string } }).page.sortField).toBe(field);
  });

  it('getOne gets /api/planned-outage/get/{id}', async () => {
    const api = answerRequests({ 'GET /api/planned-outage/get/12': { body: OUTAGE } });

    expect((await dataProvider.getOne('plannedOutages', { id: '12' })).data).toEqual(OUTAGE);
    expect(strip(api.calls)).toEqual([{ method: 'GET', path: '/api/planned-outage/get/12', body: undefined }]);
  });

  it('create posts /add with only the contract fields: addresses without extras, instants, optional fields left out when empty', async () => {
    const api = answerRequests({ 'POST /api/planned-outage/add': { status: 201, body: OUTAGE } });
    const withExtras = { ...address('Hoża', '1'), key: 'x', extra: true };

    await dataProvider.create('plannedOutages', {
      data: {
        addresses: [withExtras],
        unresolvedAddresses: ['Nieznana 1'],
        outageStart: '2026-05-04T06:00:00.000Z',
        outageEnd: new Date('2026-05-04T12:00:00.000Z'),
        outageAnnouncement: '2026-05-01',
        voltageLevel: 'MV',
        taskNumber: '  ',
        recipient: '',
        comment: ' Wymiana ',
        acceptStatus: 'ACCEPTED',
        createdBy: { id: 9, fullName: 'X' },
      },
    });

    expect(strip(api.calls)).toEqual([
      {
        method: 'POST',
        path: '/api/planned-outage/add',
        body: {
          addresses: [address('Hoża', '1')],
          outageStart: '2026-05-04T06:00:00.000Z',
          outageEnd: '2026-05-04T12:00:00.000Z',
          outageAnnouncement: '2026-05-01',
          voltageLevel: 'MV',
          comment: 'Wymiana',
        },
      },
    ]);
  });

  it('update posts the same /add with the id, so the server updates in place', async () => {
    const api = answerRequests({ 'POST /api/planned-outage/add': { status: 201, body: OUTAGE } });

    await dataProvider.update('plannedOutages', { id: '12', data: { ...OUTAGE, taskNumber: 'CN-7', recipient: 'CallNet' }, previousData: OUTAGE });

    expect(api.calls[0].body).toEqual({
      id: 12,
      addresses: OUTAGE.addresses,
      outageStart: OUTAGE.outageStart,
      outageEnd: OUTAGE.outageEnd,
      outageAnnouncement: '2026-05-01',
      voltageLevel: 'LV',
      taskNumber: 'CN-7',
      recipient: 'CallNet',
      comment: 'Wymiana słupa',
    });
  });

  it('delete sends DELETE /api/planned-outage/delete/{id} and takes the 204', async () => {
    const api = answerRequests({ 'DELETE /api/planned-outage/delete/12': { status: 204 } });

    const result = await dataProvider.delete('plannedOutages', { id: 12, previousData: OUTAGE });

    expect(result.data).toEqual(OUTAGE);
    expect(strip(api.calls)).toEqual([{ method: 'DELETE', path: '/api/planned-outage/delete/12', body: undefined }]);
  });

  it('deleteMany posts the ids as a bare JSON array to /delete/many', async () => {
    const api = answerRequests({ 'POST /api/planned-outage/delete/many': { body: { deleted: 2 } } });

    const result = await dataProvider.deleteMany('plannedOutages', { ids: ['3', 4] });

    expect(result.data).toEqual(['3', 4]);
    expect(api.calls[0].body).toEqual([3, 4]);
  });

  it('changeAcceptStatus posts {id, acceptStatus}; changeAcceptStatusMany posts {ids, acceptStatus} once', async () => {
    const api = answerRequests({
      'POST /api/planned-outage/change-accept-status': { body: { ...OUTAGE, acceptStatus: 'ACCEPTED' } },
      'POST /api/planned-outage/change-accept-status/many': { body: { changed: 3 } },
    });

    const one = await dataProvider.changeAcceptStatus('12', 'ACCEPTED');
    const many = await dataProvider.changeAcceptStatusMany([1, '2', 3], 'REJECTED');

    expect(one.data.acceptStatus).toBe('ACCEPTED');
    expect(many).toEqual({ changed: 3 });
    expect(strip(api.calls)).toEqual([
      { method: 'POST', path: '/api/planned-outage/change-accept-status', body: { id: 12, acceptStatus: 'ACCEPTED' } },
      { method: 'POST', path: '/api/planned-outage/change-accept-status/many', body: { ids: [1, 2, 3], acceptStatus: 'REJECTED' } },
    ]);
  });

  it('importAddressList sends each file as multipart field "file", one after another, and joins the lines', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const api = answerRequests({
      'POST /api/planned-outage/address-list': async (call) => {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight--;
        const file = (call.body as FormData).get('file') as File;
        return { body: file.name === 'a.xlsx' ? ['Hoża 1', 'Wilcza 2'] : ['Koszykowa 3'] };
      },
    });
    const files = [new File(['x'], 'a.xlsx'), new File(['y'], 'b.xls')];

    const lines = await dataProvider.importAddressList(files);

    expect(lines).toEqual(['Hoża 1', 'Wilcza 2', 'Koszykowa 3']);
    expect(maxInFlight).toBe(1);
    expect(api.calls.map((call) => ((call.body as FormData).get('file') as File).name)).toEqual(['a.xlsx', 'b.xls']);
    expect(api.calls[0].authorization).toBe('Bearer dispatcher-token');
  });

  it("importAddressList names the refused file and keeps the server's Polish message", async () => {
    answerRequests({
      'POST /api/planned-outage/address-list': apiError(400, 'Brak kolumny [PPE] Adres w pliku'),
    });

    const failure = dataProvider.importAddressList([new File(['x'], 'zly.xlsx')]);

    await expect(failure).rejects.toBeInstanceOf(ImportFileError);
    await expect(failure).rejects.toMatchObject({ fileName: 'zly.xlsx', error: { status: 400, body: { message: 'Brak kolumny [PPE] Adres w pliku' } } });
  });

  it('resolveAddresses sends batches of 50, one after another, reporting progress after each', async () => {
    const api = answerRequests({
      'POST /api/planned-outage/resolve-addresses': (call) => ({
        body: (call.body as { addresses: string[] }).addresses.map((input) => ({
          input,
          address: input.endsWith('7') ? null : address(input, '1'),
        })),
      }),
    });
    const lines = Array.from({ length: 120 }, (_, i) => `Ulica ${i}`);
    const progress: string[] = [];

    const results = await dataProvider.resolveAddresses(lines, ({ done, total }) => progress.push(`${done}/${total}`));

    expect(RESOLVE_BATCH_SIZE).toBe(50);
    expect(api.calls.map((call) => (call.body as { addresses: string[] }).addresses.length)).toEqual([50, 50, 20]);
    expect((api.calls[1].body as { addresses: string[] }).addresses[0]).toBe('Ulica 50');
    expect(progress).toEqual(['0/120', '50/120', '100/120', '120/120']);
    expect(results.map((result) => result.input)).toEqual(lines);
    expect(results.filter((result) => result.address === null).map((result) => result.input)).toEqual([
      'Ulica 7',
      'Ulica 17',
      'Ulica 27',
      'Ulica 37',
      'Ulica 47',
      'Ulica 57',
      'Ulica 67',
      'Ulica 77',
      'Ulica 87',
      'Ulica 97',
      'Ulica 107',
      'Ulica 117',
    ]);
  });

  it('resolveAddresses makes no call for an empty list, and on a failed batch says what was done and what was not', async () => {
    let call = 0;
    answerRequests({
      'POST /api/planned-outage/resolve-addresses': (request) =>
        ++call === 2
          ? apiError(500, 'Błąd')
          : { body: (request.body as { addresses: string[] }).addresses.map((input) => ({ input, address: address(input, '1') })) },
    });
    expect(await dataProvider.resolveAddresses([])).toEqual([]);
    const lines = Array.from({ length: 110 }, (_, i) => `Ulica ${i}`);

    const failure = dataProvider.resolveAddresses(lines);

    await expect(failure).rejects.toBeInstanceOf(ResolveAddressesError);
    const error = (await failure.catch((e: unknown) => e)) as ResolveAddressesError;
    expect(error.resolved).toHaveLength(50);
    expect(error.pending).toEqual(lines.slice(50));
  });

  it('geocodeAutocomplete asks the public geocoder with q and limit 10', async () => {
    const api = answerRequests({ 'GET /public/api/geocode/autocomplete': { body: [] } });

    await dataProvider.geocodeAutocomplete('Marsz 1', 10);

    expect(api.calls[0].query).toBe('?q=Marsz+1&limit=10');
  });

  it('downloadPlannedOutageReport gets the .xlsx for the filters, with the bearer header, named by Content-Disposition', async () => {
    const api = answerRequests({
      'GET /api/planned-outage/report': {
        raw: 'xlsx-bytes',
        headers: { 'Content-Disposition': 'attachment; filename="raport.xlsx"; filename*=UTF-8\'\'raport-wy%C5%82%C4%85cze%C5%84.xlsx' },
      },
    });

    const file = await dataProvider.downloadPlannedOutageReport({
      address: 'Hoża',
      deleted: false,
      acceptStatus: 'ACCEPTED',
      outageStart: '2026-05-04T06:00:00.000Z',
    });

    expect(file.filename).toBe('raport-wyłączeń.xlsx');
    expect(await file.blob.text()).toBe('xlsx-bytes');
    expect(api.calls[0]).toMatchObject({
      method: 'GET',
      path: '/api/planned-outage/report',
      query: '?address=Ho%C5%BCa&outageStart=2026-05-04T06%3A00%3A00.000Z&acceptStatus=ACCEPTED&deleted=false',
      authorization: 'Bearer dispatcher-token',
    });
  });

  it('downloadAnnouncement gets /announcement/{id}; a plain filename or none also works; a failure is an HttpError', async () => {
    answerRequests({
      'GET /api/planned-outage/announcement/12': { raw: 'docx', headers: { 'Content-Disposition': 'attachment; filename="ogloszenie 12.docx"' } },
      'GET /api/planned-outage/announcement/13': { raw: 'docx' },
      'GET /api/planned-outage/announcement/14': apiError(404, 'Nie znaleziono'),
    });

    expect((await dataProvider.downloadAnnouncement(12)).filename).toBe('ogloszenie 12.docx');
    expect((await dataProvider.downloadAnnouncement(13)).filename).toBe('ogloszenie-13.docx');
    const failure = dataProvider.downloadAnnouncement(14);
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ status: 404 });
  });

  it('lists the acceptance statuses from GET /api/planned-outage/accept-statuses', async () => {
    answerRequests({ 'GET /api/planned-outage/accept-statuses': { body: [{ id: 'TO_ACCEPT', name: 'Do akceptacji' }] } });

    const result = await dataProvider.getList('acceptStatuses', listParams({}));

    expect(result).toEqual({ data: [{ id: 'TO_ACCEPT', name: 'Do akceptacji' }], total: 1 });
  });

  it('rejects with the status and the field errors of a refused save', async () => {
    answerRequests({
      'POST /api/planned-outage/add': apiError(400, 'Niepoprawne dane', { outageEnd: 'Czas zakończenia nie może być wcześniej od czasu rozpoczęcia' }),
    });

    await expect(dataProvider.create('plannedOutages', { data: { addresses: [] } })).rejects.toMatchObject({
      status: 400,
      body: { errors: { outageEnd: 'Czas zakończenia nie może być wcześniej od czasu rozpoczęcia' } },
    });
  });
});
