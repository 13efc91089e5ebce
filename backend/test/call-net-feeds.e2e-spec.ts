import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MapFeedSnapshot } from '../src/map-feed/map-feed.snapshot';
import { OutageLocatorService } from '../src/map-feed/outage-locator.service';
import { seedDemoData } from '../src/database/seeds/seed-demo-data';
import { STORM_AREA, stormExtensive } from './factories/integration-failure';
import { createUser, tokenFor } from './factories/user.factory';
import { createUserReport } from './factories/user-report.factory';
import { createTestApp, TestApp } from './support/test-app';

const KEY = 'test-integration-key-0123456789abcdef';
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

// The storm: an extensive area round (21.00–21.03, 52.20–52.22); a planned outage round (21.10–21.11, 52.25–52.26).
const planned = [
  { lng: 21.1, lat: 52.25 },
  { lng: 21.11, lat: 52.25 },
  { lng: 21.105, lat: 52.26 },
];
const address = (streetNumber: string, coordinates: { lng: number; lat: number }) => ({
  nonFormattedAddress: `ul. Grochowska ${streetNumber}, Warszawa`,
  street: 'ul. Grochowska',
  streetNumber,
  postcode: '04-301',
  city: 'Warszawa',
  district: 'Praga-Południe',
  wesolaDistrict: false,
  coordinates,
});

const OUTAGE_KEYS = [
  'addressList',
  'addressesCount',
  'area',
  'cause',
  'comment',
  'crewStatus',
  'customersAffected',
  'customersRestored',
  'description',
  'end',
  'endConfidence',
  'id',
  'outageCircle',
  'outcome',
  'position',
  'reportsCount',
  'start',
  'type',
  'updatedAt',
];

describe('call-net map feeds', () => {
  let t: TestApp;
  let dispatcher: { Authorization: string };
  let accepter: { Authorization: string };
  const ids: Record<string, number> = {};
  const refresh = () => t.app.get(MapFeedSnapshot).refresh();
  const get = (path: string) => t.http().get(path).expect(200);
  const idsOf = (body: Array<{ id: number }>) => body.map((x) => x.id);

  async function plannedOutage(key: string, points: typeof planned, start: string, end: string, status: 'ACCEPTED' | 'REJECTED' | 'TO_ACCEPT') {
    const res = await t
      .http()
      .post('/api/planned-outage/add')
      .set(dispatcher)
      .send({
        outageAnnouncement: '2026-01-01',
        voltageLevel: 'LV',
        addresses: points.map((p, i) => address(String(i + 1), p)),
        outageStart: start,
        outageEnd: end,
        comment: `Prace ${key}`,
      })
      .expect(201);
    ids[key] = res.body.id;
    if (status !== 'TO_ACCEPT')
      await t.http().post('/api/planned-outage/change-accept-status').set(accepter).send({ id: res.body.id, acceptStatus: status }).expect(200);
  }

  beforeAll(async () => {
    t = await createTestApp({ INTEGRATION_API_KEYS: KEY });
    dispatcher = { Authorization: `Bearer ${await tokenFor(t.http, (await createUser(t.db, { systemRole: 'DISPATCHER' })).email)}` };
    accepter = { Authorization: `Bearer ${await tokenFor(t.http, (await createUser(t.db, { systemRole: 'ACCEPTER' })).email)}` };
    const put = async (key: string, body: object) => {
      ids[key] = (await t.http().put(`/api/integration/outages/${key}`).set('X-Api-Key', KEY).send(body).expect(200)).body.id;
    };
    await put('EXT', stormExtensive());
    await put('HV', {
      type: 'FAILURE',
      voltageClass: 'HV',
      area: [
        { lng: 20.95, lat: 52.28 },
        { lng: 20.96, lat: 52.28 },
        { lng: 20.955, lat: 52.29 },
      ],
      start: inHours(-2),
      cause: 'Zerwana linia SN',
      addressList: [{ streetType: 'ul.', streetName: 'Górczewska', residenceNumber: '200' }],
    });
    await put('LV', {
      type: 'FAILURE',
      voltageClass: 'LV',
      position: { lng: 20.99, lat: 52.17 },
      outageCircle: 'MEDIUM',
      start: inHours(-1),
      addressesCount: 120,
    });

    await plannedOutage('now', planned, inHours(-1), inHours(4), 'ACCEPTED');
    await plannedOutage('later', [{ lng: 21.2, lat: 52.2 }], inHours(30), inHours(34), 'ACCEPTED');
    await plannedOutage('waiting', [{ lng: 21.15, lat: 52.2 }], inHours(2), inHours(4), 'TO_ACCEPT');
    await plannedOutage('rejected', [{ lng: 21.16, lat: 52.2 }], inHours(2), inHours(4), 'REJECTED');
    await plannedOutage('ended', [{ lng: 21.17, lat: 52.2 }], inHours(-6), inHours(-2), 'ACCEPTED');
    await plannedOutage('deleted', [{ lng: 21.18, lat: 52.2 }], inHours(2), inHours(4), 'ACCEPTED');
    await t.http().delete(`/api/planned-outage/delete/${ids.deleted}`).set(dispatcher).expect(204);

    ids.inExtensive = (await createUserReport(t.db, { lng: 21.01, lat: 52.21 }, { reportedAt: ago(20 * 60_000) })).id;
    ids.inPlanned = (await createUserReport(t.db, { lng: 21.105, lat: 52.255 }, { reportedAt: ago(10 * 60_000) })).id;
    ids.recent = (
      await createUserReport(
        t.db,
        { lng: 20.9, lat: 52.23 },
        { reportedAt: ago(30 * 60_000), source: 'CALL_CENTER', streetName: 'Wolska', residenceNumber: '44' },
      )
    ).id;
    ids.fiveHours = (await createUserReport(t.db, { lng: 20.91, lat: 52.24 }, { reportedAt: ago(5 * HOUR) })).id;
    ids.yesterday = (await createUserReport(t.db, { lng: 20.92, lat: 52.25 }, { reportedAt: ago(30 * HOUR) })).id;
    await refresh();
  });
  afterAll(() => t.close());

  it('failures-extensive: the extensive area with its description and the reports folded into it', async () => {
    const { body } = await get('/public/api/call-net/failures-extensive');
    expect(body).toHaveLength(1);
    expect(Object.keys(body[0]).sort()).toEqual(OUTAGE_KEYS);
    expect(body[0]).toMatchObject({
      id: ids.EXT,
      type: 'EXTENSIVE',
      area: STORM_AREA.map(({ lat, lng }) => ({ lat, lng })),
      outageCircle: null,
      addressesCount: 350,
      reportsCount: 1,
      description: 'Rozległa awaria po nawałnicy',
      comment: null,
      addressList: [],
    });
  });

  it('failures-hv and failures-lv: each class in its own feed; a point-only failure has its circle and no area', async () => {
    const hv = (await get('/public/api/call-net/failures-hv')).body;
    const lv = (await get('/public/api/call-net/failures-lv')).body;
    expect(idsOf(hv)).toEqual([ids.HV]);
    expect(hv[0]).toMatchObject({
      type: 'FAILURE',
      cause: 'Zerwana linia SN',
      addressesCount: 1,
      addressList: [{ streetType: 'ul.', streetName: 'Górczewska', residenceNumber: '200' }],
    });
    expect(hv[0].area).toHaveLength(3);
    expect(idsOf(lv)).toEqual([ids.LV]);
    expect(lv[0]).toMatchObject({ type: 'FAILURE', area: [], position: { lng: 20.99, lat: 52.17 }, outageCircle: 'MEDIUM', addressesCount: 120, end: null });
    expect(Object.keys(lv[0]).sort()).toEqual(OUTAGE_KEYS);
  });

  it('planned-outage/get/all: only accepted, not deleted, not ended outages, with folded reports', async () => {
    const { body } = await get('/public/api/planned-outage/get/all');
    expect(idsOf(body)).toEqual([ids.now, ids.later]);
    expect(Object.keys(body[0]).sort()).toEqual(OUTAGE_KEYS);
    expect(body[0]).toMatchObject({
      type: 'PLANNED',
      comment: 'Prace now',
      reportsCount: 1,
      addressesCount: 3,
      outageCircle: null,
      addressList: [1, 2, 3].map((n) => ({ streetType: 'ul.', streetName: 'Grochowska', residenceNumber: String(n) })),
    });
    expect(body[0].area).toHaveLength(3);
    // One place: no polygon, a marker on the place.
    expect(body[1]).toMatchObject({ area: [], position: { lng: 21.2, lat: 52.2 }, reportsCount: 0 });
  });

  it('reports: only reports of the period that are not folded, newest first, in the map shape', async () => {
    const day = (await get('/public/api/call-net/reports?timePeriod=PT24H')).body;
    expect(idsOf(day)).toEqual([ids.recent, ids.fiveHours]);
    expect(day[0]).toEqual({
      id: ids.recent,
      position: { lat: 52.23, lng: 20.9 },
      address: 'ul. Wolska 44, Warszawa',
      type: 'CALL_CENTER',
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    });
    expect(idsOf((await get('/public/api/call-net/reports?timePeriod=PT1H')).body)).toEqual([ids.recent]);
    expect(idsOf((await get('/public/api/call-net/reports?timePeriod=PT6H')).body)).toEqual([ids.recent, ids.fiveHours]);
  });

  it.each(['PT0H', 'PT25H', 'P1D', 'PT1.5H', 'PT90M', 'pt1h', ''])('reports: refuses timePeriod=%p with 400 and a Polish message', async (value) => {
    const res = await t.http().get('/public/api/call-net/reports').query({ timePeriod: value }).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Nieprawidłowy okres czasu: dozwolone PT1H–PT24H',
      errors: { timePeriod: 'Nieprawidłowy okres czasu: dozwolone PT1H–PT24H' },
    });
  });

  it('reports: refuses a missing timePeriod with 400', async () => {
    await t.http().get('/public/api/call-net/reports').expect(400);
  });

  it('answers with an ETag, a short public cache and Vary; 304 when the client has the current copy', async () => {
    for (const path of [
      '/public/api/call-net/failures-extensive',
      '/public/api/call-net/failures-hv',
      '/public/api/call-net/failures-lv',
      '/public/api/planned-outage/get/all',
      '/public/api/call-net/reports?timePeriod=PT24H',
    ]) {
      const first = await get(path);
      expect(first.headers).toMatchObject({ 'cache-control': 'public, max-age=15', vary: 'Accept-Encoding', etag: expect.stringMatching(/^W\/".+"$/) });
      const again = await t.http().get(path).set('If-None-Match', first.headers.etag).expect(304);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.text).toBeFalsy();
      await t.http().get(path).set('If-None-Match', 'W/"stale"').expect(200);
      // A browser adds Cache-Control: no-cache to every fetch whose script sets If-None-Match (the map's refresh): the
      // current tag is still answered 304.
      await t.http().get(path).set('If-None-Match', first.headers.etag).set('Cache-Control', 'no-cache').set('Pragma', 'no-cache').expect(304);
      const head = await t.http().head(path).expect(200);
      expect(head.headers.etag).toBe(first.headers.etag);
      expect(head.text ?? '').toBe('');
    }
  });

  it('serves brotli, gzip and plain bodies of the same JSON by Accept-Encoding', async () => {
    const server = t.app.getHttpServer();
    if (!server.listening) await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    const raw = (encoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
        const req = httpRequest({ port, host: '127.0.0.1', path: '/public/api/planned-outage/get/all', headers: { 'Accept-Encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done({ headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', fail);
        req.end();
      });
    const br = await raw('gzip, deflate, br');
    const gz = await raw('gzip');
    const plain = await raw('identity');
    expect([br.headers['content-encoding'], gz.headers['content-encoding'], plain.headers['content-encoding']]).toEqual(['br', 'gzip', undefined]);
    const json = JSON.parse(plain.body.toString('utf8'));
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(json);
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).toEqual(json);
    expect(idsOf(json)).toEqual([ids.now, ids.later]);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('map search: planned outages in progress at includedDate (default now)', async () => {
    const now = await t.http().post('/public/api/planned-outage/search/map').send({ status: 'ACTIVE' }).expect(200);
    expect(idsOf(now.body)).toEqual([ids.now]);
    const tomorrow = await t
      .http()
      .post('/public/api/planned-outage/search/map')
      .send({ status: 'ACTIVE', includedDate: inHours(31) })
      .expect(200);
    expect(idsOf(tomorrow.body)).toEqual([ids.later]);
    // Prepared like a feed (compressed once per interval), but a POST: never 304, never stored by a cache.
    const compressed = await t
      .http()
      .post('/public/api/planned-outage/search/map')
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', now.headers.etag)
      .send({ status: 'ACTIVE' })
      .expect(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('no-store');
    expect(idsOf(compressed.body)).toEqual([ids.now]);
    // The same question is answered from the same prepared body until the data changes.
    expect(compressed.headers.etag).toBe(now.headers.etag);
    const bad = await t.http().post('/public/api/planned-outage/search/map').send({ status: 'DONE', includedDate: 'jutro' }).expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['includedDate', 'status']);
  });

  it('folds a new report inside the planned outage into its count, not into the reports feed', async () => {
    const before = (await get('/public/api/call-net/reports?timePeriod=PT24H')).headers.etag;
    await createUserReport(t.db, { lng: 21.104, lat: 52.252 });
    await refresh();
    const plannedNow = (await get('/public/api/planned-outage/get/all')).body[0];
    expect(plannedNow).toMatchObject({ id: ids.now, reportsCount: 2 });
    const reports = await get('/public/api/call-net/reports?timePeriod=PT24H');
    expect(idsOf(reports.body)).toEqual([ids.recent, ids.fiveHours]);
    expect(reports.headers.etag).toBe(before);
  });

  it('shows a report outside every area in the reports feed after a refresh', async () => {
    const r = await createUserReport(t.db, { lng: 20.93, lat: 52.26 });
    await refresh();
    expect(idsOf((await get('/public/api/call-net/reports?timePeriod=PT1H')).body)).toEqual([r.id, ids.recent]);
  });

  it('picks up a planned outage accepted in the back office without an explicit refresh', async () => {
    await plannedOutage('accepted-now', [{ lng: 21.3, lat: 52.3 }], inHours(1), inHours(2), 'TO_ACCEPT');
    await t.http().post('/api/planned-outage/change-accept-status').set(accepter).send({ id: ids['accepted-now'], acceptStatus: 'ACCEPTED' }).expect(200);
    let found: number[] = [];
    for (let i = 0; i < 40 && !found.includes(ids['accepted-now']); i++) {
      await new Promise((r) => setTimeout(r, 50));
      found = idsOf((await get('/public/api/planned-outage/get/all')).body);
    }
    expect(found).toContain(ids['accepted-now']);
  });

  it('locates a point from the snapshot: planned, extensive and failure shapes', async () => {
    const locator = t.app.get(OutageLocatorService);
    expect(locator.locate({ lng: 21.01, lat: 52.21 })).toMatchObject({ planned: null, extensive: { id: ids.EXT }, failure: null });
    expect(locator.locate({ lng: 21.105, lat: 52.255 })).toMatchObject({ planned: { id: ids.now }, extensive: null, failure: null });
    // 400 m from the MEDIUM (500 m) circle's centre.
    expect(locator.locate({ lng: 20.99, lat: 52.1736 })).toMatchObject({ planned: null, extensive: null, failure: { id: ids.LV } });
    expect(locator.locate({ lng: 20.8, lat: 52.1 })).toEqual({ planned: null, extensive: null, failure: null });
  });

  it('is not throttled: 200 quick requests from one address all succeed', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, () => t.http().get('/public/api/call-net/failures-hv')));
    expect(answers.every((r) => r.status === 200)).toBe(true);
  });
});

describe('call-net demo storm', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db);
    await t.app.get(MapFeedSnapshot).refresh();
  });
  afterAll(() => t.close());

  it('shows two extensive areas, 40 failures of both classes and 300 reports of the last 24 h, some folded', async () => {
    const get = async (path: string) =>
      (await t.http().get(path).expect(200)).body as Array<{
        reportsCount?: number;
        outageCircle?: string | null;
        area?: unknown[];
        description?: string | null;
      }>;
    const extensive = await get('/public/api/call-net/failures-extensive');
    const hv = await get('/public/api/call-net/failures-hv');
    const lv = await get('/public/api/call-net/failures-lv');
    const planned = await get('/public/api/planned-outage/get/all');
    const reports = await get('/public/api/call-net/reports?timePeriod=PT24H');
    expect(extensive).toHaveLength(2);
    expect(extensive.every((e) => e.description && e.reportsCount! > 0)).toBe(true);
    expect(hv.length + lv.length).toBe(40);
    expect(hv.length).toBeGreaterThan(5);
    expect(lv.length).toBeGreaterThan(5);
    const all = [...hv, ...lv];
    expect(all.filter((f) => f.area!.length > 0).length).toBeGreaterThan(5);
    expect(new Set(all.map((f) => f.outageCircle))).toEqual(new Set([null, 'SMALL', 'MEDIUM']));
    const folded = [...extensive, ...planned].reduce((n, x) => n + x.reportsCount!, 0);
    expect(planned.some((p) => p.reportsCount! > 0)).toBe(true);
    expect(folded + reports.length).toBe(300);
    expect(reports.length).toBeGreaterThan(150);
  });
});
