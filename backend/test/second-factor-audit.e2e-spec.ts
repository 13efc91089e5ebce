import { AuditRecordEntity } from '../src/audit/entities/audit-record.entity';
import { SecondFactorEntity } from '../src/auth/entities/second-factor.entity';
import { PasskeyEntity } from '../src/auth/entities/passkey.entity';
import { SecondFactorChanged } from '../src/auth/events/second-factor-changed';
import { DomainEvents } from '../src/common/events/domain-events';
import { codeAt } from '../src/auth/totp';
import { UserEntity } from '../src/users/entities/user.entity';
import { createUser, TEST_PASSWORD, tokenFor } from './factories/user.factory';
import { SoftwareAuthenticator } from './support/software-authenticator';
import { createTestApp, TestApp } from './support/test-app';

const ORIGIN = 'https://awarie.example.pl';
const RP_ID = 'example.pl';
const ADDRESS = '203.0.113.41';

/** A person's own second-factor changes in the audit trail: one record per change, none for a refused one, no secret. */
describe('audit trail of a person’s own second factor', () => {
  let t: TestApp;

  /** A listener that fails after the audit record was written in the transaction: the change must roll back whole. */
  let failAfterRecord = false;

  beforeAll(async () => {
    t = await createTestApp({ WEBAUTHN_ORIGIN: ORIGIN, WEBAUTHN_RP_ID: RP_ID, TRUST_PROXY: '1' });
    t.app.get(DomainEvents).inTransaction(SecondFactorChanged, async () => {
      if (failAfterRecord) throw new Error('after the record');
    });
  });
  afterEach(() => {
    failAfterRecord = false;
  });
  afterAll(() => t.close());

  const records = (actorId: number) =>
    t.db
      .getRepository(AuditRecordEntity)
      .find({ where: { actorId }, order: { id: 'ASC' } })
      .then((rows) => rows.filter((r) => r.action.startsWith('auth.second-factor.')));
  const post = (path: string) => t.http().post(path).set('X-Forwarded-For', ADDRESS);
  const password = (login: string) => post('/api/login').send({ login, password: TEST_PASSWORD });
  /** What a record must never hold: the words that would carry a secret, and the given secret values themselves. */
  const expectNoSecret = (row: AuditRecordEntity, secrets: string[]) => {
    const text = JSON.stringify({ before: row.before, after: row.after });
    for (const word of ['secret', 'publicKey', 'credentialId', 'recovery', 'code']) expect(text).not.toContain(word);
    for (const s of secrets) expect(text).not.toContain(s);
  };

  it('records a TOTP enrolment at a required sign-in once, from the client address, and a wrong first code not at all', async () => {
    const user = await createUser(t.db, { systemRole: 'ADMIN', secondFactorExempt: false });
    const challengeToken = (await password(user.email).expect(200)).body.challengeToken as string;
    const enrolment = await post('/api/login/second-factor/enrolment').send({ challengeToken }).expect(200);
    const { secret, recoveryCodes } = enrolment.body as { secret: string; recoveryCodes: string[] };
    const wrong = codeAt(secret) === '000000' ? '111111' : '000000';
    await post('/api/login/second-factor/enrolment/confirm').send({ challengeToken, code: wrong }).expect(401);
    expect(await records(user.id)).toEqual([]);

    await post('/api/login/second-factor/enrolment/confirm')
      .send({ challengeToken, code: codeAt(secret) })
      .expect(200);
    const rows = await records(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'auth.second-factor.totp-enrol',
      actorId: user.id,
      address: ADDRESS,
      entity: 'user',
      entityId: String(user.id),
      before: null,
      after: { factor: 'totp' },
    });
    expectNoSecret(rows[0], [secret, ...recoveryCodes]);
  });

  it('records a TOTP enrolment from "Moje konto" once, and a wrong code or a second confirmation not at all', async () => {
    const user = await createUser(t.db, { systemRole: 'DISPATCHER', secondFactorExempt: false });
    const auth = { Authorization: `Bearer ${await tokenFor(t.http, user.email)}` };
    const { secret } = (await post('/api/second-factor/enrolment').set(auth).expect(200)).body as { secret: string };
    const wrong = codeAt(secret) === '000000' ? '111111' : '000000';
    await post('/api/second-factor/enrolment/confirm').set(auth).send({ code: wrong }).expect(400);
    expect(await records(user.id)).toEqual([]);
    await post('/api/second-factor/enrolment/confirm')
      .set(auth)
      .send({ code: codeAt(secret) })
      .expect(204);
    await post('/api/second-factor/enrolment/confirm')
      .set(auth)
      .send({ code: codeAt(secret, Date.now() + 30_000) })
      .expect(409);
    const rows = await records(user.id);
    expect(rows.map((r) => [r.action, r.address, r.after])).toEqual([['auth.second-factor.totp-enrol', ADDRESS, { factor: 'totp' }]]);
  });

  it('records a passkey added at a required sign-in with its name, never its credential or public key', async () => {
    const user = await createUser(t.db, { systemRole: 'ACCEPTER', secondFactorExempt: false });
    const challengeToken = (await password(user.email).expect(200)).body.challengeToken as string;
    const key = new SoftwareAuthenticator(RP_ID, ORIGIN);
    const bad = await post('/api/login/second-factor/enrolment/passkey/options').send({ challengeToken }).expect(200);
    await post('/api/login/second-factor/enrolment/passkey')
      .send({ challengeToken, name: 'Laptop służbowy', response: key.register(bad.body, { origin: 'https://inny.example' }) })
      .expect(401);
    expect(await records(user.id)).toEqual([]);

    const options = await post('/api/login/second-factor/enrolment/passkey/options').send({ challengeToken }).expect(200);
    await post('/api/login/second-factor/enrolment/passkey')
      .send({ challengeToken, name: 'Laptop służbowy', response: key.register(options.body) })
      .expect(200);
    const stored = await t.db.getRepository(PasskeyEntity).findOneByOrFail({ userId: user.id });
    const rows = await records(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'auth.second-factor.passkey-add',
      actorId: user.id,
      address: ADDRESS,
      entityId: String(user.id),
      before: null,
      after: { factor: 'passkey', passkeyId: stored.id, name: 'Laptop służbowy' },
    });
    expectNoSecret(rows[0], [stored.credentialId, stored.publicKey.toString('base64'), stored.publicKey.toString('base64url')]);
  });

  it('records each passkey added and removed from "Moje konto" once; a refused addition or removal writes nothing', async () => {
    const user: UserEntity = await createUser(t.db, { systemRole: 'DISPATCHER', secondFactorExempt: false });
    const auth = { Authorization: `Bearer ${await tokenFor(t.http, user.email)}` };
    const key = new SoftwareAuthenticator(RP_ID, ORIGIN);
    const add = async (name: string, status: number, origin?: string) => {
      const options = await post('/api/second-factor/passkeys/options').set(auth).expect(200);
      return post('/api/second-factor/passkeys')
        .set(auth)
        .send({ name, response: key.register(options.body, origin ? { origin } : undefined) })
        .expect(status);
    };
    await add('Telefon', 400, 'https://inny.example');
    expect(await records(user.id)).toEqual([]);
    const added = (await add('  Telefon  ', 201)).body as { id: number };
    // The same authenticator again: refused by its stored credential id, so nothing is recorded.
    await add('Telefon 2', 400);
    expect((await records(user.id)).map((r) => r.action)).toEqual(['auth.second-factor.passkey-add']);

    const remove = (id: number) => t.http().delete(`/api/second-factor/passkeys/${id}`).set('X-Forwarded-For', ADDRESS).set(auth);
    await remove(added.id + 1000).expect(404);
    await remove(added.id).expect(204);
    await remove(added.id).expect(404);
    const rows = await records(user.id);
    expect(rows.map((r) => [r.action, r.actorId, r.address, r.before, r.after])).toEqual([
      ['auth.second-factor.passkey-add', user.id, ADDRESS, null, { factor: 'passkey', passkeyId: added.id, name: 'Telefon' }],
      ['auth.second-factor.passkey-remove', user.id, ADDRESS, { factor: 'passkey', passkeyId: added.id, name: 'Telefon' }, null],
    ]);
  });

  it('writes no record when the last passkey a role requires is refused removal', async () => {
    const user = await createUser(t.db, { systemRole: 'ADMIN', secondFactorExempt: false });
    const challengeToken = (await password(user.email).expect(200)).body.challengeToken as string;
    const key = new SoftwareAuthenticator(RP_ID, ORIGIN);
    const options = await post('/api/login/second-factor/enrolment/passkey/options').send({ challengeToken }).expect(200);
    const session = await post('/api/login/second-factor/enrolment/passkey')
      .send({ challengeToken, name: 'Klucz', response: key.register(options.body) })
      .expect(200);
    const auth = { Authorization: `Bearer ${session.body.token}` };
    const [only] = (await t.http().get('/api/second-factor/passkeys').set(auth).expect(200)).body as Array<{ id: number }>;
    await t.http().delete(`/api/second-factor/passkeys/${only.id}`).set(auth).expect(409);
    expect((await records(user.id)).map((r) => r.action)).toEqual(['auth.second-factor.passkey-add']);
  });

  it('leaves neither the change nor a record when the transaction rolls back after the record was written', async () => {
    const user = await createUser(t.db, { systemRole: 'DISPATCHER', secondFactorExempt: false });
    const auth = { Authorization: `Bearer ${await tokenFor(t.http, user.email)}` };
    const key = new SoftwareAuthenticator(RP_ID, ORIGIN);
    const addPasskey = async (status: number) => {
      const options = await post('/api/second-factor/passkeys/options').set(auth).expect(200);
      return post('/api/second-factor/passkeys')
        .set(auth)
        .send({ name: 'Klucz', response: key.register(options.body) })
        .expect(status);
    };
    failAfterRecord = true;
    await addPasskey(500);
    expect(await t.db.getRepository(PasskeyEntity).countBy({ userId: user.id })).toBe(0);
    const { secret } = (await post('/api/second-factor/enrolment').set(auth).expect(200)).body as { secret: string };
    await post('/api/second-factor/enrolment/confirm')
      .set(auth)
      .send({ code: codeAt(secret) })
      .expect(500);
    expect((await t.db.getRepository(SecondFactorEntity).findOneByOrFail({ userId: user.id })).enrolledAt).toBeNull();

    failAfterRecord = false;
    const added = (await addPasskey(201)).body as { id: number };
    failAfterRecord = true;
    await t.http().delete(`/api/second-factor/passkeys/${added.id}`).set(auth).expect(500);
    expect(await t.db.getRepository(PasskeyEntity).countBy({ userId: user.id })).toBe(1);
    expect((await records(user.id)).map((r) => r.action)).toEqual(['auth.second-factor.passkey-add']);
  });
});
