import { advisoryLockKey } from '../src/common/scheduling/advisory-lock';
import { LoginLockoutService } from '../src/auth/login-lockout.service';
import { MailService } from '../src/mail/mail.service';
import { createTestApp, type TestApp } from './support/test-app';

describe('retention jobs', () => {
  let t: TestApp;
  const subjects = async () => (await t.db.query(`SELECT "subject" FROM "mail_outbox" ORDER BY "id"`)).map((r: { subject: string }) => r.subject);

  beforeAll(async () => {
    t = await createTestApp({ MAIL_OUTBOX_RETENTION_DAYS: '30' });
    const mail = t.app.get(MailService);
    await mail.send({ to: 'stara@test.local', subject: 'Stara', text: 'x' });
    await mail.send({ to: 'nowa@test.local', subject: 'Nowa', text: 'x' });
    await t.db.query(`UPDATE "mail_outbox" SET "created_at" = now() - interval '31 days' WHERE "subject" = 'Stara'`);
  });
  afterAll(() => t.close());

  it('leaves the job to the instance holding its lock, and removes only mails older than the retention', async () => {
    const other = t.db.createQueryRunner();
    await other.connect();
    await other.startTransaction();
    await other.query('SELECT pg_advisory_xact_lock($1)', [advisoryLockKey('mail-outbox-retention')]);
    await t.app.get(MailService).purgeOldMails();
    expect(await subjects()).toEqual(['Stara', 'Nowa']); // the other instance runs it
    await other.commitTransaction();
    await other.release();

    await t.app.get(MailService).purgeOldMails();
    expect(await subjects()).toEqual(['Nowa']);
  });

  it('removes failed sign-ins the lockout no longer needs, also of pairs that never came back', async () => {
    // LOGIN_WINDOW_MINUTES and LOGIN_LOCK_MINUTES default to 15: rows older than that count for nothing.
    await t.db.query(
      `INSERT INTO "login_failures" ("login", "client_ip", "failed_at") VALUES ('stary@test.local', '10.0.0.1', now() - interval '2 hours'), ('nowy@test.local', '10.0.0.2', now())`,
    );
    await t.app.get(LoginLockoutService).removeOldFailures();
    expect((await t.db.query(`SELECT "login" FROM "login_failures"`)).map((r: { login: string }) => r.login)).toEqual(['nowy@test.local']);
  });
});
