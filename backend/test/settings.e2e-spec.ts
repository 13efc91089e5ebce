import { SettingEntity } from '../src/settings/entities/setting.entity';
import { createUser, tokenFor } from './factories/user.factory';
import { createTestApp, TestApp } from './support/test-app';

const DEFAULTS = [
  { key: 'maintenanceStart', value: null },
  { key: 'maintenanceEnd', value: null },
  { key: 'showMaintenance', value: 'false' },
  { key: 'canAddReportOutsideArea', value: 'false' },
];

describe('runtime settings (config calls)', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let dispatcher: { Authorization: string };
  let adminId: number;
  const rows = () => t.db.getRepository(SettingEntity).find({ order: { key: 'ASC' } });

  beforeAll(async () => {
    t = await createTestApp();
    const a = await createUser(t.db, { systemRole: 'ADMIN', email: 'admin@settings.test' });
    adminId = a.id;
    await createUser(t.db, { systemRole: 'DISPATCHER', email: 'dispatcher@settings.test' });
    admin = { Authorization: `Bearer ${await tokenFor(t.http, 'admin@settings.test')}` };
    dispatcher = { Authorization: `Bearer ${await tokenFor(t.http, 'dispatcher@settings.test')}` };
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.http().post('/api/config/edit/many').set(admin).send(DEFAULTS).expect(200);
  });

  it('gives every setting with its default to anyone, cacheable for 30 s', async () => {
    const res = await t.http().get('/public/api/config/get/all').expect(200);
    expect(res.body).toEqual(DEFAULTS);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
  });

  it('gives one setting by key', async () => {
    await t.http().get('/public/api/config/get/showMaintenance').expect(200, { key: 'showMaintenance', value: 'false' });
  });

  it('answers 404 for an unknown key', async () => {
    const res = await t.http().get('/public/api/config/get/colour').expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Nie znaleziono ustawienia' });
  });

  it('lets an administrator edit several settings at once; the public reads reflect it at once', async () => {
    const edit = [
      { key: 'maintenanceStart', value: '2026-12-01T21:00:00.000Z' },
      { key: 'maintenanceEnd', value: '2026-12-02T03:00:00.000Z' },
      { key: 'showMaintenance', value: 'true' },
    ];
    const res = await t.http().post('/api/config/edit/many').set(admin).send(edit).expect(200);
    const expected = [...edit, { key: 'canAddReportOutsideArea', value: 'false' }];
    expect(res.body).toEqual(expected);
    await t.http().get('/public/api/config/get/all').expect(200, expected);
    await t.http().get('/public/api/config/get/showMaintenance').expect(200, { key: 'showMaintenance', value: 'true' });
    const stored = await rows();
    expect(stored.find((r) => r.key === 'showMaintenance')).toEqual(expect.objectContaining({ value: 'true', updatedBy: adminId }));
  });

  it('refuses a request without a token (401) and a non-administrator (403)', async () => {
    const edit = [{ key: 'showMaintenance', value: 'true' }];
    await t.http().post('/api/config/edit/many').send(edit).expect(401);
    await t.http().post('/api/config/edit/many').set(dispatcher).send(edit).expect(403);
    await t.http().get('/public/api/config/get/showMaintenance').expect(200, { key: 'showMaintenance', value: 'false' });
  });

  it('refuses an unknown key with 400 naming it, and changes nothing', async () => {
    const before = await rows();
    const res = await t
      .http()
      .post('/api/config/edit/many')
      .set(admin)
      .send([
        { key: 'showMaintenance', value: 'true' },
        { key: 'colour', value: 'red' },
      ])
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'Niepoprawne dane', errors: { colour: 'Nieznane ustawienie' } });
    expect(await rows()).toEqual(before);
    await t.http().get('/public/api/config/get/all').expect(200, DEFAULTS);
  });

  it.each([
    ['a flag that is not true/false', [{ key: 'showMaintenance', value: 'yes' }], 'showMaintenance'],
    ['a date that is not an ISO instant', [{ key: 'maintenanceStart', value: '1 grudnia 2026' }], 'maintenanceStart'],
    ['a number as a value', [{ key: 'showMaintenance', value: 1 }], '0'],
  ])('refuses %s with 400', async (_name, body, field) => {
    const res = await t.http().post('/api/config/edit/many').set(admin).send(body).expect(400);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    await t.http().get('/public/api/config/get/all').expect(200, DEFAULTS);
  });

  it('refuses a body that is not a list', async () => {
    await t.http().post('/api/config/edit/many').set(admin).send({ key: 'showMaintenance', value: 'true' }).expect(400);
  });

  it('refuses an end before the start with the shared message', async () => {
    const res = await t
      .http()
      .post('/api/config/edit/many')
      .set(admin)
      .send([
        { key: 'maintenanceStart', value: '2026-12-02T10:00:00.000Z' },
        { key: 'maintenanceEnd', value: '2026-12-01T10:00:00.000Z' },
        { key: 'showMaintenance', value: 'true' },
      ])
      .expect(400);
    expect(res.body.errors).toEqual({ maintenanceEnd: 'Czas zakończenia nie może być wcześniej od czasu rozpoczęcia' });
    await t.http().get('/public/api/config/get/all').expect(200, DEFAULTS);
  });
});
