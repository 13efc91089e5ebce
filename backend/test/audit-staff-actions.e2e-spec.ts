import { join } from 'node:path';
import { AuditService } from '../src/audit/audit.service';
import { AuditRecordEntity } from '../src/audit/entities/audit-record.entity';
import { AreasUploaded } from '../src/areas/events/areas-uploaded';
import { AreaEntity } from '../src/areas/entities/area.entity';
import { DomainEvents } from '../src/common/events/domain-events';
import { PlannedOutageSaved } from '../src/planned-outages/events/planned-outage.events';
import { PlannedOutageEntity } from '../src/planned-outages/entities/planned-outage.entity';
import { UserEntity } from '../src/users/entities/user.entity';
import { asText } from './support/body-parsers';
import { plannedOutageForm } from './factories/planned-outage-form';
import { createUser, tokenFor } from './factories/user.factory';
import { createTestApp, TestApp } from './support/test-app';

const AREAS = join(__dirname, 'fixtures', 'areas');

/** The staff actions recorded beside user administration, decisions, settings and sign-ins (docs/security.md "Audit trail"). */
describe('audit trail: planned outages, areas, test SMS, exports', () => {
  let t: TestApp;
  let admin: UserEntity;
  let dispatcher: UserEntity;
  let auth: { Authorization: string };
  let dispatcherAuth: { Authorization: string };
  const records = () => t.db.getRepository(AuditRecordEntity);
  const newest = async (action: string) => (await records().find({ where: { action }, order: { id: 'DESC' }, take: 1 }))[0];
  /** A listener that fails after the audit record was written in the transaction: the write must roll back whole. */
  let failAfter: { type: 'none' | 'saved' | 'areas' } = { type: 'none' };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.db, { systemRole: 'ADMIN', fullName: 'Adam Audytor', email: 'adam.staff-audit@test.local', phone: '600100200' });
    dispatcher = await createUser(t.db, { systemRole: 'DISPATCHER', fullName: 'Dorota Dyspozytor' });
    auth = { Authorization: `Bearer ${await tokenFor(t.http, admin.email)}` };
    dispatcherAuth = { Authorization: `Bearer ${await tokenFor(t.http, dispatcher.email)}` };
    const bus = t.app.get(DomainEvents);
    bus.inTransaction(PlannedOutageSaved, async () => {
      if (failAfter.type === 'saved') throw new Error('after the record');
    });
    bus.inTransaction(AreasUploaded, async () => {
      if (failAfter.type === 'areas') throw new Error('after the record');
    });
  });
  afterEach(() => {
    failAfter = { type: 'none' };
  });
  afterAll(() => t.close());

  describe('planned outages', () => {
    let outageId: number;

    it('records a creation with the dispatcher, the address and the fields (not the comment)', async () => {
      const res = await t
        .http()
        .post('/api/planned-outage/add')
        .set(dispatcherAuth)
        .send(plannedOutageForm({ taskNumber: 'Z-1' }))
        .expect(201);
      outageId = res.body.id;
      const row = await newest('planned-outage.create');
      expect(row).toMatchObject({ actorId: dispatcher.id, actorMethod: 'password', entity: 'planned-outage', entityId: String(outageId), before: null });
      expect(row.address).toMatch(/127\.0\.0\.1/);
      expect(row.after).toMatchObject({ taskNumber: 'Z-1', voltageLevel: 'LV', acceptStatus: 'TO_ACCEPT', outageStart: res.body.outageStart });
      expect(JSON.stringify(row.after)).not.toContain('Wymiana złącza');
    });

    it('records an edit with the fields before and after', async () => {
      await t
        .http()
        .post('/api/planned-outage/add')
        .set(dispatcherAuth)
        .send(plannedOutageForm({ id: outageId, taskNumber: 'Z-2' }))
        .expect(201);
      const row = await newest('planned-outage.edit');
      expect(row).toMatchObject({ actorId: dispatcher.id, entityId: String(outageId) });
      expect(row.before).toMatchObject({ taskNumber: 'Z-1' });
      expect(row.after).toMatchObject({ taskNumber: 'Z-2' });
    });

    it('leaves neither the outage nor a record when the transaction rolls back after the record was written', async () => {
      const [outagesBefore, recordsBefore] = [await t.db.getRepository(PlannedOutageEntity).count(), await records().count()];
      failAfter = { type: 'saved' };
      await t
        .http()
        .post('/api/planned-outage/add')
        .set(dispatcherAuth)
        .send(plannedOutageForm({ taskNumber: 'Z-rollback' }))
        .expect(500);
      expect(await t.db.getRepository(PlannedOutageEntity).count()).toBe(outagesBefore);
      expect(await records().count()).toBe(recordsBefore);
    });

    it('writes no record of an edit that is refused (another dispatcher’s outage)', async () => {
      const other = await createUser(t.db, { systemRole: 'DISPATCHER' });
      const otherAuth = { Authorization: `Bearer ${await tokenFor(t.http, other.email)}` };
      const before = await records().count();
      await t
        .http()
        .post('/api/planned-outage/add')
        .set(otherAuth)
        .send(plannedOutageForm({ id: outageId }))
        .expect(403);
      expect(await records().count()).toBe(before);
    });
  });

  describe('areas', () => {
    it('records one row per area of an uploaded file, new and replaced, with the file name', async () => {
      await t.http().post('/api/area/upload').set(auth).attach('file', join(AREAS, 'areas.geojson')).expect(200);
      const centrum = await t.db.getRepository(AreaEntity).findOneByOrFail({ name: 'Test Centrum' });
      const first = await records().find({ where: { action: 'area.upload' }, order: { id: 'ASC' } });
      expect(first.map((r) => r.after?.name).sort()).toEqual(['Test Centrum', 'Test Wyspy']);
      expect(first.find((r) => r.entityId === String(centrum.id))).toMatchObject({
        actorId: admin.id,
        entity: 'area',
        before: null,
        after: { name: 'Test Centrum', description: 'Śródmieście z dziurą wokół Pałacu Kultury', fileName: 'areas.geojson' },
      });
      expect(first[0].address).toMatch(/127\.0\.0\.1/);
      await t.http().post('/api/area/upload').set(auth).attach('file', join(AREAS, 'centrum-moved.geojson')).expect(200);
      expect(await newest('area.upload')).toMatchObject({
        entityId: String(centrum.id),
        before: { name: 'Test Centrum', description: 'Śródmieście z dziurą wokół Pałacu Kultury' },
        after: expect.objectContaining({ name: 'Test Centrum', fileName: 'centrum-moved.geojson' }),
      });
    });

    it('leaves neither the areas nor a record when the transaction rolls back', async () => {
      const [areasBefore, recordsBefore] = [await t.db.getRepository(AreaEntity).find({ order: { id: 'ASC' } }), await records().count()];
      failAfter = { type: 'areas' };
      await t.http().post('/api/area/upload').set(auth).attach('file', join(AREAS, 'areas.geojson')).expect(500);
      expect(await t.db.getRepository(AreaEntity).find({ order: { id: 'ASC' } })).toEqual(areasBefore);
      expect(await records().count()).toBe(recordsBefore);
    });
  });

  describe('test SMS', () => {
    it('records the test message with the number masked and its outcome', async () => {
      const res = await t.http().post('/test-sms').set(auth).expect(200);
      const row = await newest('sms.test');
      expect(row).toMatchObject({ actorId: admin.id, entity: 'sms', entityId: String(res.body.id), after: { to: '***200', status: res.body.status } });
      expect(row.address).toMatch(/127\.0\.0\.1/);
    });
  });

  describe('exports of personal data', () => {
    it('records the users report with the filters (e-mail masked) and the number of people, not their data', async () => {
      await t.http().post('/api/user/report').set(auth).send({ systemRole: 'DISPATCHER', email: 'dorota@test.local' }).expect(200);
      const row = await newest('user.export');
      expect(row).toMatchObject({
        actorId: admin.id,
        entity: 'user',
        entityId: null,
        after: { filters: { systemRole: 'DISPATCHER', email: 'd***@test.local' }, rows: 0 },
      });
      await t.http().post('/api/user/report').set(auth).send({ systemRole: 'DISPATCHER' }).expect(200);
      expect((await newest('user.export')).after).toEqual({ filters: { systemRole: 'DISPATCHER' }, rows: 2 });
    });

    it('exports the filtered trail as CSV for Excel and records the export itself', async () => {
      const res = await t.http().get('/api/audit/export').query({ action: 'planned-outage.create' }).set(auth).buffer(true).parse(asText).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="dziennik-zdarzen-\d{4}-\d{2}-\d{2}\.csv"/);
      expect(res.headers['cache-control']).toBe('no-store');
      const lines = (res.body as string)
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('Id;Kiedy (czas warszawski);Kto (id);Sposób logowania;Adres;Działanie;Obiekt;Id obiektu;Przed;Po;Skrót');
      const created = await records().find({ where: { action: 'planned-outage.create' }, order: { id: 'DESC' } });
      expect(lines.slice(1).map((l) => l.split(';')[0])).toEqual(created.map((r) => r.id));
      expect(lines[1]).toContain(';planned-outage.create;planned-outage;');
      expect(await newest('audit.export')).toMatchObject({
        actorId: admin.id,
        entity: 'audit',
        after: { filters: { action: 'planned-outage.create' }, rows: created.length },
      });
      expect((await newest('audit.export')).address).toMatch(/127\.0\.0\.1/);
    });

    it('refuses an export with bad filters (400, Polish message) and records nothing', async () => {
      const before = await records().count();
      const res = await t.http().get('/api/audit/export').query({ from: 'wczoraj' }).set(auth).expect(400);
      expect(res.body.errors.from).toEqual(expect.any(String));
      await t.http().get('/api/audit/export').query({ limit: 5 }).set(auth).expect(400);
      expect(await records().count()).toBe(before);
    });

    it('refuses the export to other roles (403) and anonymous callers (401)', async () => {
      await t.http().get('/api/audit/export').set(dispatcherAuth).expect(403);
      await t.http().get('/api/audit/export').expect(401);
    });
  });

  it('keeps the chain verifiable', async () => {
    expect(await t.app.get(AuditService).verify()).toEqual({ ok: true, count: await records().count() });
  });
});
