import { DataSource, type FindOptionsWhere } from 'typeorm';
import { addressMatchKey } from '@portal/domain';
import { AuditRecordEntity } from '../src/audit/entities/audit-record.entity';
import { GeocodingService } from '../src/geocoding/geocoding.service';
import type { GeocodedAddress } from '../src/geocoding/geocoded-address';
import { NotificationEntity } from '../src/notifications/entities/notification.entity';
import { PlannedOutagesService } from '../src/planned-outages/planned-outages.service';
import { createUser, tokenFor } from './factories/user.factory';
import { MARSZALKOWSKA } from './factories/outage-addresses';
import { plannedOutageForm } from './factories/planned-outage-form';
import { createTestApp, type TestApp } from './support/test-app';

const KEY = 'test-integration-key-0123456789abcdef';
const HOUR = 3_600_000;

const PULAWSKA = {
  ...MARSZALKOWSKA,
  nonFormattedAddress: 'Puławska 145',
  street: 'Puławska',
  streetNumber: '145',
  postcode: '02-715',
  district: 'Mokotów',
  coordinates: { lng: 21.0226, lat: 52.1893 },
};

describe('plan against fact for planned outages', () => {
  let t: TestApp;
  let dispatcher: { Authorization: string };
  let accepter: { Authorization: string };
  let watcherId: number;

  const put = (id: number | string, body: unknown, key = KEY) =>
    t
      .http()
      .put(`/api/integration/planned-outages/${id}`)
      .set('X-Api-Key', key)
      .send(body as object);
  const report = (id: number, body: unknown) =>
    t
      .http()
      .post(`/api/planned-outage/actual/${id}`)
      .set(dispatcher)
      .send(body as object);
  const rows = (where: FindOptionsWhere<NotificationEntity>) => t.db.getRepository(NotificationEntity).find({ where, order: { id: 'ASC' } });
  const about = async (id: number, event: string) =>
    (await rows({ event: event as NotificationEntity['event'] })).filter((n) => n.key.includes(`planned:${id}:`));
  const audit = (entityId: number) =>
    t.db.getRepository(AuditRecordEntity).find({ where: { entity: 'planned-outage', entityId: String(entityId) }, order: { id: 'ASC' } });

  async function published(over: Record<string, unknown> = {}): Promise<number> {
    const id = (await t.http().post('/api/planned-outage/add').set(dispatcher).send(plannedOutageForm(over)).expect(201)).body.id as number;
    await t.http().post('/api/planned-outage/change-accept-status').set(accepter).send({ id, acceptStatus: 'ACCEPTED' }).expect(200);
    return id;
  }

  /** A person with consent and e-mail alerts watching an address. */
  async function watcher(db: DataSource, email: string, street: string, number: string): Promise<number> {
    const user = await createUser(db, { systemRole: 'PUBLIC', email, emailConfirmedAt: new Date() });
    await db.query(`UPDATE "users" SET "data_processing_consent_at" = now(), "email_notification_at" = now() WHERE "id" = $1`, [user.id]);
    await db.query(
      `INSERT INTO "watched_addresses" ("user_id", "street_type", "street_name", "house_number", "city", "district", "lng", "lat", "active", "match_key", "match_key_base")
       VALUES ($1, 'ul.', $2, $3, 'Warszawa', 'Śródmieście', 21.0186, 52.2128, true, $4, $4)`,
      [user.id, street, number, addressMatchKey(street, number)],
    );
    return user.id;
  }

  beforeAll(async () => {
    const geocoder = { geocode: async (): Promise<GeocodedAddress | null> => null };
    t = await createTestApp(
      { INTEGRATION_API_KEYS: KEY, NOTIFICATIONS_WORKER: 'false' },
      { overrideProviders: [{ provide: GeocodingService, useValue: geocoder }] },
    );
    dispatcher = { Authorization: `Bearer ${await tokenFor(t.http, (await createUser(t.db, { systemRole: 'DISPATCHER' })).email)}` };
    accepter = { Authorization: `Bearer ${await tokenFor(t.http, (await createUser(t.db, { systemRole: 'ACCEPTER' })).email)}` };
    watcherId = await watcher(t.db, 'ola.fakt@alerty.test', 'Marszałkowska', '10');
  });
  afterAll(() => t.close());

  describe('the integration PUT', () => {
    it('records the actual times and answers the outcome; the public list says it', async () => {
      const start = new Date(Date.now() - 6 * HOUR);
      const id = await published({ outageStart: start.toISOString(), outageEnd: new Date(start.getTime() + 4 * HOUR).toISOString() });
      const under = await put(id, { actualStart: start.toISOString() }).expect(200);
      expect(under.body).toMatchObject({ id, actualStart: start.toISOString(), actualEnd: null, cancelled: false, outcome: null });
      const actualEnd = new Date(start.getTime() + 5 * HOUR).toISOString();
      const ended = await put(id, { actualStart: start.toISOString(), actualEnd }).expect(200);
      expect(ended.body).toMatchObject({ actualEnd, outcome: 'EXTENDED' });
      // Ended two hours ago by its plan, an hour ago in fact: still on the public list, saying what happened.
      const list = await t.http().post('/public/api/planned-outage/search/compressed-report').send({}).expect(200);
      expect(list.body.find((o: { id: number }) => o.id === id)).toMatchObject({ actualStart: start.toISOString(), actualEnd, outcome: 'EXTENDED' });
      const [record] = (await audit(id)).filter((r) => r.action === 'planned-outage.actual').slice(-1);
      expect(record).toMatchObject({ actorId: null, actorMethod: 'api-key', after: { actualEnd, cancelled: false } });
    });

    it('refuses bad facts with 400 and the fields named, writing nothing', async () => {
      const id = await published();
      const now = Date.now();
      const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
        [{ actualStart: 'wczoraj' }, { actualStart: 'Podaj datę i godzinę w formacie ISO 8601 ze strefą czasową (np. 2026-12-01T08:00:00Z)' }],
        [{ actualStart: '2026-12-01T08:00:00' }, { actualStart: expect.stringContaining('ISO 8601') }],
        [
          { actualStart: new Date(now - HOUR).toISOString(), actualEnd: new Date(now - 2 * HOUR).toISOString() },
          { actualEnd: 'Faktyczny koniec musi być później niż faktyczny początek' },
        ],
        [{ actualEnd: new Date(now - HOUR).toISOString() }, { actualStart: 'Podaj też faktyczny początek (actualStart)' }],
        [{ actualStart: new Date(now + HOUR).toISOString() }, { actualStart: 'Faktyczny czas nie może być w przyszłości' }],
        [{ cancelled: true, actualStart: new Date(now - HOUR).toISOString() }, { cancelled: expect.stringContaining('Odwołane wyłączenie') }],
        [{ cancelled: 'tak' }, { cancelled: 'Wartość musi być wartością logiczną (true/false)' }],
        [{ outcome: 'AS_PLANNED' }, { outcome: 'Nieznane pole' }],
      ];
      for (const [body, errors] of cases) {
        const res = await put(id, body).expect(400);
        expect(res.body).toEqual({ statusCode: 400, message: 'Niepoprawne dane', errors });
      }
      const [row] = await t.db.query(`SELECT "actual_start", "actual_end", "cancelled_at" FROM "planned_outages" WHERE "id" = $1`, [id]);
      expect(row).toEqual({ actual_start: null, actual_end: null, cancelled_at: null });
    });

    it('answers 404 for an unknown, deleted or unpublished outage, and 401 without the key', async () => {
      await put(999_999, {}).expect(404);
      const waiting = (await t.http().post('/api/planned-outage/add').set(dispatcher).send(plannedOutageForm()).expect(201)).body.id as number;
      const res = await put(waiting, { cancelled: true }).expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Nie znaleziono planowanego wyłączenia' });
      const deleted = await published();
      await t.http().delete(`/api/planned-outage/delete/${deleted}`).set(dispatcher).expect(204);
      await put(deleted, { cancelled: true }).expect(404);
      await put('abc', {}).expect(400);
      await t.http().put(`/api/integration/planned-outages/${waiting}`).send({}).expect(401);
    });

    it('alerts a cancellation once to those told of the outage, keeps it listed as cancelled, and refuses to undo it', async () => {
      const other = await watcher(t.db, 'ewa.fakt@alerty.test', 'Puławska', '145');
      const id = await published({ addresses: [MARSZALKOWSKA] });
      expect((await about(id, 'PLANNED_ANNOUNCED')).map((n) => n.userId)).toEqual([watcherId]);
      const res = await put(id, { cancelled: true }).expect(200);
      expect(res.body).toMatchObject({ cancelled: true, outcome: 'CANCELLED', acceptStatus: 'ACCEPTED', deleted: false });
      const cancelled = await about(id, 'PLANNED_CANCELLED');
      expect(cancelled.map((n) => `${n.userId}:${n.channel}`)).toEqual([`${watcherId}:EMAIL`]);
      expect(cancelled[0].subject).toBe('Odwołane wyłączenie prądu: ul. Marszałkowska 10, Warszawa');
      expect((await rows({})).filter((n) => n.userId === other)).toEqual([]);
      // The same PUT again changes and sends nothing.
      await put(id, { cancelled: true }).expect(200);
      expect(await about(id, 'PLANNED_CANCELLED')).toHaveLength(1);
      expect((await audit(id)).filter((r) => r.action === 'planned-outage.cancel')).toHaveLength(1);
      const undo = await put(id, {}).expect(400);
      expect(undo.body.errors).toEqual({ cancelled: 'Odwołanego wyłączenia nie można przywrócić: zaplanuj je ponownie' });
      const list = await t.http().post('/public/api/planned-outage/search/compressed-report').send({ address: 'marszałkowska' }).expect(200);
      expect(list.body.find((o: { id: number }) => o.id === id)).toMatchObject({ outcome: 'CANCELLED', actualStart: null, actualEnd: null });
      // The map shows what will happen: a cancelled outage leaves it (open data then announces the cancellation).
      expect((await t.app.get(PlannedOutagesService).findPublicActive()).map((o) => o.id)).not.toContain(id);
    });

    it('a repeated report of the same times alerts nobody and writes no second record', async () => {
      const start = new Date(Date.now() - 3 * HOUR);
      const id = await published({ outageStart: start.toISOString(), outageEnd: new Date(start.getTime() + 4 * HOUR).toISOString() });
      const before = (await rows({})).length;
      const body = { actualStart: start.toISOString(), actualEnd: new Date(start.getTime() + 2 * HOUR).toISOString() };
      expect((await put(id, body).expect(200)).body.outcome).toBe('SHORTENED');
      await put(id, body).expect(200);
      expect((await rows({})).length).toBe(before);
      expect((await audit(id)).filter((r) => r.action === 'planned-outage.actual')).toHaveLength(1);
    });
  });

  describe("the dispatcher's report", () => {
    it('records actual times and a cancellation in the audit trail with the dispatcher as actor', async () => {
      const start = new Date(Date.now() - 5 * HOUR);
      const id = await published({ outageStart: start.toISOString(), outageEnd: new Date(start.getTime() + 4 * HOUR).toISOString() });
      const body = {
        actualStart: new Date(start.getTime() + 5 * 60_000).toISOString(),
        actualEnd: new Date(start.getTime() + 4 * HOUR + 10 * 60_000).toISOString(),
      };
      const res = await report(id, body).expect(200);
      expect(res.body).toMatchObject({ ...body, outcome: 'AS_PLANNED' });
      const [actual] = (await audit(id)).filter((r) => r.action === 'planned-outage.actual');
      expect(actual).toMatchObject({
        actorMethod: 'password',
        before: { actualStart: null, actualEnd: null, cancelled: false },
        after: { ...body, cancelled: false },
      });
      expect(actual.actorId).toEqual(expect.any(Number));

      const upcoming = await published({ addresses: [PULAWSKA] });
      await report(upcoming, { cancelled: true }).expect(200);
      expect((await audit(upcoming)).map((r) => r.action)).toContain('planned-outage.cancel');
      // Cancelled while still upcoming: a get answers it cancelled, and nobody was told, so nobody is alerted.
      expect((await t.http().get(`/api/planned-outage/get/${upcoming}`).set(dispatcher).expect(200)).body).toMatchObject({
        cancelled: true,
        outcome: 'CANCELLED',
      });
    });

    it('refuses an outage not accepted (400) and an unknown one (404); accepters may not report', async () => {
      const waiting = (await t.http().post('/api/planned-outage/add').set(dispatcher).send(plannedOutageForm()).expect(201)).body.id as number;
      const res = await report(waiting, { cancelled: true }).expect(400);
      expect(res.body.errors).toEqual({ acceptStatus: 'Faktyczne czasy podaje się tylko dla zaakceptowanych wyłączeń' });
      await report(999_999, {}).expect(404);
      await t.http().post(`/api/planned-outage/actual/${waiting}`).set(accepter).send({}).expect(403);
    });

    it('an outage read with get can be saved back as is: the fact fields are ignored by a save', async () => {
      const id = await published();
      const actualStart = new Date(Date.now() - HOUR).toISOString();
      await report(id, { actualStart }).expect(200);
      const read = (await t.http().get(`/api/planned-outage/get/${id}`).set(dispatcher).expect(200)).body;
      const saved = await t.http().post('/api/planned-outage/add').set(dispatcher).send(read).expect(201);
      expect(saved.body).toMatchObject({ id, actualStart, cancelled: false, acceptStatus: 'TO_ACCEPT' });
    });

    it('refuses to edit a cancelled outage, to send it for acceptance again, or to decide on it, and leaves it as it was', async () => {
      const closed = 'Odwołanego wyłączenia nie można edytować ani ponownie przekazać do akceptacji: zaplanuj je ponownie';
      const id = await published();
      await report(id, { cancelled: true }).expect(200);
      const before = await t.db.query(`SELECT "outage_start", "comment", "accept_status", "cancelled_at" FROM "planned_outages" WHERE "id" = $1`, [id]);
      const read = (await t.http().get(`/api/planned-outage/get/${id}`).set(dispatcher).expect(200)).body;
      const edit = await t
        .http()
        .post('/api/planned-outage/add')
        .set(dispatcher)
        .send({ ...read, comment: 'Jednak się odbędzie' })
        .expect(400);
      expect(edit.body).toEqual({ statusCode: 400, message: closed, errors: { cancelled: closed } });
      const reject = await t.http().post('/api/planned-outage/change-accept-status').set(accepter).send({ id, acceptStatus: 'REJECTED' }).expect(400);
      expect(reject.body.errors).toEqual({ cancelled: closed });
      await t
        .http()
        .post('/api/planned-outage/change-accept-status/many')
        .set(accepter)
        .send({ ids: [id], acceptStatus: 'REJECTED' })
        .expect(400);
      const after = await t.db.query(`SELECT "outage_start", "comment", "accept_status", "cancelled_at" FROM "planned_outages" WHERE "id" = $1`, [id]);
      expect(after).toEqual(before);
      expect(after[0].accept_status).toBe('ACCEPTED');
      // An accepter re-confirming it in bulk changes nothing and is not refused: it already is what it is.
      await t
        .http()
        .post('/api/planned-outage/change-accept-status/many')
        .set(accepter)
        .send({ ids: [id], acceptStatus: 'ACCEPTED' })
        .expect(200);
    });
  });

  describe('a change of hours after publication', () => {
    it('is told as PLANNED_CHANGED to those told before, and as an announcement to an address added with it', async () => {
      const newcomer = await watcher(t.db, 'nowa.fakt@alerty.test', 'Puławska', '145');
      const id = await published({ addresses: [MARSZALKOWSKA] });
      const form = plannedOutageForm({ addresses: [MARSZALKOWSKA, PULAWSKA] });
      const start = new Date(Date.parse(String(form.outageStart)) + 2 * HOUR);
      await t
        .http()
        .post('/api/planned-outage/add')
        .set(dispatcher)
        .send({ ...form, id, outageStart: start.toISOString(), outageEnd: new Date(start.getTime() + HOUR).toISOString() })
        .expect(201);
      await t.http().post('/api/planned-outage/change-accept-status').set(accepter).send({ id, acceptStatus: 'ACCEPTED' }).expect(200);
      expect((await about(id, 'PLANNED_CHANGED')).map((n) => n.userId)).toEqual([watcherId]);
      // Everyone watching Puławska 145 (the newcomer, and another watcher of it) hears of it for the first time.
      const announced = (await about(id, 'PLANNED_ANNOUNCED')).map((n) => n.userId);
      expect(announced.filter((u) => u === watcherId)).toHaveLength(1);
      expect(announced).toContain(newcomer);
      await t
        .http()
        .post('/api/planned-outage/change-accept-status/many')
        .set(accepter)
        .send({ ids: [id], acceptStatus: 'ACCEPTED' })
        .expect(200);
      expect(await about(id, 'PLANNED_CHANGED')).toHaveLength(1);
    });
  });
});
