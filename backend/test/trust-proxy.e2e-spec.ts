import { AuditRecordEntity } from '../src/audit/entities/audit-record.entity';
import { createUser, tokenFor } from './factories/user.factory';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Issue #14: with TRUST_PROXY=true a client that wrote a new X-Forwarded-For on every try escaped the sign-in lockout
 * and the rate limit. The load balancer appends the address it saw (here 198.51.100.7, the attacker's) to whatever
 * the client sent; only that right-most entry can be trusted with one hop.
 */
describe('TRUST_PROXY=true trusts one proxy hop', () => {
  let t: TestApp;
  let tries = 0;
  const spoofed = () => `203.0.113.${(tries += 1)}, 198.51.100.7`;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true', LOGIN_MAX_FAILURES: '5', LOGIN_RATE_LIMIT_PER_MINUTE: '8' });
  });
  afterAll(() => t.close());

  it('keeps the lockout and the rate limit on the address the proxy saw, whatever the client writes before it', async () => {
    const user = await createUser(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await t.http().post('/api/login').set('X-Forwarded-For', spoofed()).send({ login: user.email, password: 'Zle#Haslo1' });
      statuses.push(res.status);
    }
    // 5 checked, then locked (503) until the 8 sign-ins a minute of this address are spent (429).
    expect(statuses).toEqual([401, 401, 401, 401, 401, 503, 503, 503, 429, 429]);
    const rows: Array<{ client_ip: string }> = await t.db.query('SELECT DISTINCT client_ip FROM login_failures WHERE login = $1', [user.email.toLowerCase()]);
    expect(rows).toEqual([{ client_ip: '198.51.100.7' }]);
  });

  it('still tells visitors behind the proxy apart', async () => {
    const user = await createUser(t.db);
    const res = await t.http().post('/api/login').set('X-Forwarded-For', '198.51.100.99').send({ login: user.email, password: 'Zle#Haslo1' });
    expect(res.status).toBe(401);
    const rows: Array<{ client_ip: string }> = await t.db.query('SELECT client_ip FROM login_failures WHERE login = $1', [user.email.toLowerCase()]);
    expect(rows).toEqual([{ client_ip: '198.51.100.99' }]);
  });

  it('records a staff action in the audit trail with the address the proxy saw, not the one the client wrote', async () => {
    const admin = await createUser(t.db, { systemRole: 'ADMIN' });
    const auth = { Authorization: `Bearer ${await tokenFor(t.http, admin.email)}` };
    await t.http().get('/api/audit/export').set(auth).set('X-Forwarded-For', '203.0.113.50, 198.51.100.8').expect(200);
    const [row] = await t.db.getRepository(AuditRecordEntity).find({ where: { action: 'audit.export', actorId: admin.id }, order: { id: 'DESC' }, take: 1 });
    expect(row.address).toBe('198.51.100.8');
  });
});
