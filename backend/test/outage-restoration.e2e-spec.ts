import { check } from '@placemarkio/check-geojson';
import { Like } from 'typeorm';
import { addressMatchKey, CREW_STATUSES, END_CONFIDENCES } from '@portal/domain';
import { MapFeedSnapshot } from '../src/map-feed/map-feed.snapshot';
import { NotificationEntity } from '../src/notifications/entities/notification.entity';
import { OpenDataFeeds } from '../src/open-data/open-data.feeds';
import { createUser } from './factories/user.factory';
import { marszalkowskaFailure, stormExtensive } from './factories/integration-failure';
import { asText } from './support/body-parsers';
import { alertsIn, capSchemaErrors } from './support/cap-schema';
import { createTestApp, TestApp } from './support/test-app';

const KEY = 'test-integration-key-0123456789abcdef';
const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Math.round((Date.now() + h * HOUR) / 60_000) * 60_000).toISOString();
const MARSZALKOWSKA_10 = { lng: 21.0122, lat: 52.2297 };

/** Restoration progress through the integration API: the crew, the estimate's confidence and history, the customers. */
describe('restoration progress (integration API → feeds, card, alerts, open data)', () => {
  let t: TestApp;
  const put = (id: string, body: object) => t.http().put(`/api/integration/outages/${id}`).set('X-Api-Key', KEY).send(body);
  const running = (over: Record<string, unknown> = {}) => marszalkowskaFailure({ start: inHours(-2), end: inHours(3), ...over });
  const fresh = async () => {
    await t.app.get(MapFeedSnapshot).refresh();
    await t.app.get(OpenDataFeeds).sync();
  };
  const lvFeed = async () => (await t.http().get('/public/api/call-net/failures-lv').expect(200)).body as Array<Record<string, unknown>>;
  const card = async (point = MARSZALKOWSKA_10) =>
    (await t.http().get('/public/api/address-status').query({ lat: point.lat, lng: point.lng }).expect(200)).body as {
      now: Array<Record<string, unknown>>;
    };
  const alerts = (event: string, outageId: number) =>
    t.db.getRepository(NotificationEntity).find({ where: { event: event as never, key: Like(`%:outage:${outageId}%`) } });

  beforeAll(async () => {
    t = await createTestApp({ INTEGRATION_API_KEYS: KEY, NOTIFICATIONS_WORKER: 'false', OPEN_DATA_CAP_MIN_ADDRESSES: '2', PUBLIC_URL: 'https://portal.test/' });
    // A resident watching Marszałkowska 10 by e-mail: the alerts of the outage there go to her.
    const user = await createUser(t.db, { systemRole: 'PUBLIC', email: 'ola@restoration.test' });
    await t.db.query(`UPDATE "users" SET "data_processing_consent_at" = now(), "email_notification_at" = now() WHERE "id" = $1`, [user.id]);
    await t.db.query(
      `INSERT INTO "watched_addresses" ("user_id", "street_type", "street_name", "house_number", "city", "district", "lng", "lat", "active", "match_key", "match_key_base")
       VALUES ($1, 'ul.', 'Marszałkowska', '10', 'Warszawa', 'Śródmieście', $2, $3, true, $4, $4)`,
      [user.id, MARSZALKOWSKA_10.lng, MARSZALKOWSKA_10.lat, addressMatchKey('Marszałkowska', '10')],
    );
  });
  afterAll(() => t.close());

  describe('the fields', () => {
    it.each(CREW_STATUSES)('stores the crew status %s and shows it in the feed and on the card', async (crewStatus) => {
      const res = await put('CREW-EACH', running({ crewStatus })).expect(200);
      expect(res.body.crewStatus).toBe(crewStatus);
      expect((await t.http().get('/api/integration/outages/CREW-EACH').set('X-Api-Key', KEY).expect(200)).body.crewStatus).toBe(crewStatus);
      await fresh();
      expect((await lvFeed()).find((i) => i.id === res.body.id)).toMatchObject({ crewStatus });
      expect((await card()).now.find((e) => e.id === res.body.id)).toMatchObject({ crewStatus });
    });

    it.each(END_CONFIDENCES)('stores the confidence %s of the estimate and shows it', async (endConfidence) => {
      const res = await put('CREW-EACH', running({ endConfidence })).expect(200);
      expect(res.body.endConfidence).toBe(endConfidence);
      await fresh();
      expect((await lvFeed()).find((i) => i.id === res.body.id)).toMatchObject({ endConfidence });
      expect((await card()).now.find((e) => e.id === res.body.id)).toMatchObject({ endConfidence });
    });

    it('stores customers affected and restored so far; restored may equal affected', async () => {
      const res = await put('CREW-EACH', running({ customersAffected: 120, customersRestored: 120 })).expect(200);
      expect(res.body).toMatchObject({ customersAffected: 120, customersRestored: 120 });
      await fresh();
      expect((await card()).now.find((e) => e.id === res.body.id)).toMatchObject({ customersAffected: 120, customersRestored: 120 });
    });

    it('leaves them null when the system does not send them', async () => {
      const res = await put('CREW-EACH', running()).expect(200);
      expect(res.body).toMatchObject({ crewStatus: null, endConfidence: null, customersAffected: null, customersRestored: null });
    });

    it.each<[string, Record<string, unknown>, Record<string, string>]>([
      ['an unknown crew status', { crewStatus: 'ARRIVED' }, { crewStatus: 'Dozwolone wartości: NONE, ASSIGNED, EN_ROUTE, ON_SITE, RESTORING' }],
      ['an unknown confidence', { endConfidence: 'MEDIUM' }, { endConfidence: 'Dozwolone wartości: HIGH, LOW' }],
      [
        'more customers restored than affected',
        { customersAffected: 100, customersRestored: 101 },
        {
          customersRestored:
            'Liczba odbiorców z przywróconym zasilaniem (customersRestored) nie może być większa niż liczba odbiorców bez zasilania (customersAffected)',
        },
      ],
      [
        'customers restored without customers affected',
        { customersRestored: 5 },
        { customersAffected: 'Podaj też liczbę odbiorców bez zasilania (customersAffected)' },
      ],
      ['a fractional count', { customersAffected: 10.5 }, { customersAffected: expect.stringMatching(/liczb/i) }],
      ['a negative count', { customersAffected: -1 }, { customersAffected: expect.any(String) }],
    ])('refuses %s with 400 and a Polish message, writing nothing', async (_name, over, errors) => {
      const before = (await t.http().get('/api/integration/outages/CREW-EACH').set('X-Api-Key', KEY).expect(200)).body;
      const res = await put('CREW-EACH', running(over)).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'Niepoprawne dane', errors });
      expect((await t.http().get('/api/integration/outages/CREW-EACH').set('X-Api-Key', KEY).expect(200)).body.updatedAt).toBe(before.updatedAt);
    });
  });

  describe('alerts', () => {
    // One estimate for the whole block: a moved end is an alert of its own (OUTAGE_END_CHANGED).
    const base = running({ position: MARSZALKOWSKA_10, end: inHours(4) });
    let id = 0;

    it('queues an alert to those told of the outage when the crew arrives on site, once', async () => {
      id = (await put('CREW-ALERT', { ...base, crewStatus: 'ASSIGNED' }).expect(200)).body.id;
      expect(await alerts('OUTAGE_STARTED', id)).toHaveLength(1);
      await put('CREW-ALERT', { ...base, crewStatus: 'EN_ROUTE' }).expect(200);
      expect(await alerts('OUTAGE_CREW_ON_SITE', id)).toHaveLength(0);
      await put('CREW-ALERT', { ...base, crewStatus: 'ON_SITE' }).expect(200);
      const [alert, ...more] = await alerts('OUTAGE_CREW_ON_SITE', id);
      expect(more).toHaveLength(0);
      expect(alert).toMatchObject({ channel: 'EMAIL', recipient: 'ola@restoration.test', subject: 'Ekipa na miejscu awarii: ul. Marszałkowska 10, Warszawa' });
      expect(alert.body).toContain('Ekipa techniczna dotarła na miejsce awarii');
      await put('CREW-ALERT', { ...base, crewStatus: 'RESTORING' }).expect(200);
      await put('CREW-ALERT', { ...base, crewStatus: 'ON_SITE' }).expect(200);
      expect(await alerts('OUTAGE_CREW_ON_SITE', id)).toHaveLength(1);
    });

    it('queues nothing when only the confidence of the estimate or the customer counts change', async () => {
      const count = async () => t.db.getRepository(NotificationEntity).count();
      const before = await count();
      await put('CREW-ALERT', { ...base, crewStatus: 'ON_SITE', endConfidence: 'LOW' }).expect(200);
      await put('CREW-ALERT', { ...base, crewStatus: 'ON_SITE', endConfidence: 'HIGH', customersAffected: 50, customersRestored: 10 }).expect(200);
      expect(await count()).toBe(before);
    });
  });

  describe("the estimate's history", () => {
    it('keeps every change of the estimated end and the card lists them, oldest first', async () => {
      const first = inHours(2);
      const second = inHours(3);
      const third = inHours(5);
      const { id } = (await put('CREW-MOVES', running({ position: { lng: 21.05, lat: 52.25 }, end: first })).expect(200)).body;
      await put('CREW-MOVES', running({ position: { lng: 21.05, lat: 52.25 }, end: first, crewStatus: 'EN_ROUTE' })).expect(200);
      await put('CREW-MOVES', running({ position: { lng: 21.05, lat: 52.25 }, end: second })).expect(200);
      await put('CREW-MOVES', running({ position: { lng: 21.05, lat: 52.25 }, end: third })).expect(200);
      const rows = await t.db.query(
        `SELECT previous_end AS "previousEnd", new_end AS "newEnd", changed_at AS "changedAt" FROM call_net_outage_end_changes WHERE outage_id = $1 ORDER BY id`,
        [id],
      );
      expect(rows.map((r: { previousEnd: Date; newEnd: Date }) => [r.previousEnd.toISOString(), r.newEnd.toISOString()])).toEqual([
        [new Date(first).toISOString(), new Date(second).toISOString()],
        [new Date(second).toISOString(), new Date(third).toISOString()],
      ]);
      await fresh();
      const entry = (await card({ lng: 21.05, lat: 52.25 })).now.find((e) => e.id === id)!;
      expect(entry.end).toBe(new Date(third).toISOString());
      expect(entry.endChanges).toEqual([
        { previousEnd: new Date(first).toISOString(), newEnd: new Date(second).toISOString(), changedAt: rows[0].changedAt.toISOString() },
        { previousEnd: new Date(second).toISOString(), newEnd: new Date(third).toISOString(), changedAt: rows[1].changedAt.toISOString() },
      ]);
    });
  });

  describe('open data', () => {
    it('publishes the progress as GeoJSON properties and in the CAP alert (description and parameters), both still valid', async () => {
      await put('CREW-EXT', stormExtensive({ crewStatus: 'RESTORING', endConfidence: 'LOW', customersAffected: 1200, customersRestored: 450 }, inHours)).expect(
        200,
      );
      await fresh();
      const geojson = (await t.http().get('/public/api/open/v1/outages.geojson').set('Accept-Encoding', 'identity').buffer(true).parse(asText).expect(200))
        .body as string;
      expect(() => check(geojson)).not.toThrow();
      const feature = (JSON.parse(geojson).features as Array<{ properties: Record<string, unknown> }>).find(
        (f) => f.properties.kind === 'extensive-failure' && f.properties.crewStatus === 'RESTORING',
      );
      expect(feature?.properties).toMatchObject({ endConfidence: 'LOW', customersAffected: 1200, customersRestored: 450 });

      const cap = (await t.http().get('/public/api/open/v1/alerts.cap').set('Accept-Encoding', 'identity').buffer(true).parse(asText).expect(200))
        .body as string;
      const alert = alertsIn(cap).find((a) => a.includes('RESTORING'))!;
      expect(alert).toContain(
        'Stan prac: Trwa przywracanie zasilania. Przewidywany koniec: szacunek wstępny. Odbiorcy bez zasilania: 1200 (zasilanie wróciło u 450).',
      );
      expect(alert).toContain('<parameter><valueName>crewStatus</valueName><value>RESTORING</value></parameter>');
      expect(alert).toContain('<parameter><valueName>customersRestored</valueName><value>450</value></parameter>');
      expect(await capSchemaErrors(alert)).toEqual([]);
    });
  });
});
