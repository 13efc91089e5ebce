import { AuditService } from '../src/audit/audit.service';
import { verifyReport } from '../src/audit/audit-verify';
import { AuditRecordEntity } from '../src/audit/entities/audit-record.entity';
import { UserEntity } from '../src/users/entities/user.entity';
import { plannedOutageForm } from './factories/planned-outage-form';
import { createUser, TEST_PASSWORD, tokenFor } from './factories/user.factory';
import { createTestApp, TestApp } from './support/test-app';

describe('audit trail', () => {
  let t: TestApp;
  let admin: UserEntity;
  let auth: { Authorization: string };
  const records = () => t.db.getRepository(AuditRecordEntity);
  const newest = async (action: string) => (await records().find({ where: { action }, order: { id: 'DESC' }, take: 1 }))[0];
  const verify = () => t.app.get(AuditService).verify();

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: '2', LOGIN_WINDOW_MINUTES: '15', LOGIN_LOCK_MINUTES: '15', AUDIT_RETENTION_DAYS: '30' });
    admin = await createUser(t.db, { systemRole: 'ADMIN', fullName: 'Adam Audytor', email: 'adam.audit@test.local' });
    auth = { Authorization: `Bearer ${await tokenFor(t.http, admin.email)}` };
  });
  afterAll(() => t.close());

  describe('user administration', () => {
    let userId: number;

    it('records a user created: who, from where, what, and the new fields with e-mail and phone masked', async () => {
      const res = await t
        .http()
        .post('/api/user/create')
        .set(auth)
        .send({ systemRole: 'DISPATCHER', fullName: 'Daria Dyspozytor', email: 'daria@example.pl', phone: '600100200', password: 'Dobre#Haslo1' })
        .expect(201);
      userId = res.body.id;
      const row = await newest('user.create');
      expect(row).toMatchObject({ actorId: admin.id, actorMethod: 'password', entity: 'user', entityId: String(userId), before: null });
      expect(row.address).toMatch(/127\.0\.0\.1/);
      expect(row.after).toEqual({
        fullName: 'Daria Dyspozytor',
        email: 'd***@example.pl',
        phone: '***200',
        systemRole: 'DISPATCHER',
        area: null,
        deleted: false,
      });
      expect(JSON.stringify(row)).not.toMatch(/Dobre#Haslo1|argon|passwordHash/);
    });

    it('records an edit with before and after, and a role change as its own action', async () => {
      await t.http().put(`/api/user/edit/${userId}`).set(auth).send({ fullName: 'Daria Nowak', email: 'daria@example.pl' }).expect(200);
      const edit = await newest('user.edit');
      expect(edit.before).toMatchObject({ fullName: 'Daria Dyspozytor' });
      expect(edit.after).toMatchObject({ fullName: 'Daria Nowak', email: 'd***@example.pl' });
      await t.http().put(`/api/user/edit/${userId}`).set(auth).send({ fullName: 'Daria Nowak', email: 'daria@example.pl', systemRole: 'ACCEPTER' }).expect(200);
      const role = await newest('user.role');
      expect(role).toMatchObject({
        entityId: String(userId),
        before: expect.objectContaining({ systemRole: 'DISPATCHER' }),
        after: expect.objectContaining({ systemRole: 'ACCEPTER' }),
      });
    });

    it('records a delete and a restore', async () => {
      await t.http().post(`/api/user/delete/${userId}`).set(auth).expect(200);
      expect(await newest('user.delete')).toMatchObject({
        entityId: String(userId),
        before: expect.objectContaining({ deleted: false }),
        after: expect.objectContaining({ deleted: true }),
      });
      await t.http().post(`/api/user/delete/${userId}`).set(auth).expect(200);
      expect(await newest('user.restore')).toMatchObject({ entityId: String(userId), after: expect.objectContaining({ deleted: false }) });
    });

    it('writes no record of a change that was refused', async () => {
      const before = await records().count();
      await t.http().post(`/api/user/delete/${admin.id}`).set(auth).expect(400);
      expect(await records().count()).toBe(before);
    });
  });

  describe('planned outages', () => {
    it('records one accept per outage of a bulk review, and a reject, with the accepter and the status before/after', async () => {
      const dispatcher = await createUser(t.db, { systemRole: 'DISPATCHER' });
      const accepter = await createUser(t.db, { systemRole: 'ACCEPTER' });
      const as = async (u: UserEntity) => ({ Authorization: `Bearer ${await tokenFor(t.http, u.email)}` });
      const [d, a] = [await as(dispatcher), await as(accepter)];
      const ids: string[] = [];
      for (let i = 0; i < 2; i += 1) ids.push(String((await t.http().post('/api/planned-outage/add').set(d).send(plannedOutageForm()).expect(201)).body.id));
      await t
        .http()
        .post('/api/planned-outage/change-accept-status/many')
        .set(a)
        .send({ ids: ids.map(Number), acceptStatus: 'ACCEPTED' })
        .expect(200, { changed: 2 });
      const accepted = await records().find({ where: { action: 'planned-outage.accept' }, order: { id: 'ASC' } });
      expect(accepted.map((r) => r.entityId)).toEqual(ids);
      for (const r of accepted) {
        expect(r).toMatchObject({
          actorId: accepter.id,
          actorMethod: 'password',
          entity: 'planned-outage',
          before: { acceptStatus: 'TO_ACCEPT' },
          after: { acceptStatus: 'ACCEPTED' },
        });
        expect(r.address).toMatch(/127\.0\.0\.1/);
      }
      await t
        .http()
        .post('/api/planned-outage/change-accept-status')
        .set(a)
        .send({ id: Number(ids[0]), acceptStatus: 'REJECTED' })
        .expect(200);
      expect(await newest('planned-outage.reject')).toMatchObject({
        entityId: ids[0],
        before: { acceptStatus: 'ACCEPTED' },
        after: { acceptStatus: 'REJECTED' },
      });
    });
  });

  describe('settings', () => {
    it('records a maintenance-break edit with the edited keys before and after', async () => {
      const body = [
        { key: 'maintenanceStart', value: '2026-12-01T21:00:00Z' },
        { key: 'showMaintenance', value: 'true' },
      ];
      await t.http().post('/api/config/edit/many').set(auth).send(body).expect(200);
      expect(await newest('settings.edit')).toMatchObject({
        actorId: admin.id,
        entity: 'settings',
        before: { maintenanceStart: null, showMaintenance: 'false' },
        after: { maintenanceStart: '2026-12-01T21:00:00Z', showMaintenance: 'true' },
      });
    });
  });

  describe('staff sign-in', () => {
    it('records success, failure and lockout with the address and the sign-in method', async () => {
      const user = await createUser(t.db, { systemRole: 'DISPATCHER', email: 'lock.me@example.pl' });
      await t.http().post('/api/login').send({ login: user.email, password: TEST_PASSWORD }).expect(200);
      expect(await newest('auth.sign-in.success')).toMatchObject({
        actorId: user.id,
        actorMethod: 'password',
        entity: 'session',
        after: { login: 'l***@example.pl' },
      });
      await t.http().post('/api/login').send({ login: user.email, password: 'Zle#Haslo1' }).expect(401);
      expect(await newest('auth.sign-in.failure')).toMatchObject({ actorId: user.id, after: { login: 'l***@example.pl' } });
      await t.http().post('/api/login').send({ login: user.email, password: 'Zle#Haslo1' }).expect(401);
      await t.http().post('/api/login').send({ login: user.email, password: TEST_PASSWORD }).expect(503);
      const lockout = await newest('auth.sign-in.lockout');
      expect(lockout).toMatchObject({ actorMethod: 'password', after: { login: 'l***@example.pl' } });
      expect(lockout.address).toMatch(/127\.0\.0\.1/);
    });
  });

  describe('reading it (ADMIN only)', () => {
    it('lists with filters, newest first, with the total in X-Total-Count and Content-Range', async () => {
      const res = await t.http().get('/api/audit').query({ entity: 'user', actorId: admin.id, limit: 2 }).set(auth).expect(200);
      const total = await records().countBy({ entity: 'user', actorId: admin.id });
      expect(res.headers['x-total-count']).toBe(String(total));
      expect(res.headers['content-range']).toBe(`audit 0-1/${total}`);
      expect(res.body).toHaveLength(2);
      expect(Number(res.body[0].id)).toBeGreaterThan(Number(res.body[1].id));
      expect(res.body.every((r: AuditRecordEntity) => r.entity === 'user')).toBe(true);
      const one = await t.http().get(`/api/audit/${res.body[0].id}`).set(auth).expect(200);
      expect(one.body).toEqual(res.body[0]);
    });

    it('filters by action and period', async () => {
      const res = await t
        .http()
        .get('/api/audit')
        .query({ action: 'user.role', from: new Date(Date.now() - 3600_000).toISOString() })
        .set(auth)
        .expect(200);
      expect(res.body.map((r: AuditRecordEntity) => r.action)).toEqual(['user.role']);
      const none = await t.http().get('/api/audit').query({ to: '2000-01-01T00:00:00Z' }).set(auth).expect(200);
      expect(none.body).toEqual([]);
    });

    it('answers 400 with a Polish message for a bad period, 404 for an unknown id', async () => {
      const bad = await t.http().get('/api/audit').query({ from: 'wczoraj' }).set(auth).expect(400);
      expect(bad.body.errors).toEqual({ from: 'Wartość musi być datą i godziną w formacie ISO 8601' });
      await t.http().get('/api/audit/999999999').set(auth).expect(404);
      await t.http().get('/api/audit/abc').set(auth).expect(404);
    });

    it('refuses other roles (403) and anonymous callers (401)', async () => {
      for (const systemRole of ['DISPATCHER', 'ACCEPTER', 'CALLCENTER'] as const) {
        const other = await createUser(t.db, { systemRole });
        const token = await tokenFor(t.http, other.email);
        await t
          .http()
          .get('/api/audit')
          .set({ Authorization: `Bearer ${token}` })
          .expect(403);
        await t
          .http()
          .get('/api/audit/1')
          .set({ Authorization: `Bearer ${token}` })
          .expect(403);
      }
      await t.http().get('/api/audit').expect(401);
    });
  });

  describe('append-only, chained', () => {
    it('keeps one chain under 20 parallel actions', async () => {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          t
            .http()
            .post('/api/user/create')
            .set(auth)
            .send({ systemRole: 'CALLCENTER', fullName: `Celina ${i}`, email: `celina${i}@example.pl` }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
      const result = await verify();
      const count = await records().count();
      expect(result).toEqual({ ok: true, count });
      expect(verifyReport(result)).toEqual({ exitCode: 0, text: `OK: ${count} wpisów dziennika zdarzeń, łańcuch skrótów nienaruszony.` });
    });

    it('refuses UPDATE, DELETE and TRUNCATE of a record', async () => {
      await expect(t.db.query(`UPDATE audit_record SET action = 'x' WHERE id = (SELECT min(id) FROM audit_record)`)).rejects.toThrow(/append-only/);
      await expect(t.db.query(`DELETE FROM audit_record`)).rejects.toThrow(/append-only/);
      await expect(t.db.query(`TRUNCATE audit_record`)).rejects.toThrow(/append-only/);
    });

    it('names the first record changed by hand (trigger disabled by a superuser)', async () => {
      const [victim] = await records().find({ order: { id: 'ASC' }, skip: 3, take: 1 });
      await t.db.query(`ALTER TABLE audit_record DISABLE TRIGGER audit_record_append_only`);
      try {
        await t.db.query(`UPDATE audit_record SET after = '{"fullName":"podrobione"}' WHERE id = $1`, [victim.id]);
        const broken = await verify();
        expect(broken).toMatchObject({ ok: false, brokenId: victim.id });
        expect(verifyReport(broken)).toEqual({ exitCode: 1, text: expect.stringContaining(`przerwany na wpisie id=${victim.id} `) });
        await t.db.query(`UPDATE audit_record SET after = $2 WHERE id = $1`, [victim.id, JSON.stringify(victim.after)]);
      } finally {
        await t.db.query(`ALTER TABLE audit_record ENABLE TRIGGER audit_record_append_only`);
      }
      expect((await verify()).ok).toBe(true);
    });
  });

  describe('retention', () => {
    it('deletes records older than AUDIT_RETENTION_DAYS, records the deletion, and the shortened chain verifies', async () => {
      const all = await records().find({ order: { id: 'ASC' } });
      // The cut-off falls exactly on the fifth record: the four before it are older, it is not.
      const now = new Date(all[4].at.getTime() + 30 * 24 * 3600_000);
      const deleted = await t.app.get(AuditService).expire(now);
      expect(deleted).toBe(4);
      const left = await records().find({ order: { id: 'ASC' } });
      expect(left[0].id).toBe(all[4].id);
      const retention = left[left.length - 1];
      expect(retention).toMatchObject({ action: 'audit.retention', actorId: null, actorMethod: 'system' });
      expect(retention.after).toMatchObject({ deleted: 4, deletedThroughId: all[3].id, lastDeletedHash: all[3].hash, retentionDays: 30 });
      expect(await verify()).toEqual({ ok: true, count: left.length });
    });

    it('deletes nothing and records nothing when no record is old enough', async () => {
      const before = await records().count();
      expect(await t.app.get(AuditService).expire()).toBe(0);
      expect(await records().count()).toBe(before);
    });
  });
});
