import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { AreasService } from '../src/areas/areas.service';
import { WATCH_INTERVAL_MS } from '../src/open-data/open-data.model';
import { stormExtensive } from './factories/integration-failure';
import { createUser, tokenFor } from './factories/user.factory';
import { solvedCaptcha } from './support/altcha-solver';
import { alertsIn, capSchemaErrors } from './support/cap-schema';
import { eventually, FEED_VISIBILITY_MS } from './support/eventually';
import { createTestApp, TestApp } from './support/test-app';
import { asText } from './support/body-parsers';

/**
 * docs/open-data.md "How fresh": every change to what the public map shows is in every open feed that carries it
 * within FEED_VISIBILITY_MS + WATCH_INTERVAL_MS of the write, with nothing but the product's own triggers (no explicit
 * refresh here), one kind at a time; and an unchanged feed keeps its generatedAt and ETag across a restart.
 */
const KEY = 'test-integration-key-0123456789abcdef';
const ENV = { INTEGRATION_API_KEYS: KEY, OPEN_DATA_CAP_MIN_ADDRESSES: '2', PUBLIC_URL: 'https://portal.test/', CAPTCHA_COST: '20', TRUST_PROXY: 'true' };
const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();
const GEOJSON = '/public/api/open/v1/outages.geojson';
const ATOM = '/public/api/open/v1/planned.atom';
const CAP = '/public/api/open/v1/alerts.cap';
const DOCUMENTED_MS = FEED_VISIBILITY_MS + WATCH_INTERVAL_MS;
/** Inside "Test Centrum" of fixtures/areas/areas.geojson, so a report there is accepted. */
const REPORT_AT = { lng: 21.02, lat: 52.215 };
const HULL = [
  { lng: 21.1, lat: 52.25 },
  { lng: 21.11, lat: 52.25 },
  { lng: 21.105, lat: 52.26 },
];
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

interface Feature {
  id: string;
  properties: Record<string, unknown>;
}
interface AtomEntry {
  id: string;
  title: string;
  summary: string;
}

describe('open data follows every change the map shows, within the documented time', () => {
  let t: TestApp;
  let dispatcher: { Authorization: string };
  let accepter: { Authorization: string };
  let client = 0;

  const get = (app: TestApp, path: string) => app.http().get(path).set('Accept-Encoding', 'identity').buffer(true).parse(asText).expect(200);
  const features = async () => new Map((JSON.parse((await get(t, GEOJSON)).body as string).features as Feature[]).map((f) => [f.id, f]));
  const atomEntries = async () => {
    const feed = new XMLParser({ isArray: (name) => name === 'entry' }).parse((await get(t, ATOM)).body as string).feed;
    return new Map(((feed.entry ?? []) as AtomEntry[]).map((e) => [e.id.replace(/^tag:portal\.test,2026:/, ''), e]));
  };
  /** The CAP feed's alert for an outage (its latest message), or undefined. */
  const capFor = async (subject: string) => alertsIn((await get(t, CAP)).body as string).find((a) => a.includes(`-${subject}-`));
  /** Passes once `check` passes, at most the documented time after `since` (the moment the write was answered). */
  const within = async <T>(since: number, check: () => Promise<T>) => {
    const value = await eventually(check, { timeoutMs: since + DOCUMENTED_MS - Date.now() });
    expect(Date.now() - since).toBeLessThanOrEqual(DOCUMENTED_MS + 100);
    return value;
  };
  /** Writes and returns when the write was answered. */
  const put = async (externalId: string, body: object) => {
    const res = await t.http().put(`/api/integration/outages/${externalId}`).set('X-Api-Key', KEY).send(body).expect(200);
    return { id: res.body.id as number, at: Date.now() };
  };
  const end = async (externalId: string) => {
    await t.http().post(`/api/integration/outages/${externalId}/end`).set('X-Api-Key', KEY).send({}).expect(200);
    return Date.now();
  };
  const plannedForm = (comment: string) => ({
    outageAnnouncement: '2026-01-01',
    voltageLevel: 'LV',
    addresses: HULL.map((p, i) => address(i + 1, p)),
    outageStart: inHours(2),
    outageEnd: inHours(6),
    comment,
  });
  const accept = (id: number) => t.http().post('/api/planned-outage/change-accept-status').set(accepter).send({ id, acceptStatus: 'ACCEPTED' }).expect(200);

  beforeAll(async () => {
    t = await createTestApp(ENV);
    dispatcher = { Authorization: `Bearer ${await tokenFor(t.http, (await createUser(t.db, { systemRole: 'DISPATCHER' })).email)}` };
    accepter = { Authorization: `Bearer ${await tokenFor(t.http, (await createUser(t.db, { systemRole: 'ACCEPTER' })).email)}` };
    await t.app.get(AreasService).upload({ originalname: 'areas.geojson', buffer: readFileSync(join(__dirname, 'fixtures', 'areas', 'areas.geojson')) });
    // The feeds are built once before the tests, so each test measures a change, not the first build.
    await get(t, GEOJSON);
  });
  afterAll(() => t.close());

  it.each(['LV', 'HV'] as const)('a %s failure: new, updated and ended, in the GeoJSON (Atom and CAP carry no failures)', async (voltageClass) => {
    const externalId = `FRESH-${voltageClass}`;
    const failure = (cause: string) => ({
      type: 'FAILURE',
      voltageClass,
      position: { lng: 20.95, lat: voltageClass === 'LV' ? 52.17 : 52.16 },
      outageCircle: 'SMALL',
      start: inHours(-1),
      cause,
      addressesCount: 4,
    });
    const created = await put(externalId, failure('Uszkodzenie kabla'));
    const id = `failure-${created.id}`;
    await within(created.at, async () => expect((await features()).get(id)?.properties).toMatchObject({ kind: 'failure', cause: 'Uszkodzenie kabla' }));
    const updated = await put(externalId, failure('Uszkodzenie złącza'));
    await within(updated.at, async () => expect((await features()).get(id)?.properties.cause).toBe('Uszkodzenie złącza'));
    const ended = await end(externalId);
    await within(ended, async () => expect((await features()).has(id)).toBe(false));
    expect(await capFor(id)).toBeUndefined();
    expect((await atomEntries()).has(id)).toBe(false);
  });

  it('an extensive failure: new, updated, with a report folded in, and ended — in the GeoJSON and as CAP Alert, Update and Cancel', async () => {
    const area = (description: string, addressesCount: number) => stormExtensive({ start: inHours(-2), end: inHours(4), description, addressesCount });
    const created = await put('FRESH-EXT', area('Rozległa awaria po burzy', 1840));
    const id = `failure-${created.id}`;
    await within(created.at, async () => {
      expect((await features()).get(id)?.properties).toMatchObject({ kind: 'extensive-failure', addressesCount: 1840, reportsCount: 0 });
      const alert = await capFor(id);
      expect(alert).toContain('<msgType>Alert</msgType>');
      // No address list: the count alone, in a Polish sentence.
      expect(alert).toContain('Liczba adresów: 1840.');
    });

    const updated = await put('FRESH-EXT', area('Rozległa awaria — więcej ekip', 1900));
    await within(updated.at, async () => {
      expect((await features()).get(id)?.properties).toMatchObject({ description: 'Rozległa awaria — więcej ekip', addressesCount: 1900 });
      const update = await capFor(id);
      expect(update).toContain('<msgType>Update</msgType>');
      expect(update).toContain('Rozległa awaria — więcej ekip');
    });

    const res = await t
      .http()
      .post('/public/api/call-net/report')
      .set('X-Forwarded-For', `203.0.113.${++client}`)
      .send({
        city: 'Warszawa',
        street: 'ul. Hoża',
        residenceNumber: '5',
        postcode: '00-528',
        reporter: 'Anna Nowak',
        phoneNumber: '+48601000005',
        email: 'anna5@zglaszajacy.test',
        coordinateX: REPORT_AT.lng,
        coordinateY: REPORT_AT.lat,
        reportType: 'NO_VOLTAGE',
        checkAnswers: { building: 'FLAT', invoicesPaid: true, fusesChecked: true, meterChecked: true, neighboursHaveLight: false },
        dataProtectionConsent: true,
        recaptchaToken: await solvedCaptcha(t, 'REPORT'),
      });
    expect([200, 201]).toContain(res.status);
    const reported = Date.now();
    await within(reported, async () => expect((await features()).get(id)?.properties.reportsCount).toBe(1));

    const ended = await end('FRESH-EXT');
    await within(ended, async () => {
      expect((await features()).has(id)).toBe(false);
      const cancel = await capFor(id);
      expect(cancel).toContain('<msgType>Cancel</msgType>');
      expect(await capSchemaErrors(cancel!)).toEqual([]);
    });
  });

  it('a CAP Cancel written within a second of the Update shows within the documented time', async () => {
    const area = (description: string) => stormExtensive({ start: inHours(-2), end: inHours(4), description, addressesCount: 10 });
    const created = await put('FRESH-QUICK', area('Awaria'));
    const id = `failure-${created.id}`;
    await within(created.at, async () => expect(await capFor(id)).toContain('<msgType>Alert</msgType>'));
    const updated = await put('FRESH-QUICK', area('Awaria — zmiana'));
    await within(updated.at, async () => expect(await capFor(id)).toContain('<msgType>Update</msgType>'));
    const seen = Date.now();
    const ended = await end('FRESH-QUICK');
    expect(ended - seen).toBeLessThan(1000);
    await within(ended, async () => expect(await capFor(id)).toContain('<msgType>Cancel</msgType>'));
  });

  it('a planned outage: published, changed and withdrawn — in the GeoJSON, the Atom feed and CAP, its comment public in each', async () => {
    const added = await t.http().post('/api/planned-outage/add').set(dispatcher).send(plannedForm('Wymiana słupów')).expect(201);
    const planned = added.body.id as number;
    const id = `planned-${planned}`;
    await accept(planned);
    const published = Date.now();
    await within(published, async () => {
      expect((await features()).get(id)?.properties).toMatchObject({ kind: 'planned-outage', description: 'Wymiana słupów', addressesCount: 3 });
      expect((await atomEntries()).get(id)?.summary).toContain('Zakres prac: Wymiana słupów.');
      const alert = await capFor(id);
      expect(alert).toContain('<msgType>Alert</msgType>');
      expect(alert).toContain('Zakres prac: Wymiana słupów.');
    });

    // An edit sends the outage back for acceptance; accepted again it is the same outage in a new version.
    await t
      .http()
      .post('/api/planned-outage/add')
      .set(dispatcher)
      .send({ ...plannedForm('Wymiana słupów i przewodów'), id: planned })
      .expect(201);
    await accept(planned);
    const changed = Date.now();
    await within(changed, async () => {
      expect((await features()).get(id)?.properties.description).toBe('Wymiana słupów i przewodów');
      expect((await atomEntries()).get(id)?.summary).toContain('Zakres prac: Wymiana słupów i przewodów.');
      expect(await capFor(id)).toContain('Zakres prac: Wymiana słupów i przewodów.');
    });

    await t.http().delete(`/api/planned-outage/delete/${planned}`).set(dispatcher).expect(204);
    const withdrawn = Date.now();
    await within(withdrawn, async () => {
      expect((await features()).has(id)).toBe(false);
      expect((await atomEntries()).get(id)?.title).toMatch(/^Odwołane — Planowane wyłączenie prądu/);
      const cancel = await capFor(id);
      expect(cancel).toContain('<msgType>Cancel</msgType>');
      expect(cancel).toContain('Wyłączenie zostało odwołane');
    });
  });

  // Last: it starts a second instance on this database.
  it('keeps generatedAt and the ETag of every feed over a restart when nothing changed, and answers the old ETag 304', async () => {
    const feeds = [GEOJSON, ATOM, CAP];
    const before = await Promise.all(feeds.map((path) => get(t, path)));
    const generatedAt = JSON.parse(before[0].body as string).generatedAt as string;
    // Later than every write above: the time is the content's, not the start's.
    await new Promise((r) => setTimeout(r, 50));
    const second = await createTestApp(ENV, { databaseUrl: t.config.database.url });
    try {
      const after = await Promise.all(feeds.map((path) => get(second, path)));
      expect(JSON.parse(after[0].body as string).generatedAt).toBe(generatedAt);
      for (const [i, path] of feeds.entries()) {
        expect(after[i].headers.etag).toBe(before[i].headers.etag);
        expect(after[i].body).toBe(before[i].body);
        await second.http().get(path).set('If-None-Match', before[i].headers.etag).expect(304);
      }
    } finally {
      await second.close();
    }
  });
});
