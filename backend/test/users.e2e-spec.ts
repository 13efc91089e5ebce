import { join } from 'node:path';
import { UserEntity } from '../src/users/entities/user.entity';
import { createUser, tokenFor } from './factories/user.factory';
import { createTestApp, TestApp } from './support/test-app';

describe('users administration (ADMIN)', () => {
  let t: TestApp;
  let admin: UserEntity;
  let auth: { Authorization: string };
  const users = () => t.db.getRepository(UserEntity);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.db, { systemRole: 'ADMIN', fullName: 'Adam Administrator', email: 'adam@test.local' });
    auth = { Authorization: `Bearer ${await tokenFor(t.http, admin.email)}` };
    await createUser(t.db, { systemRole: 'DISPATCHER', fullName: 'Dorota Dyspozytor', email: 'dorota@test.local', phone: '600100200' });
    await createUser(t.db, { systemRole: 'ACCEPTER', fullName: 'Artur Akceptujący', email: 'artur@test.local' });
    await createUser(t.db, { systemRole: 'CALLCENTER', fullName: 'Celina Konsultant', email: 'celina@test.local', deleted: true });
    await createUser(t.db, { systemRole: 'PUBLIC', fullName: 'Paweł Mieszkaniec', email: 'pawel@test.local' });
  });
  afterAll(() => t.close());

  it('lists the roles with their Polish labels', async () => {
    const res = await t.http().get('/api/user/roles').set(auth).expect(200);
    expect(res.body).toEqual([
      { id: 'ADMIN', name: 'Administrator' },
      { id: 'DISPATCHER', name: 'Mistrz prac planowych' },
      { id: 'ACCEPTER', name: 'Akceptujący' },
      { id: 'CALLCENTER', name: 'Call Center' },
      { id: 'PUBLIC', name: 'Użytkownik portalu' },
    ]);
  });

  describe('search and count', () => {
    it('pages, sorts and counts', async () => {
      const page1 = await t
        .http()
        .post('/api/user/search')
        .set(auth)
        .send({ page: { limit: 2, offset: 0, sortField: 'fullName', sortOrder: 'ASC' } })
        .expect(200);
      expect(page1.body.map((u: UserEntity) => u.fullName)).toEqual(['Adam Administrator', 'Artur Akceptujący']);
      const page2 = await t
        .http()
        .post('/api/user/search')
        .set(auth)
        .send({ page: { limit: 2, offset: 2, sortField: 'fullName', sortOrder: 'ASC' } })
        .expect(200);
      expect(page2.body.map((u: UserEntity) => u.fullName)).toEqual(['Celina Konsultant', 'Dorota Dyspozytor']);
      await t.http().post('/api/user/search/count').set(auth).send({}).expect(200, { count: 5 });
      const byIdDesc = await t
        .http()
        .post('/api/user/search')
        .set(auth)
        .send({ page: { limit: 5, sortField: 'id', sortOrder: 'DESC' } })
        .expect(200);
      const ids = byIdDesc.body.map((u: UserEntity) => u.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    });

    it('filters by role, deleted, name fragment (any case) and id', async () => {
      const dispatchers = await t.http().post('/api/user/search').set(auth).send({ systemRole: 'DISPATCHER' }).expect(200);
      expect(dispatchers.body).toEqual([
        {
          id: expect.any(Number),
          systemRole: 'DISPATCHER',
          area: null,
          fullName: 'Dorota Dyspozytor',
          email: 'dorota@test.local',
          phone: '600100200',
          deleted: false,
        },
      ]);
      const deleted = await t.http().post('/api/user/search').set(auth).send({ deleted: true }).expect(200);
      expect(deleted.body.map((u: UserEntity) => u.email)).toEqual(['celina@test.local']);
      await t.http().post('/api/user/search/count').set(auth).send({ deleted: false }).expect(200, { count: 4 });
      const byName = await t.http().post('/api/user/search').set(auth).send({ fullName: 'MIESZK' }).expect(200);
      expect(byName.body.map((u: UserEntity) => u.email)).toEqual(['pawel@test.local']);
      const byId = await t.http().post('/api/user/search').set(auth).send({ id: admin.id }).expect(200);
      expect(byId.body).toHaveLength(1);
      const wildcard = await t.http().post('/api/user/search').set(auth).send({ fullName: '%' }).expect(200);
      expect(wildcard.body).toHaveLength(0);
    });

    it('refuses a bad sort order, an oversized page and wrong types with field messages', async () => {
      const res = await t
        .http()
        .post('/api/user/search')
        .set(auth)
        .send({ deleted: 'yes', systemRole: 'KING', page: { limit: 1000, sortOrder: 'UP' } })
        .expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: 'Niepoprawne dane',
        errors: {
          deleted: 'Wartość musi być wartością logiczną (true/false)',
          systemRole: 'Dozwolone wartości: ADMIN, DISPATCHER, ACCEPTER, CALLCENTER, PUBLIC',
          'page.limit': 'Maksymalna wartość: 100',
          'page.sortOrder': 'Dozwolone wartości: ASC, DESC',
        },
      });
    });
  });

  describe('create', () => {
    it('creates a user who can then sign in with the initial password', async () => {
      const res = await t
        .http()
        .post('/api/user/create')
        .set(auth)
        .send({ systemRole: 'DISPATCHER', fullName: ' Nowy Mistrz ', email: 'nowy.mistrz@test.local', phone: '500600700', password: 'Start#2026x' })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        systemRole: 'DISPATCHER',
        area: null,
        fullName: 'Nowy Mistrz',
        email: 'nowy.mistrz@test.local',
        phone: '500600700',
        deleted: false,
      });
      await t.http().post('/api/login').send({ login: 'nowy.mistrz@test.local', password: 'Start#2026x' }).expect(200);
    });

    it('answers 400 with the spec message for an e-mail that exists in any case, and writes nothing', async () => {
      const before = await users().count();
      const res = await t.http().post('/api/user/create').set(auth).send({ systemRole: 'ADMIN', fullName: 'Kopia', email: 'DOROTA@test.local' }).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: 'Użytkownik o podanym adresie email już istnieje',
        errors: { email: 'Użytkownik o podanym adresie email już istnieje' },
      });
      expect(await users().count()).toBe(before);
    });

    it.each([
      ['missing fields', {}, { systemRole: 'Pole obowiązkowe', fullName: 'Pole obowiązkowe', email: 'Pole obowiązkowe' }],
      [
        'wrong types',
        { systemRole: 1, fullName: 2, email: true },
        {
          systemRole: 'Dozwolone wartości: ADMIN, DISPATCHER, ACCEPTER, CALLCENTER, PUBLIC',
          fullName: 'Wartość musi być tekstem',
          email: 'Wartość musi być tekstem',
        },
      ],
      ['unknown fields', { systemRole: 'ADMIN', fullName: 'X', email: 'x@test.local', isAdmin: true }, { isAdmin: 'Nieznane pole' }],
      [
        'a weak password',
        { systemRole: 'ADMIN', fullName: 'X', email: 'x@test.local', password: 'haslo' },
        { password: 'Hasło musi mieć długość co najmniej 8 znaków, zawierać małą i dużą literę, cyfrę, oraz znak specjalny' },
      ],
      [
        'a bad e-mail and a too long name',
        { systemRole: 'ADMIN', fullName: 'x'.repeat(101), email: 'x@' },
        { fullName: 'Maksymalna długość: 100', email: 'Wpisz poprawny email' },
      ],
      [
        'letters in the phone',
        { systemRole: 'ADMIN', fullName: 'X', email: 'x@test.local', phone: 'abc' },
        { phone: 'Numer telefonu może zawierać wyłącznie cyfry, spacje i znak + (maks. 20 znaków)' },
      ],
    ])('answers 400 for %s and writes nothing', async (_name, body, errors) => {
      const before = await users().count();
      const res = await t.http().post('/api/user/create').set(auth).send(body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'Niepoprawne dane', errors });
      expect(await users().count()).toBe(before);
    });

    it('answers 413 in the error shape for a 2 MB body and writes nothing', async () => {
      const before = await users().count();
      const res = await t
        .http()
        .post('/api/user/create')
        .set(auth)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ systemRole: 'ADMIN', fullName: 'x'.repeat(2 * 1024 * 1024), email: 'big@test.local' }))
        .expect(413);
      expect(res.body).toEqual({ statusCode: 413, message: 'Przesłane dane są zbyt duże' });
      expect(await users().count()).toBe(before);
    });

    it('answers 400 for malformed JSON', async () => {
      const res = await t.http().post('/api/user/create').set(auth).set('Content-Type', 'application/json').send('{"systemRole": ').expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'Niepoprawny format danych (JSON)' });
    });
  });

  describe('get, edit, delete and restore', () => {
    it('gets one user and 404s an unknown id, 400s a malformed one', async () => {
      const res = await t.http().get(`/api/user/get/${admin.id}`).set(auth).expect(200);
      expect(res.body.email).toBe('adam@test.local');
      const missing = await t.http().get('/api/user/get/999999').set(auth).expect(404);
      expect(missing.body).toEqual({ statusCode: 404, message: 'Nie znaleziono użytkownika' });
      // Decimal digits only: Nest's number conversion would read 0x10 as 16 and '  1', '1e0', '0b1' as 1.
      for (const bad of ['abc', '-1', '0', '99999999999', '1.5', `0x${admin.id.toString(16)}`, `%20%20${admin.id}`, `${admin.id}%20`, '1e0', '0b1', '+1']) {
        const r = await t.http().get(`/api/user/get/${bad}`).set(auth).expect(400);
        expect(r.body).toEqual({ statusCode: 400, message: 'Niepoprawny identyfikator', errors: { id: 'Niepoprawny identyfikator' } });
      }
    });

    it('edits name, e-mail, role and phone', async () => {
      const user = await createUser(t.db, { systemRole: 'CALLCENTER' });
      const res = await t
        .http()
        .put(`/api/user/edit/${user.id}`)
        .set(auth)
        .send({ fullName: 'Zmieniona Osoba', email: 'zmieniona@test.local', systemRole: 'ACCEPTER', phone: '' })
        .expect(200);
      expect(res.body).toEqual({
        id: user.id,
        systemRole: 'ACCEPTER',
        area: null,
        fullName: 'Zmieniona Osoba',
        email: 'zmieniona@test.local',
        phone: null,
        deleted: false,
      });
    });

    it('takes an area that exists and refuses an unknown area id on create and edit, writing nothing', async () => {
      const upload = await t
        .http()
        .post('/api/area/upload')
        .set(auth)
        .attach('file', join(__dirname, 'fixtures', 'areas', 'areas.geojson'))
        .expect(200);
      const areaId: number = upload.body.areas[0].id;
      const user = await createUser(t.db, { systemRole: 'DISPATCHER', fullName: 'Z Obszarem' });
      const ok = await t.http().put(`/api/user/edit/${user.id}`).set(auth).send({ fullName: 'Z Obszarem', email: user.email, area: areaId }).expect(200);
      expect(ok.body.area).toBe(areaId);
      const unknown = { statusCode: 400, message: 'Niepoprawne dane', errors: { area: 'Nie ma obszaru o tym identyfikatorze' } };
      const edit = await t.http().put(`/api/user/edit/${user.id}`).set(auth).send({ fullName: 'Inny', email: user.email, area: 987654 }).expect(400);
      expect(edit.body).toEqual(unknown);
      expect(await users().findOneByOrFail({ id: user.id })).toMatchObject({ fullName: 'Z Obszarem', area: areaId });
      const before = await users().count();
      const create = await t
        .http()
        .post('/api/user/create')
        .set(auth)
        .send({ systemRole: 'DISPATCHER', fullName: 'Bez Obszaru', email: 'bez.obszaru@test.local', area: 987654 })
        .expect(400);
      expect(create.body).toEqual(unknown);
      expect(await users().count()).toBe(before);
    });

    it('refuses to edit onto another user’s e-mail and changes nothing', async () => {
      const user = await createUser(t.db, { fullName: 'Bez Zmian' });
      await t.http().put(`/api/user/edit/${user.id}`).set(auth).send({ fullName: 'Inna', email: 'Artur@test.local' }).expect(400);
      expect((await users().findOneByOrFail({ id: user.id })).fullName).toBe('Bez Zmian');
    });

    it('refuses an edit without the required fields', async () => {
      const user = await createUser(t.db);
      const res = await t.http().put(`/api/user/edit/${user.id}`).set(auth).send({ phone: '1' }).expect(400);
      expect(res.body.errors).toEqual({ fullName: 'Pole obowiązkowe', email: 'Pole obowiązkowe' });
    });

    it('deletes and restores with the same call', async () => {
      const user = await createUser(t.db, { systemRole: 'ACCEPTER' });
      const deleted = await t.http().post(`/api/user/delete/${user.id}`).set(auth).expect(200);
      expect(deleted.body.deleted).toBe(true);
      const restored = await t.http().post(`/api/user/delete/${user.id}`).set(auth).expect(200);
      expect(restored.body.deleted).toBe(false);
    });

    it('does not let an administrator delete their own account', async () => {
      const res = await t.http().post(`/api/user/delete/${admin.id}`).set(auth).expect(400);
      expect(res.body.message).toBe('Nie możesz usunąć własnego konta');
      expect((await users().findOneByOrFail({ id: admin.id })).deleted).toBe(false);
    });
  });

  it.each(['DISPATCHER', 'ACCEPTER', 'CALLCENTER', 'PUBLIC'] as const)('refuses every users call to %s with 403 and writes nothing', async (role) => {
    const user = await createUser(t.db, { systemRole: role });
    const other = { Authorization: `Bearer ${await tokenFor(t.http, user.email)}` };
    const before = await users().count();
    await t.http().post('/api/user/search').set(other).send({}).expect(403);
    await t.http().post('/api/user/search/count').set(other).send({}).expect(403);
    await t.http().get(`/api/user/get/${admin.id}`).set(other).expect(403);
    await t.http().post('/api/user/create').set(other).send({ systemRole: 'ADMIN', fullName: 'Włamywacz', email: 'hack@test.local' }).expect(403);
    await t.http().put(`/api/user/edit/${user.id}`).set(other).send({ fullName: 'X', email: user.email, systemRole: 'ADMIN' }).expect(403);
    await t.http().post(`/api/user/delete/${admin.id}`).set(other).expect(403);
    expect(await users().count()).toBe(before);
    expect((await users().findOneByOrFail({ id: user.id })).systemRole).toBe(role);
  });
});
