import { LoginFailureEntity } from '../src/auth/entities/login-failure.entity';
import { STAFF_ROLES, SYSTEM_ROLES } from '../src/users/system-role';
import { createUser, TEST_PASSWORD, tokenFor } from './factories/user.factory';
import { createTestApp, TestApp } from './support/test-app';

describe('sign-in, sessions and roles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: '5', LOGIN_WINDOW_MINUTES: '15', LOGIN_LOCK_MINUTES: '15' });
  });
  afterAll(() => t.close());

  it.each(SYSTEM_ROLES)('signs in a %s user at /api/login with the spec response', async (role) => {
    const user = await createUser(t.db, { systemRole: role, phone: '600700800' });
    const res = await t.http().post('/api/login').send({ login: user.email, password: TEST_PASSWORD }).expect(200);
    expect(res.body).toEqual({
      token: expect.any(String),
      userId: user.id,
      role,
      fullName: user.fullName,
      area: null,
      email: user.email,
      phone: '600700800',
    });
  });

  it('signs in at /public/api/login too, ignoring the e-mail case', async () => {
    const user = await createUser(t.db, { systemRole: 'PUBLIC' });
    const res = await t.http().post('/public/api/login').send({ login: user.email.toUpperCase(), password: TEST_PASSWORD }).expect(200);
    expect(res.body.role).toBe('PUBLIC');
  });

  it('answers 401 for a wrong password and for an unknown account, with the same message', async () => {
    const user = await createUser(t.db);
    const wrong = await t.http().post('/api/login').send({ login: user.email, password: 'Zle#Haslo9' }).expect(401);
    const unknown = await t.http().post('/api/login').send({ login: 'nikt@test.local', password: 'Zle#Haslo9' }).expect(401);
    expect(wrong.body).toEqual({ statusCode: 401, message: 'Niepoprawne dane logowania' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('takes as long for an unknown e-mail as for a wrong password of an existing account', async () => {
    const user = await createUser(t.db, { systemRole: 'PUBLIC' });
    const timed = async (login: string) => {
      await t.db.query('DELETE FROM login_failures');
      const started = process.hrtime.bigint();
      await t.http().post('/public/api/login').send({ login, password: 'Zle#Haslo9' }).expect(401);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const existing: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so a burst of load on the shared machine hits both series alike.
    for (let i = 0; i < 10; i++) {
      existing.push(await timed(user.email));
      unknown.push(await timed(`nikt${i}.${Date.now()}@test.local`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    // Before the fix: about 300 ms against 10–15 ms. Half is far from both, so a busy machine does not flip it.
    expect(median(unknown)).toBeGreaterThanOrEqual(0.5 * median(existing));
  });

  it('refuses a deleted account', async () => {
    const user = await createUser(t.db, { deleted: true });
    await t.http().post('/api/login').send({ login: user.email, password: TEST_PASSWORD }).expect(401);
  });

  it('answers 400 with field messages for a malformed login body', async () => {
    const res = await t.http().post('/api/login').send({ login: 'not-an-email', extra: 1 }).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Niepoprawne dane',
      errors: { login: 'Wpisz poprawny email', password: 'Pole obowiązkowe', extra: 'Nieznane pole' },
    });
  });

  describe('lockout after repeated failures', () => {
    it('answers 503 after 5 failures within the window, even with the right password, and lets in after it expires', async () => {
      const user = await createUser(t.db);
      for (let i = 0; i < 5; i++) {
        await t
          .http()
          .post('/api/login')
          .send({ login: user.email, password: `Zle#Haslo${i}` })
          .expect(401);
      }
      const locked = await t.http().post('/api/login').send({ login: user.email, password: TEST_PASSWORD }).expect(503);
      expect(locked.body).toEqual({ statusCode: 503, message: 'Zbyt dużo prób logowania, konto zostało tymczasowo zablokowane.' });
      await t.http().post('/public/api/login').send({ login: user.email, password: TEST_PASSWORD }).expect(503);

      // The counters live in PostgreSQL: moving them 16 minutes into the past is the same as waiting.
      await t.db.query(`UPDATE login_failures SET failed_at = failed_at - interval '16 minutes' WHERE login = $1`, [user.email.toLowerCase()]);
      await t.http().post('/api/login').send({ login: user.email, password: TEST_PASSWORD }).expect(200);
      expect(await t.db.getRepository(LoginFailureEntity).countBy({ login: user.email.toLowerCase() })).toBe(0);
    });

    it('does not count failures older than the window', async () => {
      const user = await createUser(t.db);
      for (let i = 0; i < 4; i++) await t.http().post('/api/login').send({ login: user.email, password: 'Zle#Haslo1' }).expect(401);
      await t.db.query(`UPDATE login_failures SET failed_at = failed_at - interval '20 minutes' WHERE login = $1`, [user.email.toLowerCase()]);
      await t.http().post('/api/login').send({ login: user.email, password: 'Zle#Haslo1' }).expect(401);
      await t.http().post('/api/login').send({ login: user.email, password: TEST_PASSWORD }).expect(200);
    });

    it('locks at the sixth of 25 simultaneous wrong passwords: at most LOGIN_MAX_FAILURES are checked', async () => {
      const user = await createUser(t.db);
      const answers = await Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          t
            .http()
            .post('/api/login')
            .send({ login: user.email, password: `Zle#Haslo${i}` }),
        ),
      );
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((s) => s !== 401)).toEqual(Array(statuses.length - statuses.filter((s) => s === 401).length).fill(503));
      await t.http().post('/api/login').send({ login: user.email, password: TEST_PASSWORD }).expect(503);
      expect(await t.db.getRepository(LoginFailureEntity).countBy({ login: user.email.toLowerCase() })).toBe(5);
    });

    it('counts wrong current passwords of a password change like sign-ins: locked, the right one is refused too', async () => {
      const user = await createUser(t.db, { systemRole: 'PUBLIC' });
      const token = await tokenFor(t.http, user.email);
      const change = (currentPassword: string) =>
        t.http().post('/public/api/user/password/change').set('Authorization', `Bearer ${token}`).send({ currentPassword, newPassword: 'Nowe#Haslo2026' });
      for (let i = 0; i < 5; i++) await change(`Zle#Haslo${i}`).expect(400);
      const locked = await change(TEST_PASSWORD).expect(503);
      expect(locked.body).toEqual({ statusCode: 503, message: 'Zbyt dużo prób logowania, konto zostało tymczasowo zablokowane.' });
      for (let i = 0; i < 7; i++) await change(`Zle#Haslo${i}`).expect(503);
      await change(TEST_PASSWORD).expect(503);
      // One counter for both: the sign-in from this address is locked as well, and the password is unchanged.
      await t.http().post('/public/api/login').send({ login: user.email, password: TEST_PASSWORD }).expect(503);
      expect(await t.db.getRepository(LoginFailureEntity).countBy({ login: user.email.toLowerCase() })).toBe(5);

      await t.db.query(`UPDATE login_failures SET failed_at = failed_at - interval '16 minutes' WHERE login = $1`, [user.email.toLowerCase()]);
      await change(TEST_PASSWORD).expect(200, 'true');
      expect(await t.db.getRepository(LoginFailureEntity).countBy({ login: user.email.toLowerCase() })).toBe(0);
      await t.http().post('/public/api/login').send({ login: user.email, password: 'Nowe#Haslo2026' }).expect(200);
    });

    it('locks only the attacking address: the same account signs in from another address', async () => {
      const user = await createUser(t.db);
      await t.db.getRepository(LoginFailureEntity).insert(Array.from({ length: 5 }, () => ({ login: user.email.toLowerCase(), clientIp: '203.0.113.9' })));
      await t.http().post('/api/login').send({ login: user.email, password: TEST_PASSWORD }).expect(200);
    });
  });

  describe('sessions', () => {
    it('says a live token is valid and refuses a missing, forged or expired one', async () => {
      const user = await createUser(t.db);
      const token = await tokenFor(t.http, user.email);
      await t.http().post('/api/is-token-valid').set('Authorization', `Bearer ${token}`).expect(200, { valid: true });
      await t.http().post('/api/is-token-valid').expect(401);
      await t.http().post('/api/is-token-valid').set('Authorization', `Bearer ${token}x`).expect(401);
      const expired = await t.app.get((await import('@nestjs/jwt')).JwtService).signAsync({ sub: user.id, role: user.systemRole, ver: 0 }, { expiresIn: -10 });
      await t.http().post('/api/is-token-valid').set('Authorization', `Bearer ${expired}`).expect(401);
    });

    it('refuses a signed token without an expiry, and one signed longer ago than JWT_TTL_SECONDS whatever its exp says', async () => {
      const user = await createUser(t.db);
      const jwt = t.app.get((await import('@nestjs/jwt')).JwtService);
      const claims = { sub: user.id, role: user.systemRole, ver: 0 };
      await t
        .http()
        .post('/api/is-token-valid')
        .set('Authorization', `Bearer ${await jwt.signAsync(claims, { expiresIn: 60 })}`)
        .expect(200);
      const noExpiry = await jwt.signAsync(claims);
      expect(JSON.parse(Buffer.from(noExpiry.split('.')[1], 'base64url').toString())).not.toHaveProperty('exp');
      await t.http().post('/api/is-token-valid').set('Authorization', `Bearer ${noExpiry}`).expect(401);
      const now = Math.floor(Date.now() / 1000);
      const tooOld = await jwt.signAsync({ ...claims, iat: now - t.config.auth.jwtTtlSeconds - 60, exp: now + 3600 });
      await t.http().post('/api/is-token-valid').set('Authorization', `Bearer ${tooOld}`).expect(401);
    });

    it('tells caches not to store answers that carry a token or personal data (Cache-Control: no-store)', async () => {
      const staff = await createUser(t.db, { systemRole: 'ADMIN' });
      const resident = await createUser(t.db, { systemRole: 'PUBLIC' });
      const staffLogin = await t.http().post('/api/login').send({ login: staff.email, password: TEST_PASSWORD }).expect(200);
      const publicLogin = await t.http().post('/public/api/login').send({ login: resident.email, password: TEST_PASSWORD }).expect(200);
      const failed = await t.http().post('/public/api/login').send({ login: resident.email, password: 'Zle#Haslo9' }).expect(401);
      const staffAuth = { Authorization: `Bearer ${staffLogin.body.token}` };
      const publicAuth = { Authorization: `Bearer ${publicLogin.body.token}` };
      const answers = [
        staffLogin,
        publicLogin,
        failed,
        await t.http().get('/public/api/user/get').set(publicAuth).expect(200),
        await t.http().post('/public/api/user/reports').set(publicAuth).send({}).expect(200),
        await t.http().get('/public/api/user/address').set(publicAuth).expect(200),
        await t.http().get(`/api/user/get/${resident.id}`).set(staffAuth).expect(200),
        await t.http().post('/api/user/search').set(staffAuth).send({}).expect(200),
        await t.http().get('/api/user/get/999999').set(staffAuth).expect(404),
      ];
      const path = (res: (typeof answers)[number]) => (res as unknown as { req: { path: string } }).req.path;
      for (const res of answers) expect([path(res), res.headers['cache-control']]).toEqual([path(res), 'no-store']);
    });

    it('revokes every token of the user on logout', async () => {
      const user = await createUser(t.db);
      const first = await tokenFor(t.http, user.email);
      const second = await tokenFor(t.http, user.email);
      await t.http().post('/api/logout').set('Authorization', `Bearer ${first}`).expect(204);
      await t.http().post('/api/is-token-valid').set('Authorization', `Bearer ${first}`).expect(401);
      await t.http().post('/api/is-token-valid').set('Authorization', `Bearer ${second}`).expect(401);
      const fresh = await tokenFor(t.http, user.email);
      await t.http().post('/api/is-token-valid').set('Authorization', `Bearer ${fresh}`).expect(200);
    });

    it('revokes every token when the password changes, and the new password works', async () => {
      const user = await createUser(t.db, { systemRole: 'PUBLIC' });
      const token = await tokenFor(t.http, user.email);
      const other = await tokenFor(t.http, user.email);
      await t
        .http()
        .post('/public/api/user/password/change')
        .set('Authorization', `Bearer ${token}`)
        .send({ currentPassword: TEST_PASSWORD, newPassword: 'Nowe#Haslo2026' })
        .expect(200, 'true');
      await t.http().post('/api/is-token-valid').set('Authorization', `Bearer ${token}`).expect(401);
      await t.http().post('/api/is-token-valid').set('Authorization', `Bearer ${other}`).expect(401);
      await t.http().post('/public/api/login').send({ login: user.email, password: TEST_PASSWORD }).expect(401);
      await t.http().post('/public/api/login').send({ login: user.email, password: 'Nowe#Haslo2026' }).expect(200);
    });

    it('refuses a password change with a wrong current password or a weak new one, changing nothing', async () => {
      const user = await createUser(t.db);
      const token = await tokenFor(t.http, user.email);
      const wrong = await t
        .http()
        .post('/public/api/user/password/change')
        .set('Authorization', `Bearer ${token}`)
        .send({ currentPassword: 'Zle#Haslo1', newPassword: 'Nowe#Haslo2026' })
        .expect(400);
      expect(wrong.body).toEqual({ statusCode: 400, message: 'Niepoprawne bieżące hasło', errors: { currentPassword: 'Niepoprawne bieżące hasło' } });
      const weak = await t
        .http()
        .post('/public/api/user/password/change')
        .set('Authorization', `Bearer ${token}`)
        .send({ currentPassword: TEST_PASSWORD, newPassword: 'slabe' })
        .expect(400);
      expect(weak.body.errors).toEqual({
        newPassword: 'Hasło musi mieć długość co najmniej 8 znaków, zawierać małą i dużą literę, cyfrę, oraz znak specjalny',
      });
      await t.http().post('/api/is-token-valid').set('Authorization', `Bearer ${token}`).expect(200);
      await t.http().post('/public/api/user/password/change').send({ currentPassword: TEST_PASSWORD, newPassword: 'Nowe#Haslo2026' }).expect(401);
    });

    it('revokes a user’s tokens when an administrator changes the role or deletes the user', async () => {
      const admin = await createUser(t.db, { systemRole: 'ADMIN' });
      const adminToken = await tokenFor(t.http, admin.email);
      const user = await createUser(t.db, { systemRole: 'DISPATCHER' });
      const token = await tokenFor(t.http, user.email);
      await t
        .http()
        .put(`/api/user/edit/${user.id}`)
        .set('Authorization', `Bearer ${adminToken}`)
        .send({ fullName: user.fullName, email: user.email, systemRole: 'ACCEPTER' })
        .expect(200);
      await t.http().post('/api/is-token-valid').set('Authorization', `Bearer ${token}`).expect(401);

      const again = await tokenFor(t.http, user.email);
      await t.http().post(`/api/user/delete/${user.id}`).set('Authorization', `Bearer ${adminToken}`).expect(200);
      await t.http().post('/api/is-token-valid').set('Authorization', `Bearer ${again}`).expect(401);
    });
  });

  describe('roles guard', () => {
    it('answers 401 without a token on a protected route', async () => {
      const res = await t.http().get('/api/user/roles').expect(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'Brak autoryzacji' });
    });

    it.each([...STAFF_ROLES.filter((r) => r !== 'ADMIN'), 'PUBLIC' as const])('answers 403 to %s on an administrator route', async (role) => {
      const user = await createUser(t.db, { systemRole: role });
      const token = await tokenFor(t.http, user.email);
      const res = await t.http().get('/api/user/roles').set('Authorization', `Bearer ${token}`).expect(403);
      expect(res.body).toEqual({ statusCode: 403, message: 'Nie masz wystarczających uprawnień' });
    });
  });
});
