import { CallNetOutageEntity } from '../src/outages/entities/call-net-outage.entity';
import { createUserReport } from './factories/user-report.factory';
import { createTestApp, TestApp } from './support/test-app';
import { eventually } from './support/eventually';
import { marszalkowskaFailure } from './factories/integration-failure';

const KEY = 'test-integration-key-0123456789abcdef';
const OTHER_KEY = 'second-integration-key-0123456789abcd';

const failure = marszalkowskaFailure();

describe('integration API (outage-management system)', () => {
  let t: TestApp;
  const api = () => ({
    put: (id: string, body: unknown, key = KEY) =>
      t
        .http()
        .put(`/api/integration/outages/${id}`)
        .set('X-Api-Key', key)
        .send(body as object),
    end: (id: string, body: unknown = {}, key = KEY) =>
      t
        .http()
        .post(`/api/integration/outages/${id}/end`)
        .set('X-Api-Key', key)
        .send(body as object),
    reports: (query: Record<string, string | number>, key = KEY) => t.http().get('/api/integration/user-reports').query(query).set('X-Api-Key', key),
  });
  const outageRows = () => t.db.getRepository(CallNetOutageEntity).count();

  beforeAll(async () => {
    t = await createTestApp({ INTEGRATION_API_KEYS: `${KEY}, ${OTHER_KEY}` });
  });
  afterAll(() => t.close());

  describe('authentication', () => {
    it('refuses a call without a key with 401', async () => {
      const res = await t.http().put('/api/integration/outages/A-1').send(failure).expect(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'Brak klucza API (nagłówek X-Api-Key)' });
      await t.http().get('/api/integration/user-reports').query({ since: '2026-11-21T00:00:00Z' }).expect(401);
    });

    it('refuses a wrong key with 401 and writes nothing', async () => {
      const res = await api().put('A-1', failure, 'wrong-integration-key-0123456789abcdef').expect(401);
      expect(res.body.message).toBe('Nieprawidłowy klucz API');
      await api().put('A-1', failure, `${KEY}x`).expect(401);
      expect(await outageRows()).toBe(0);
    });

    it('accepts each configured key (two during a rotation)', async () => {
      await api().reports({ since: '2026-11-21T00:00:00Z' }, OTHER_KEY).expect(200);
    });

    it('refuses every key when none is configured', async () => {
      const none = await createTestApp();
      try {
        await none.http().get('/api/integration/user-reports').query({ since: '2026-11-21T00:00:00Z' }).set('X-Api-Key', KEY).expect(401);
      } finally {
        await none.close();
      }
    });
  });

  describe('payload validation', () => {
    it.each<[string, Record<string, unknown>, Record<string, string>]>([
      ['a failure without a voltage class', { ...failure, voltageClass: null }, { voltageClass: 'Dla awarii (FAILURE) podaj klasę napięcia: HV lub LV' }],
      ['neither an area nor a point', { ...failure, position: null, outageCircle: null }, { area: expect.stringContaining('Podaj obszar') }],
      [
        'an area of two points',
        {
          ...failure,
          position: null,
          outageCircle: null,
          area: [
            { lng: 21, lat: 52.2 },
            { lng: 21.01, lat: 52.2 },
          ],
        },
        { area: 'Obszar musi mieć co najmniej 3 różne punkty' },
      ],
      [
        'swapped coordinates',
        { ...failure, position: { lng: 52.2297, lat: 21.0122 } },
        { position: 'Współrzędne poza obszarem Polski (sprawdź kolejność lng/lat)' },
      ],
      ['an unknown type', { ...failure, type: 'STORM' }, { type: 'Dozwolone wartości: FAILURE, EXTENSIVE' }],
      ['an unknown circle', { ...failure, outageCircle: 'HUGE' }, { outageCircle: 'Dozwolone wartości: SMALL, MEDIUM' }],
      ['a local time without a zone', { ...failure, start: '2026-11-21 18:40' }, { start: expect.stringContaining('ISO 8601') }],
      ['an end before the start', { ...failure, end: '2026-11-21T10:00:00Z' }, { end: 'Przewidywany koniec nie może być wcześniej niż początek' }],
      ['a too long description', { ...failure, description: 'x'.repeat(1001) }, { description: 'Maksymalna długość: 1000' }],
      ['an address without a number', { ...failure, addressList: [{ streetName: 'Hoża' }] }, { 'addressList.0.residenceNumber': 'Pole obowiązkowe' }],
      ['an unknown field', { ...failure, colour: 'red' }, { colour: 'Nieznane pole' }],
      ['a negative address count', { ...failure, addressesCount: -1 }, { addressesCount: 'Minimalna wartość: 0' }],
      // Issue 14: these were stored with 200 and published without street fields.
      ['lists nested in the address list', { ...failure, addressList: [[failure.addressList[0]], [[]], []] }, { addressList: 'Wartość musi być obiektem' }],
      [
        'lists nested in the area',
        { ...failure, position: null, outageCircle: null, area: [[{ lng: 21, lat: 52.2 }], [], [[]]] },
        { area: 'Wartość musi być obiektem' },
      ],
    ])('refuses %s with 400 and writes nothing', async (_name, body, errors) => {
      const res = await api().put('BAD-1', body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'Niepoprawne dane', errors });
      expect(await outageRows()).toBe(0);
    });

    it('refuses a malformed external id', async () => {
      const res = await api().put('zła id', failure).expect(400);
      expect(res.body.errors).toEqual({ externalId: expect.stringContaining('Identyfikator') });
      expect(await outageRows()).toBe(0);
    });
  });

  describe('create, update, end', () => {
    const lvIds = async () => (await t.http().get('/public/api/call-net/failures-lv').expect(200)).body.map((o: { id: number }) => o.id);

    it('creates a failure that the feed shows within the visibility time, updates it by its external id and ends it', async () => {
      const created = await api().put('AW-2026-1', failure).expect(200);
      expect(created.body).toMatchObject({
        externalId: 'AW-2026-1',
        type: 'FAILURE',
        voltageClass: 'LV',
        created: true,
        area: [],
        outageCircle: 'SMALL',
        position: failure.position,
        addressesCount: 1,
        start: '2026-11-21T18:40:00.000Z',
        end: '2026-11-21T23:00:00.000Z',
        endedAt: null,
      });
      await eventually(async () => expect(await lvIds()).toEqual([created.body.id]));

      const updated = await api()
        .put('AW-2026-1', { ...failure, addressesCount: 120, end: '2026-11-22T02:00:00Z' })
        .expect(200);
      expect(updated.body).toMatchObject({ id: created.body.id, created: false, addressesCount: 120, end: '2026-11-22T02:00:00.000Z' });
      await eventually(async () => {
        const [item] = (await t.http().get('/public/api/call-net/failures-lv').expect(200)).body;
        expect(item).toMatchObject({ id: created.body.id, addressesCount: 120, end: '2026-11-22T02:00:00.000Z' });
      });

      const ended = await api().end('AW-2026-1', { endedAt: '2026-11-22T01:30:00Z' }).expect(200);
      expect(ended.body.endedAt).toBe('2026-11-22T01:30:00.000Z');
      await eventually(async () => expect(await lvIds()).toEqual([]));
      // A retry changes nothing: the first end time stays.
      expect((await api().end('AW-2026-1').expect(200)).body.endedAt).toBe('2026-11-22T01:30:00.000Z');
      expect(await outageRows()).toBe(1);
    });

    it('answers a write with the row as stored, the same as reading it back (the writes answer from RETURNING)', async () => {
      const get = async (id: string) => (await t.http().get(`/api/integration/outages/${id}`).set('X-Api-Key', KEY).expect(200)).body;
      const area = [
        { lng: 21.0, lat: 52.2 },
        { lng: 21.03, lat: 52.2 },
        { lng: 21.03, lat: 52.22 },
      ];
      const created = (await api().put('SAME-1', { type: 'EXTENSIVE', area, start: '2026-11-21T18:00:00Z', description: 'Opis', cause: 'Wichura' }).expect(200))
        .body;
      expect(created).toEqual({ ...(await get('SAME-1')), created: true });
      const point = failure as unknown as Record<string, unknown>;
      const updated = (
        await api()
          .put('SAME-1', { ...point, end: null, addressesCount: 7 })
          .expect(200)
      ).body;
      expect(updated).toEqual({ ...(await get('SAME-1')), created: false });
      expect(updated).toMatchObject({ id: created.id, type: 'FAILURE', area: [], end: null, addressesCount: 7, addressList: failure.addressList });
      const ended = (await api().end('SAME-1', { endedAt: '2026-11-22T01:30:00Z' }).expect(200)).body;
      expect(ended).toEqual({ ...(await get('SAME-1')), created: false });
      // Opened again by a PUT: ended_at is cleared in the same statement that answers.
      expect((await api().put('SAME-1', failure).expect(200)).body).toMatchObject({ endedAt: null, created: false });
    });

    it('answers 404 for ending an unknown outage', async () => {
      const res = await api().end('NIE-MA').expect(404);
      expect(res.body.message).toBe('Nie znaleziono awarii o podanym identyfikatorze');
    });

    it('stores an extensive area with its polygon, a marker inside it and no voltage class', async () => {
      const area = [
        { lng: 21.0, lat: 52.2 },
        { lng: 21.03, lat: 52.2 },
        { lng: 21.03, lat: 52.22 },
        { lng: 21.0, lat: 52.22 },
      ];
      const res = await api().put('EXT-1', { type: 'EXTENSIVE', area, start: '2026-11-21T18:00:00Z', description: 'Rozległa awaria po burzy' }).expect(200);
      expect(res.body).toMatchObject({ type: 'EXTENSIVE', voltageClass: null, area, outageCircle: null, description: 'Rozległa awaria po burzy' });
      expect(res.body.position.lng).toBeGreaterThan(21.0);
      expect(res.body.position.lng).toBeLessThan(21.03);
      await eventually(async () => {
        const feed = (await t.http().get('/public/api/call-net/failures-extensive').expect(200)).body;
        expect(feed.map((o: { id: number }) => o.id)).toEqual([res.body.id]);
      });
    });
  });

  describe('user reports since a time', () => {
    it('pages reports in id order and gives personal data only while it is kept', async () => {
      const old = await createUserReport(t.db, { lng: 21.01, lat: 52.23 }, { reportedAt: new Date('2026-11-20T10:00:00Z') });
      const a = await createUserReport(t.db, { lng: 21.01, lat: 52.23 }, { reportedAt: new Date('2026-11-21T10:00:00Z') });
      const b = await createUserReport(
        t.db,
        { lng: 21.02, lat: 52.24 },
        {
          reportedAt: new Date('2026-11-21T11:00:00Z'),
          reporter: null,
          phoneNumber: null,
          email: null,
          personalDataRemovedAt: new Date(),
        },
      );
      const c = await createUserReport(t.db, { lng: 21.03, lat: 52.25 }, { reportedAt: new Date('2026-11-21T12:00:00Z'), source: 'CALL_CENTER' });

      const first = await api().reports({ since: '2026-11-21T00:00:00+01:00', limit: 2 }).expect(200);
      expect(first.body.items.map((r: { id: number }) => r.id)).toEqual([a.id, b.id]);
      expect(first.body.nextAfterId).toBe(b.id);
      expect(first.body.items[0]).toMatchObject({
        reporter: 'Jan Kowalski',
        phoneNumber: '+48600100200',
        email: 'jan.kowalski@example.pl',
        personalDataRemoved: false,
        streetType: 'ul.',
        streetName: 'Puławska',
        reportedAt: '2026-11-21T10:00:00.000Z',
        source: 'WEB',
        reportType: 'NO_VOLTAGE',
      });
      expect(first.body.items[1]).toMatchObject({ reporter: null, phoneNumber: null, email: null, personalDataRemoved: true });
      // Reporters' names, phones and e-mails: never kept by a cache on the way (docs/security.md).
      expect(first.headers['cache-control']).toBe('no-store');

      const second = await api().reports({ since: '2026-11-21T00:00:00+01:00', limit: 2, afterId: first.body.nextAfterId }).expect(200);
      expect(second.body).toEqual({ items: [expect.objectContaining({ id: c.id, source: 'CALL_CENTER' })], nextAfterId: null });
      expect(old.id).toBeLessThan(a.id);
    });

    it.each([
      [{}, 'since'],
      [{ since: 'wczoraj' }, 'since'],
      [{ since: '2026-11-21T00:00:00Z', limit: 1001 }, 'limit'],
      [{ since: '2026-11-21T00:00:00Z', afterId: 'x' }, 'afterId'],
    ])('refuses %p with 400 on %s', async (query, field) => {
      const res = await api().reports(query).expect(400);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    });
  });
});
