import { UserEntity } from '../src/users/entities/user.entity';
import { ensureFirstAdmin } from '../src/users/first-admin';
import { createTestApp, type TestApp } from './support/test-app';

/** npm run create-admin / ADMIN_EMAIL at start (users/first-admin.ts), on a database without demo data. */
describe('first administrator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is created once, even by two instances starting together; an e-mail of another account is refused', async () => {
    const admins = () => t.db.manager.countBy(UserEntity, { systemRole: 'ADMIN', deleted: false });
    await t.db.manager.update(UserEntity, { systemRole: 'ADMIN' }, { deleted: true });
    const given = { email: 'Szef@Example.pl', password: 'Mocne#Haslo2026', fullName: 'Szefowa Sieci' };
    const both = await Promise.all([ensureFirstAdmin(t.db, given), ensureFirstAdmin(t.db, { ...given, email: 'inny@example.pl' })]);
    expect(both.sort()).toEqual([false, true]);
    expect(await admins()).toBe(1);
    expect(await ensureFirstAdmin(t.db, given)).toBe(false);

    await t.db.manager.update(UserEntity, { systemRole: 'ADMIN' }, { deleted: true });
    await expect(ensureFirstAdmin(t.db, { ...given, email: 'szef@example.pl' })).rejects.toThrow('ADMIN_EMAIL: an account with szef@example.pl exists already');
    await expect(ensureFirstAdmin(t.db, { ...given, password: 'slabe' })).rejects.toThrow('ADMIN_PASSWORD');
  });
});
