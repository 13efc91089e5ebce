import { createUser, tokenFor } from './factories/user.factory';
import { createTestApp, TestApp } from './support/test-app';

const address = (street: string, streetNumber: string, district = 'Śródmieście') => ({
  nonFormattedAddress: `${street} ${streetNumber}, Warszawa`,
  street,
  streetNumber,
  postcode: '00-001',
  city: 'Warszawa',
  district,
  wesolaDistrict: false,
  coordinates: { lng: 21.01, lat: 52.23 },
});

const inDays = (days: number, hour: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

describe('public planned-outages list (compressed report)', () => {
  let t: TestApp;
  let dispatcher: { Authorization: string };
  let accepter: { Authorization: string };
  const ids: Record<string, number> = {};

  async function outage(key: string, body: Record<string, unknown>, status: 'ACCEPTED' | 'REJECTED' | 'TO_ACCEPT' = 'ACCEPTED') {
    const res = await t
      .http()
      .post('/api/planned-outage/add')
      .set(dispatcher)
      .send({ outageAnnouncement: '2026-01-01', voltageLevel: 'LV', ...body })
      .expect(201);
    ids[key] = res.body.id;
    if (status !== 'TO_ACCEPT')
      await t.http().post('/api/planned-outage/change-accept-status').set(accepter).send({ id: res.body.id, acceptStatus: status }).expect(200);
  }

  beforeAll(async () => {
    t = await createTestApp();
    dispatcher = { Authorization: `Bearer ${await tokenFor(t.http, (await createUser(t.db, { systemRole: 'DISPATCHER' })).email)}` };
    accepter = { Authorization: `Bearer ${await tokenFor(t.http, (await createUser(t.db, { systemRole: 'ACCEPTER' })).email)}` };
    await outage('soon', {
      addresses: [address('ul. Puławska', '10A'), address('ul. Marszałkowska', '10'), address('ul. Puławska', '2'), address('ul. Puławska', '10')],
      outageStart: inDays(2, 7),
      outageEnd: inDays(2, 13),
      comment: 'Wymiana słupa',
    });
    await outage('later', { addresses: [address('ul. Grochowska', '5', 'Praga-Południe')], outageStart: inDays(9, 6), outageEnd: inDays(9, 8), comment: null });
    await outage('ongoing', { addresses: [address('ul. Wolska', '1', 'Wola')], outageStart: inDays(-1, 6), outageEnd: inDays(3, 8) });
    await outage('ended', { addresses: [address('ul. Wolska', '3', 'Wola')], outageStart: inDays(-3, 6), outageEnd: inDays(-2, 8) });
    await outage('waiting', { addresses: [address('ul. Wolska', '5', 'Wola')], outageStart: inDays(4, 6), outageEnd: inDays(4, 8) }, 'TO_ACCEPT');
    await outage('rejected', { addresses: [address('ul. Wolska', '7', 'Wola')], outageStart: inDays(4, 6), outageEnd: inDays(4, 8) }, 'REJECTED');
    await outage('deleted', { addresses: [address('ul. Wolska', '9', 'Wola')], outageStart: inDays(5, 6), outageEnd: inDays(5, 8) });
    await t.http().delete(`/api/planned-outage/delete/${ids.deleted}`).set(dispatcher).expect(204);
  });
  afterAll(() => t.close());

  const search = (body: Record<string, unknown>) => t.http().post('/public/api/planned-outage/search/compressed-report').send(body);

  it('lists only accepted, not deleted, not ended outages, without signing in, grouped by street', async () => {
    const res = await search({}).expect(200);
    expect(res.body.map((o: { id: number }) => o.id)).toEqual([ids.ongoing, ids.soon, ids.later]);
    expect(res.body[1]).toEqual({
      id: ids.soon,
      addresses: [
        { streetName: 'ul. Puławska', houseNumbers: ['2', '10', '10A'] },
        { streetName: 'ul. Marszałkowska', houseNumbers: ['10'] },
      ],
      start: inDays(2, 7),
      end: inDays(2, 13),
      comment: 'Wymiana słupa',
      actualStart: null,
      actualEnd: null,
      outcome: null,
    });
    await t.http().post('/public/api/planned-outage/search/compressed-report/count').send({}).expect(200, { count: 3 });
  });

  it('filters by address text ignoring case and Polish letters, and by planned start', async () => {
    const byStreet = await search({ address: 'PULAWSKA' }).expect(200);
    expect(byStreet.body.map((o: { id: number }) => o.id)).toEqual([ids.soon]);
    const fromDate = await search({ outageStart: inDays(5, 0) }).expect(200);
    expect(fromDate.body.map((o: { id: number }) => o.id)).toEqual([ids.later]);
    await t.http().post('/public/api/planned-outage/search/compressed-report/count').send({ address: 'wolska' }).expect(200, { count: 1 });
  });

  it('sorts by planned end descending and pages on the server', async () => {
    const first = await search({ page: { limit: 2, offset: 0, sortField: 'outageEnd', sortOrder: 'DESC' } }).expect(200);
    expect(first.body.map((o: { id: number }) => o.id)).toEqual([ids.later, ids.ongoing]);
    const second = await search({ page: { limit: 2, offset: 2, sortField: 'outageEnd', sortOrder: 'DESC' } }).expect(200);
    expect(second.body.map((o: { id: number }) => o.id)).toEqual([ids.soon]);
  });

  it('refuses staff-only criteria, other sort fields and bad dates with 400', async () => {
    const res = await search({ acceptStatus: 'TO_ACCEPT', outageStart: 'jutro', start: '15.03.2026', page: { sortField: 'comment' } }).expect(400);
    expect(res.body.errors).toEqual({
      acceptStatus: 'Nieznane pole',
      outageStart: expect.any(String),
      start: 'Podaj datę w formacie RRRR-MM-DD',
      'page.sortField': 'Dozwolone wartości: outageStart, outageEnd, start, end',
    });
  });
});
