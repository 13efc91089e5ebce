import { MapFeedSnapshot } from '../src/map-feed/map-feed.snapshot';
import { createUser, tokenFor } from './factories/user.factory';
import { createUserReport } from './factories/user-report.factory';
import { createTestApp, TestApp } from './support/test-app';

const KEY = 'test-integration-key-0123456789abcdef';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();
/** Degrees of latitude per metre on the haversine sphere the server measures with (R = 6,371,008.8 m). */
const M = 1 / 111_195;
const r5 = (v: number) => Math.round(v * 1e5) / 1e5;

/**
 * An extensive area with a hole, as one ring can hold it (an outage's area is one ring, public spec §3): the outer
 * square 21.00–21.04 × 52.30–52.32, a slit of 0.0002° in from the bottom edge, and the hole 21.015–21.025 × 52.305–52.315
 * walked the other way round.
 */
const HOLED = [
  { lng: 21.0, lat: 52.3 },
  { lng: 21.0199, lat: 52.3 },
  { lng: 21.0199, lat: 52.305 },
  { lng: 21.015, lat: 52.305 },
  { lng: 21.015, lat: 52.315 },
  { lng: 21.025, lat: 52.315 },
  { lng: 21.025, lat: 52.305 },
  { lng: 21.0201, lat: 52.305 },
  { lng: 21.0201, lat: 52.3 },
  { lng: 21.04, lat: 52.3 },
  { lng: 21.04, lat: 52.32 },
  { lng: 21.0, lat: 52.32 },
];
const CIRCLE_CENTRE = { lng: 20.99, lat: 52.17 };
const HV_AREA = [
  { lng: 20.95, lat: 52.28 },
  { lng: 20.96, lat: 52.28 },
  { lng: 20.955, lat: 52.29 },
];
const GROCHOWSKA = [
  { lng: 21.1, lat: 52.25 },
  { lng: 21.11, lat: 52.25 },
  { lng: 21.105, lat: 52.26 },
];
const QUIET = { lng: 21.2, lat: 52.12 };
const REPORTS_SPOT = { lng: 20.9, lat: 52.23 };

/** An entry of an outage whose restoration progress the outage-management system has not given, or of reports. */
const NO_PROGRESS = { crewStatus: null, endConfidence: null, customersAffected: null, customersRestored: null, outcome: null, endChanges: [] };

const ENTRY_KEYS = [
  'crewStatus',
  'customersAffected',
  'customersRestored',
  'description',
  'end',
  'endChanges',
  'endConfidence',
  'id',
  'kind',
  'matchedBy',
  'outcome',
  'reportsCount',
  'start',
  'updatedAt',
];

describe('GET /public/api/address-status (the address card)', () => {
  let t: TestApp;
  let dispatcher: { Authorization: string };
  let accepter: { Authorization: string };
  const ids: Record<string, number> = {};
  const status = (query: Record<string, string | number>) => t.http().get('/public/api/address-status').query(query);
  const ok = async (query: Record<string, string | number>) => (await status(query).expect(200)).body;

  async function plannedOutage(key: string, points: Array<{ lng: number; lat: number }>, start: string, end: string, street = 'ul. Grochowska') {
    const res = await t
      .http()
      .post('/api/planned-outage/add')
      .set(dispatcher)
      .send({
        outageAnnouncement: '2026-01-01',
        voltageLevel: 'LV',
        outageStart: start,
        outageEnd: end,
        comment: `Wymiana słupów (${key})`,
        addresses: points.map((coordinates, i) => ({
          nonFormattedAddress: `${street} ${i + 1}, Warszawa`,
          street,
          streetNumber: String(i + 1),
          postcode: '04-301',
          city: 'Warszawa',
          district: 'Praga-Południe',
          wesolaDistrict: false,
          coordinates,
        })),
      })
      .expect(201);
    ids[key] = res.body.id;
    await t.http().post('/api/planned-outage/change-accept-status').set(accepter).send({ id: res.body.id, acceptStatus: 'ACCEPTED' }).expect(200);
  }

  beforeAll(async () => {
    t = await createTestApp({ INTEGRATION_API_KEYS: KEY });
    dispatcher = { Authorization: `Bearer ${await tokenFor(t.http, (await createUser(t.db, { systemRole: 'DISPATCHER' })).email)}` };
    accepter = { Authorization: `Bearer ${await tokenFor(t.http, (await createUser(t.db, { systemRole: 'ACCEPTER' })).email)}` };
    const put = async (key: string, body: object) => {
      ids[key] = (await t.http().put(`/api/integration/outages/${key}`).set('X-Api-Key', KEY).send(body).expect(200)).body.id;
    };
    await put('EXT', {
      type: 'EXTENSIVE',
      area: HOLED,
      start: inHours(-3),
      end: null,
      description: 'Rozległa awaria po nawałnicy',
      cause: 'Wichura',
      addressesCount: 900,
    });
    await put('HV', { type: 'FAILURE', voltageClass: 'HV', area: HV_AREA, start: inHours(-2), end: inHours(3), cause: 'Zerwana linia SN' });
    await put('LV', { type: 'FAILURE', voltageClass: 'LV', position: CIRCLE_CENTRE, outageCircle: 'SMALL', start: inHours(-1), addressesCount: 12 });

    await plannedOutage('now', GROCHOWSKA, inHours(-1), inHours(4));
    await plannedOutage('soon', [{ lng: 21.25, lat: 52.35 }], inHours(3 * 24), inHours(3 * 24 + 5), 'ul. Wiatraczna');
    await plannedOutage('farOff', [{ lng: 21.25, lat: 52.35 }], inHours(20 * 24), inHours(20 * 24 + 5), 'ul. Wiatraczna');

    // Two reports inside the HV failure's triangle; near REPORTS_SPOT two within 150 m, one beyond, one too old.
    await createUserReport(t.db, { lng: 20.955, lat: 52.283 }, { reportedAt: ago(10 * 60_000) });
    await createUserReport(t.db, { lng: 20.956, lat: 52.284 }, { reportedAt: ago(20 * 60_000) });
    ids.near30 = (await createUserReport(t.db, { lng: REPORTS_SPOT.lng, lat: REPORTS_SPOT.lat + 30 * M }, { reportedAt: ago(HOUR) })).id;
    ids.near100 = (await createUserReport(t.db, { lng: REPORTS_SPOT.lng, lat: REPORTS_SPOT.lat - 100 * M }, { reportedAt: ago(5 * HOUR) })).id;
    await createUserReport(t.db, { lng: REPORTS_SPOT.lng, lat: REPORTS_SPOT.lat + 200 * M }, { reportedAt: ago(HOUR) });
    await createUserReport(t.db, { lng: REPORTS_SPOT.lng, lat: REPORTS_SPOT.lat }, { reportedAt: ago(30 * HOUR) });
    await t.app.get(MapFeedSnapshot).refresh();
  });
  afterAll(() => t.close());

  it('answers the point, what covers it now and what is coming, in the documented shape', async () => {
    const body = await ok({ lat: 52.2834567, lng: 20.9551234 });
    expect(Object.keys(body).sort()).toEqual(['now', 'point', 'upcoming']);
    expect(body.point).toEqual({ lat: 52.28346, lng: 20.95512 });
    expect(body.now).toHaveLength(1);
    expect(Object.keys(body.now[0]).sort()).toEqual(ENTRY_KEYS);
    expect(body.upcoming).toEqual([]);
  });

  it('a confirmed failure: start, estimated end, cause, the reports inside it, when it changed', async () => {
    const { now } = await ok({ lat: 52.283, lng: 20.955 });
    expect(now).toEqual([
      {
        kind: 'FAILURE',
        id: ids.HV,
        matchedBy: 'AREA',
        start: expect.any(String),
        end: expect.any(String),
        description: 'Zerwana linia SN',
        reportsCount: 2,
        updatedAt: expect.any(String),
        ...NO_PROGRESS,
      },
    ]);
    expect(Date.parse(now[0].end) - Date.now()).toBeGreaterThan(2 * HOUR);
  });

  it('a failure known as a point: inside its 150 m circle at 140 m, not at 160 m; an unknown end is null', async () => {
    const inside = await ok({ lat: r5(CIRCLE_CENTRE.lat + 140 * M), lng: CIRCLE_CENTRE.lng });
    expect(inside.now).toEqual([expect.objectContaining({ kind: 'FAILURE', id: ids.LV, end: null, description: null, reportsCount: 0 })]);
    const outside = await ok({ lat: r5(CIRCLE_CENTRE.lat + 160 * M), lng: CIRCLE_CENTRE.lng });
    expect(outside.now).toEqual([]);
  });

  it('an extensive area with a hole: inside the ring yes; in the hole and in the slit to it no; both sides of the hole edge', async () => {
    const inside = await ok({ lat: 52.31, lng: 21.005 });
    expect(inside.now).toEqual([expect.objectContaining({ kind: 'EXTENSIVE', id: ids.EXT, description: 'Rozległa awaria po nawałnicy', end: null })]);
    expect((await ok({ lat: 52.31, lng: 21.02 })).now).toEqual([]);
    expect((await ok({ lat: 52.3025, lng: 21.02 })).now).toEqual([]);
    expect((await ok({ lat: 52.31, lng: 21.0149 })).now).toEqual([expect.objectContaining({ kind: 'EXTENSIVE' })]);
    expect((await ok({ lat: 52.31, lng: 21.0151 })).now).toEqual([]);
    // The outer edge: a metre inside and a metre outside.
    expect((await ok({ lat: 52.31, lng: 21.03999 })).now).toHaveLength(1);
    expect((await ok({ lat: 52.31, lng: 21.04001 })).now).toEqual([]);
  });

  it('a planned outage running now: in its area, or anywhere when the address is on its list (with or without the flat)', async () => {
    const inArea = await ok({ lat: 52.254, lng: 21.105 });
    expect(inArea.now).toEqual([
      expect.objectContaining({ kind: 'PLANNED', id: ids.now, matchedBy: 'AREA', description: 'Wymiana słupów (now)', end: expect.any(String) }),
    ]);
    for (const houseNumber of ['2', '2/5']) {
      const listed = await ok({ lat: QUIET.lat, lng: QUIET.lng, street: 'Grochowska', houseNumber });
      expect(listed.now).toEqual([expect.objectContaining({ kind: 'PLANNED', id: ids.now, matchedBy: 'ADDRESS' })]);
    }
    expect((await ok({ lat: QUIET.lat, lng: QUIET.lng, street: 'Grochowska', houseNumber: '22' })).now).toEqual([]);
  });

  it('upcoming: planned outages at the address starting within 14 days, not later ones', async () => {
    const body = await ok({ lat: QUIET.lat, lng: QUIET.lng, street: 'Wiatraczna', houseNumber: '1' });
    expect(body.now).toEqual([]);
    expect(body.upcoming).toEqual([expect.objectContaining({ kind: 'PLANNED', id: ids.soon, matchedBy: 'ADDRESS', description: 'Wymiana słupów (soon)' })]);
    expect(Date.parse(body.upcoming[0].start) - Date.now()).toBeLessThan(14 * DAY);
    // Within 100 m of its one place: the same outage by area.
    expect((await ok({ lat: 52.35, lng: 21.25 })).upcoming.map((e: { id: number }) => e.id)).toEqual([ids.soon]);
  });

  it('user reports near a point with no outage: those of the last 24 h within 150 m, oldest start, newest change', async () => {
    const { now } = await ok(REPORTS_SPOT);
    expect(now).toEqual([
      {
        kind: 'REPORTS',
        id: null,
        matchedBy: 'NEARBY',
        start: expect.any(String),
        end: null,
        description: null,
        reportsCount: 2,
        updatedAt: expect.any(String),
        ...NO_PROGRESS,
      },
    ]);
    expect(Date.parse(now[0].updatedAt)).toBeGreaterThan(Date.parse(now[0].start));
    expect(Date.now() - Date.parse(now[0].start)).toBeGreaterThan(4 * HOUR);
  });

  it('nothing known: empty lists', async () => {
    expect(await ok(QUIET)).toEqual({ point: QUIET, now: [], upcoming: [] });
  });

  it('is cached and conditional like the feeds: ETag, Vary, public max-age=15, 304 for the current copy', async () => {
    const first = await status({ lat: 52.283, lng: 20.955 }).expect(200);
    expect(first.headers).toMatchObject({ 'cache-control': 'public, max-age=15', vary: 'Accept-Encoding', etag: expect.stringMatching(/^W\/".+"$/) });
    const again = await status({ lat: 52.283, lng: 20.955 }).set('If-None-Match', first.headers.etag).expect(304);
    expect(again.text).toBeFalsy();
    // The same rounded point is the same answer.
    await status({ lat: 52.2830001, lng: 20.9550004 }).set('If-None-Match', first.headers.etag).expect(304);
    await status({ lat: 52.283, lng: 20.955 }).set('If-None-Match', 'W/"stale"').expect(200);
    const other = await status(QUIET).expect(200);
    expect(other.headers.etag).not.toBe(first.headers.etag);
  });

  it.each([
    ['lng=21.0', 'lat', 'Podaj współrzędne punktu: lat i lng'],
    ['lat=52.2', 'lng', 'Podaj współrzędne punktu: lat i lng'],
    ['lat=NaN&lng=21', 'lat', 'Współrzędna musi być liczbą dziesiętną, np. 52.2297'],
    ['lat=abc&lng=21', 'lat', 'Współrzędna musi być liczbą dziesiętną, np. 52.2297'],
    ['lat=5.22e1&lng=21', 'lat', 'Współrzędna musi być liczbą dziesiętną, np. 52.2297'],
    ['lat=Infinity&lng=21', 'lat', 'Współrzędna musi być liczbą dziesiętną, np. 52.2297'],
    ['lat=&lng=21', 'lat', 'Współrzędna musi być liczbą dziesiętną, np. 52.2297'],
    ['lat=0x34&lng=21', 'lat', 'Współrzędna musi być liczbą dziesiętną, np. 52.2297'],
    ['lat=48.9&lng=21', 'lat', 'Punkt leży poza granicami Polski'],
    ['lat=52.2&lng=13.9', 'lat', 'Punkt leży poza granicami Polski'],
    ['lat=52.2&lng=21&lat=52.3', 'lat', 'Parametr lat może wystąpić tylko raz'],
    ['lat=52.2&lng=21&lng=21', 'lng', 'Parametr lng może wystąpić tylko raz'],
    ['lat=52.2&lng=21&street=Grochowska', 'houseNumber', 'Podaj ulicę (street) i numer domu (houseNumber) razem'],
    [`lat=52.2&lng=21&street=${'a'.repeat(101)}&houseNumber=1`, 'street', 'Wartość jest za długa'],
  ])('refuses %s with 400 and a Polish message', async (query, field, message) => {
    const res = await t.http().get(`/public/api/address-status?${query}`).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, errors: { [field]: message } });
  });
});
