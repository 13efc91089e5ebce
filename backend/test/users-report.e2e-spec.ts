import { UserEntity } from '../src/users/entities/user.entity';
import { createUser, tokenFor } from './factories/user.factory';
import { xlsxRows } from './support/office-files';
import { createTestApp, TestApp } from './support/test-app';
import { binary } from './support/body-parsers';

const HEADERS = ['Numer', 'Rola', 'Imię i nazwisko', 'E-mail', 'Telefon', 'Usunięty', 'Utworzony (czas polski)'];

describe('POST /api/user/report (users .xlsx for the list filters)', () => {
  let t: TestApp;
  let admin: UserEntity;
  let auth: { Authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.db, { systemRole: 'ADMIN', fullName: 'Adam Administrator', email: 'adam@test.local', phone: '501234567' });
    auth = { Authorization: `Bearer ${await tokenFor(t.http, admin.email)}` };
    await createUser(t.db, { systemRole: 'DISPATCHER', fullName: 'Dorota Dyspozytor', email: 'dorota@test.local', phone: '600100200' });
    await createUser(t.db, { systemRole: 'DISPATCHER', fullName: 'Damian Dyżurny', email: 'damian@test.local', deleted: true });
    await createUser(t.db, { systemRole: 'CALLCENTER', fullName: '=HYPERLINK("http://evil")', email: 'celina@test.local' });
  });
  afterAll(() => t.close());

  const report = (criteria: object) => t.http().post('/api/user/report').set(auth).send(criteria).buffer(true).parse(binary);

  it('streams every user as an .xlsx with Polish headers, Polish role labels and a Polish file name', async () => {
    const res = await report({}).expect(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="uzytkownicy-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = await xlsxRows(res.body as Buffer);
    expect(rows[0]).toEqual(HEADERS);
    expect(rows.slice(1).map((r) => r.slice(0, 6))).toEqual([
      [String(admin.id), 'Administrator', 'Adam Administrator', 'adam@test.local', '501234567', 'Nie'],
      [expect.any(String), 'Mistrz prac planowych', 'Dorota Dyspozytor', 'dorota@test.local', '600100200', 'Nie'],
      [expect.any(String), 'Mistrz prac planowych', 'Damian Dyżurny', 'damian@test.local', '', 'Tak'],
      // A formula typed as a name stays text.
      [expect.any(String), 'Call Center', '=HYPERLINK("http://evil")', 'celina@test.local', '', 'Nie'],
    ]);
    expect(rows[1][6]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  });

  it('applies the list filters (role, deleted, name fragment) and the list order, ignoring paging', async () => {
    const dispatchers = await xlsxRows((await report({ systemRole: 'DISPATCHER', deleted: false }).expect(200)).body as Buffer);
    expect(dispatchers.slice(1).map((r) => r[2])).toEqual(['Dorota Dyspozytor']);

    const byName = await xlsxRows(
      (await report({ fullName: 'dy', page: { limit: 1, offset: 0, sortField: 'fullName', sortOrder: 'DESC' } }).expect(200)).body as Buffer,
    );
    expect(byName.slice(1).map((r) => r[2])).toEqual(['Dorota Dyspozytor', 'Damian Dyżurny']);

    const none = await xlsxRows((await report({ fullName: 'nikt taki' }).expect(200)).body as Buffer);
    expect(none).toEqual([HEADERS]);
  });

  it('refuses bad criteria with the one error shape', async () => {
    const res = await t.http().post('/api/user/report').set(auth).send({ systemRole: 'KING' }).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, errors: { systemRole: expect.any(String) } });
  });

  it('is for administrators only', async () => {
    await t.http().post('/api/user/report').send({}).expect(401);
    const dispatcher = await createUser(t.db, { systemRole: 'DISPATCHER', email: 'd2@test.local' });
    await t
      .http()
      .post('/api/user/report')
      .set({ Authorization: `Bearer ${await tokenFor(t.http, dispatcher.email)}` })
      .send({})
      .expect(403);
  });
});
