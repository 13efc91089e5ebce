import { check } from '@placemarkio/check-geojson';
import { booleanClockwise } from '@turf/turf';
import { XMLParser } from 'fast-xml-parser';
import { MapFeedSnapshot } from '../src/map-feed/map-feed.snapshot';
import { CANCEL_GRACE_MS, WATCH_INTERVAL_MS } from '../src/open-data/open-data.model';
import { OpenDataFeeds } from '../src/open-data/open-data.feeds';
import { stormExtensive } from './factories/integration-failure';
import { createUser, tokenFor } from './factories/user.factory';
import { alertsIn, capSchemaErrors, openPolygons } from './support/cap-schema';
import { eventually, FEED_VISIBILITY_MS } from './support/eventually';
import { createTestApp, TestApp } from './support/test-app';
import { asText } from './support/body-parsers';

const KEY = 'test-integration-key-0123456789abcdef';
const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();
const GEOJSON = '/public/api/open/v1/outages.geojson';
const ATOM = '/public/api/open/v1/planned.atom';
const CAP = '/public/api/open/v1/alerts.cap';
const EXT_AREA = [
  { lng: 21.0, lat: 52.2 },
  { lng: 21.0, lat: 52.22 },
  { lng: 21.03, lat: 52.22 },
  { lng: 21.03, lat: 52.2 },
]; // clockwise on purpose
const address = (n: number, coordinates: { lng: number; lat: number }) => ({
  nonFormattedAddress: `ul. Grochowska ${n}, Warszawa`,
  street: 'ul. Grochowska',
  streetNumber: String(n),
  postcode: '04-301',
  city: 'Warszawa',
  district: 'Praga-Południe',
  wesolaDistrict: false,
  coordinates,
});
const HULL = [
  { lng: 21.1, lat: 52.25 },
  { lng: 21.11, lat: 52.25 },
  { lng: 21.105, lat: 52.26 },
];

interface Feature {
  id: string;
  geometry: { type: string; coordinates: unknown } | null;
  properties: Record<string, unknown>;
}

describe('open data (GeoJSON, Atom, CAP)', () => {
  let t: TestApp;
  let dispatcher: { Authorization: string };
  let accepter: { Authorization: string };
  const ids: Record<string, number> = {};

  /** A write is in the map snapshot within 2 s; here the snapshot and then the open-data bodies are brought up to date at once. */
  const fresh = async () => {
    await t.app.get(MapFeedSnapshot).refresh();
    await t.app.get(OpenDataFeeds).sync();
  };
  const text = (path: string) => t.http().get(path).set('Accept-Encoding', 'identity').buffer(true).parse(asText).expect(200);
  const features = async () => JSON.parse((await text(GEOJSON)).body as string).features as Feature[];
  const put = async (key: string, body: object) => {
    ids[key] = (await t.http().put(`/api/integration/outages/${key}`).set('X-Api-Key', KEY).send(body).expect(200)).body.id;
  };
  async function planned(key: string, points: typeof HULL, status: 'ACCEPTED' | 'REJECTED') {
    const res = await t
      .http()
      .post('/api/planned-outage/add')
      .set(dispatcher)
      .send({
        outageAnnouncement: '2026-01-01',
        voltageLevel: 'LV',
        addresses: points.map((p, i) => address(i + 1, p)),
        outageStart: inHours(2),
        outageEnd: inHours(6),
        comment: `Wymiana słupów ${key}`,
      })
      .expect(201);
    ids[key] = res.body.id;
    await t.http().post('/api/planned-outage/change-accept-status').set(accepter).send({ id: res.body.id, acceptStatus: status }).expect(200);
  }
  const capAlerts = async () => alertsIn((await text(CAP)).body as string);

  beforeAll(async () => {
    t = await createTestApp({ INTEGRATION_API_KEYS: KEY, OPEN_DATA_CAP_MIN_ADDRESSES: '2', PUBLIC_URL: 'https://portal.test/' });
    dispatcher = { Authorization: `Bearer ${await tokenFor(t.http, (await createUser(t.db, { systemRole: 'DISPATCHER' })).email)}` };
    accepter = { Authorization: `Bearer ${await tokenFor(t.http, (await createUser(t.db, { systemRole: 'ACCEPTER' })).email)}` };
    await put('EXT', stormExtensive({ area: EXT_AREA }));
    await put('LV', {
      type: 'FAILURE',
      voltageClass: 'LV',
      position: { lng: 20.990001, lat: 52.170004 },
      outageCircle: 'MEDIUM',
      start: inHours(-1),
      cause: 'Uszkodzenie kabla',
      addressesCount: 120,
    });
    await planned('big', HULL, 'ACCEPTED');
    await planned('one', [{ lng: 21.2, lat: 52.3 }], 'ACCEPTED');
    await planned('rejected', HULL, 'REJECTED');
    await fresh();
  });
  afterAll(() => t.close());

  describe('outages.geojson', () => {
    it('is valid GeoJSON (closed rings) with every ring counter-clockwise and 5 decimals at most', async () => {
      const res = await text(GEOJSON);
      expect(res.headers['content-type']).toBe('application/geo+json');
      const collection = check(res.body as string) as unknown as { features: Feature[] };
      const rings = collection.features.filter((f) => f.geometry?.type === 'Polygon').map((f) => (f.geometry!.coordinates as number[][][])[0]);
      expect(rings.length).toBeGreaterThanOrEqual(2);
      for (const ring of rings) {
        expect(ring[0]).toEqual(ring.at(-1));
        expect(booleanClockwise(ring)).toBe(false);
      }
      const numbers = JSON.stringify(collection.features.map((f) => f.geometry)).match(/-?\d+\.\d+/g) ?? [];
      expect(numbers.filter((n) => n.split('.')[1].length > 5)).toEqual([]);
    });

    it('has the version, licence and generation time, and each shown item with its properties', async () => {
      const body = JSON.parse((await text(GEOJSON)).body as string);
      expect(body).toMatchObject({
        type: 'FeatureCollection',
        version: '1',
        license: { name: 'CC BY 4.0', attribution: 'Dane: Operator Systemu Dystrybucyjnego' },
      });
      expect(Date.parse(body.generatedAt)).not.toBeNaN();
      const byId = new Map((body.features as Feature[]).map((f) => [f.id, f]));
      expect([...byId.keys()].sort()).toEqual([`failure-${ids.EXT}`, `failure-${ids.LV}`, `planned-${ids.big}`, `planned-${ids.one}`].sort());
      expect(byId.get(`failure-${ids.EXT}`)).toMatchObject({
        geometry: { type: 'Polygon' },
        properties: { kind: 'extensive-failure', description: 'Rozległa awaria po nawałnicy', addressesCount: 350, reportsCount: 0, radiusM: null },
      });
      expect(byId.get(`failure-${ids.LV}`)).toMatchObject({
        geometry: { type: 'Point', coordinates: [20.99, 52.17] },
        properties: { kind: 'failure', radiusM: 500, cause: 'Uszkodzenie kabla', estimatedEnd: null },
      });
      const big = byId.get(`planned-${ids.big}`)!;
      expect(big).toMatchObject({
        geometry: { type: 'Polygon' },
        properties: {
          kind: 'planned-outage',
          description: 'Wymiana słupów big',
          addressesCount: 3,
          addresses: ['ul. Grochowska 1', 'ul. Grochowska 2', 'ul. Grochowska 3'],
        },
      });
      expect(Object.keys(big.properties).sort()).toEqual([
        'addresses',
        'addressesCount',
        'cause',
        'crewStatus',
        'customersAffected',
        'customersRestored',
        'description',
        'endConfidence',
        'estimatedEnd',
        'kind',
        'labels',
        'lastChange',
        'outcome',
        'radiusM',
        'reportsCount',
        'start',
      ]);
      expect(big.properties.labels).toEqual({ pl: 'Planowane wyłączenie prądu', uk: 'Планове відключення електроенергії', en: 'Planned outage' });
      expect(byId.get(`planned-${ids.one}`)).toMatchObject({
        geometry: { type: 'Point', coordinates: [21.2, 52.3] },
        properties: { addresses: ['ul. Grochowska 1'] },
      });
    });
  });

  describe('HTTP', () => {
    it.each([GEOJSON, ATOM, CAP])('%s: Cache-Control, ETag and 304, brotli, and CORS open on 200 and 304', async (path) => {
      const first = await t.http().get(path).set('Accept-Encoding', 'br').buffer(true).parse(asText).expect(200);
      // superagent decodes the brotli bytes itself: the text equals the plain answer's.
      expect(first.body).toBe((await text(path)).body);
      expect(first.headers).toMatchObject({
        'cache-control': 'public, max-age=15',
        'content-encoding': 'br',
        vary: 'Accept-Encoding',
        'access-control-allow-origin': '*',
      });
      const etag = first.headers.etag;
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await t.http().get(path).set('If-None-Match', etag).expect(304);
      expect(again.headers['access-control-allow-origin']).toBe('*');
      expect(again.text ?? '').toBe('');
    });

    it('answers from the prepared body at once, and with the same bytes and headers after waiting for a first build', async () => {
      const ready = jest.spyOn(t.app.get(OpenDataFeeds), 'ready');
      try {
        const built = await text(GEOJSON);
        await t.http().head(ATOM).expect(200);
        expect(ready).not.toHaveBeenCalled();
        const body = jest.spyOn(t.app.get(OpenDataFeeds), 'body').mockReturnValue(null);
        try {
          const waited = await text(GEOJSON);
          expect(ready).toHaveBeenCalledTimes(1);
          expect(waited.body).toBe(built.body);
          for (const h of ['etag', 'content-type', 'cache-control', 'access-control-allow-origin', 'cross-origin-resource-policy'])
            expect(waited.headers[h]).toBe(built.headers[h]);
        } finally {
          body.mockRestore();
        }
      } finally {
        ready.mockRestore();
      }
    });

    it('answers a CORS preflight with 204 and the allowed method and header', async () => {
      const res = await t
        .http()
        .options(GEOJSON)
        .set('Origin', 'https://example.org')
        .set('Access-Control-Request-Method', 'GET')
        .set('Access-Control-Request-Headers', 'if-none-match')
        .expect(204);
      expect(res.headers).toMatchObject({
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, HEAD, OPTIONS',
        'access-control-allow-headers': 'If-None-Match, Accept-Encoding',
      });
      await t.http().options('/public/api/open/v1/other.json').expect(404);
    });
  });

  describe('planned.atom', () => {
    const parse = (xml: string) => new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' }).parse(xml).feed;

    it('parses as Atom with one entry per accepted planned outage, its id a tag: URI and a link to the map', async () => {
      const res = await text(ATOM);
      expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
      const feed = parse(res.body as string);
      expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
      const entries = feed.entry as Array<Record<string, unknown>>;
      expect(entries.map((e) => e.id).sort()).toEqual([`tag:portal.test,2026:planned-${ids.big}`, `tag:portal.test,2026:planned-${ids.one}`].sort());
      const big = entries.find((e) => e.id === `tag:portal.test,2026:planned-${ids.big}`)!;
      expect(big.title).toMatch(/^Planowane wyłączenie prądu: ul\. Grochowska, \d\d\.\d\d\.\d{4} \d\d:\d\d/);
      expect(big.summary).toContain('Adresy (3): ul. Grochowska 1, ul. Grochowska 2, ul. Grochowska 3.');
      expect((big.link as Record<string, string>)['@_href']).toMatch(/^https:\/\/portal\.test\/public\/21\.10\d*\/52\.25\d*$/);
    });
  });

  describe('alerts.cap', () => {
    it('carries valid CAP 1.2 alerts for the extensive failure and the large planned outage only', async () => {
      const alerts = await capAlerts();
      expect(alerts).toHaveLength(2);
      for (const xml of alerts) {
        expect(await capSchemaErrors(xml)).toEqual([]);
        expect(openPolygons(xml)).toEqual([]);
        expect(xml).toContain('<msgType>Alert</msgType>');
      }
      expect(alerts.some((a) => a.includes(`-failure-${ids.EXT}-`))).toBe(true);
      expect(alerts.some((a) => a.includes(`-planned-${ids.big}-`))).toBe(true);
    });

    it('replaces an alert by an Update after a change and by a Cancel after the end, each referencing the one before', async () => {
      const identifierOf = (xml: string) => /<identifier>([^<]+)<\/identifier>/.exec(xml)![1];
      const sentOf = (xml: string) => /<sent>([^<]+)<\/sent>/.exec(xml)![1];
      const ext = async () => (await capAlerts()).find((a) => a.includes(`-failure-${ids.EXT}-`))!;
      const alert = await ext();
      await new Promise((r) => setTimeout(r, 1100)); // a new updatedAt and a new second for `sent`
      await put('EXT', stormExtensive({ area: EXT_AREA, end: inHours(7), description: 'Rozległa awaria — więcej ekip', addressesCount: 400 }));
      await fresh();
      const update = await ext();
      expect(await capSchemaErrors(update)).toEqual([]);
      expect(update).toContain('<msgType>Update</msgType>');
      expect(update).toContain(`<references>portal.test,${identifierOf(alert)},${sentOf(alert)}</references>`);
      // A Cancel waits until a snapshot read CANCEL_GRACE_MS after the Update has been built (another instance may lag).
      await new Promise((r) => setTimeout(r, CANCEL_GRACE_MS + 100));
      await t.http().post(`/api/integration/outages/EXT/end`).set('X-Api-Key', KEY).send({}).expect(200);
      await fresh();
      const cancel = await ext();
      expect(await capSchemaErrors(cancel)).toEqual([]);
      expect(cancel).toContain('<msgType>Cancel</msgType>');
      expect(cancel).toContain(`<references>portal.test,${identifierOf(update)},${sentOf(update)}</references>`);
      expect(cancel).toContain('<responseType>AllClear</responseType>');
      expect((await features()).map((f) => f.id)).not.toContain(`failure-${ids.EXT}`);
    });

    it('cancels a planned outage rejected after acceptance, and shows it in the Atom feed as "Odwołane"', async () => {
      await planned(
        'later-rejected',
        [
          { lng: 21.3, lat: 52.3 },
          { lng: 21.31, lat: 52.3 },
          { lng: 21.305, lat: 52.31 },
        ],
        'ACCEPTED',
      );
      await fresh();
      expect((await capAlerts()).some((a) => a.includes(`-planned-${ids['later-rejected']}-`))).toBe(true);
      await new Promise((r) => setTimeout(r, CANCEL_GRACE_MS + 100));
      await t.http().post('/api/planned-outage/change-accept-status').set(accepter).send({ id: ids['later-rejected'], acceptStatus: 'REJECTED' }).expect(200);
      await fresh();
      const cancel = (await capAlerts()).find((a) => a.includes(`-planned-${ids['later-rejected']}-`))!;
      expect(cancel).toContain('<msgType>Cancel</msgType>');
      expect(cancel).toContain('Wyłączenie zostało odwołane');
      const atom = (await text(ATOM)).body as string;
      const entry = new XMLParser({ isArray: (name) => name === 'entry' })
        .parse(atom)
        .feed.entry.find((e: { id: string }) => e.id === `tag:portal.test,2026:planned-${ids['later-rejected']}`);
      expect(entry.title).toMatch(/^Odwołane — Planowane wyłączenie prądu/);
    });

    it('shows a planned outage accepted in the back office within 2.5 s without an explicit refresh (the snapshot and the 0.5 s watch)', async () => {
      await planned('unprompted', [{ lng: 21.4, lat: 52.1 }], 'ACCEPTED');
      await eventually(async () => expect((await features()).map((f) => f.id)).toContain(`planned-${ids.unprompted}`), {
        timeoutMs: FEED_VISIBILITY_MS + WATCH_INTERVAL_MS,
      });
    });

    // Last: it starts a second instance on this database.
    it('gives the same CAP feed, byte for byte, on a second instance of the same database, which publishes nothing new', async () => {
      const rows = async () => Number((await t.db.query('SELECT count(*) AS n FROM open_data_message'))[0].n);
      const before = await rows();
      const mine = await text(CAP);
      const second = await createTestApp(
        { INTEGRATION_API_KEYS: KEY, OPEN_DATA_CAP_MIN_ADDRESSES: '2', PUBLIC_URL: 'https://portal.test/' },
        { databaseUrl: t.config.database.url },
      );
      try {
        await second.app.get(OpenDataFeeds).sync();
        const theirs = await second.http().get(CAP).set('Accept-Encoding', 'identity').buffer(true).parse(asText).expect(200);
        expect(theirs.body).toBe(mine.body);
        expect(theirs.headers.etag).toBe(mine.headers.etag);
        expect(await rows()).toBe(before);
      } finally {
        await second.close();
      }
    });
  });
});
