import { Client } from 'pg';
import { adminUrl } from './support/test-database';
import { createTestApp, TestApp } from './support/test-app';

describe('server basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers health with the database up', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('serves OpenAPI generated from the code: Swagger UI and JSON', async () => {
    const json = await t.http().get('/api/docs-json').expect(200);
    expect(json.body.openapi).toMatch(/^3\./);
    expect(Object.keys(json.body.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/public/api/login', '/api/is-token-valid', '/api/user/search', '/api/user/edit/{id}', '/api/health']),
    );
    const ui = await t.http().get('/api/docs/').expect(200);
    expect(ui.text).toContain('swagger-ui');
  });

  it('keeps idle connections open longer than a load balancer does (HTTP_KEEP_ALIVE_TIMEOUT_S, default 65 s)', async () => {
    const server = t.app.getHttpServer();
    expect(server.keepAliveTimeout).toBe(65_000);
    expect(server.headersTimeout).toBe(70_000);
    // What a client sees: the connection is kept and says so.
    const res = await t.http().get('/api/health').set('Connection', 'keep-alive').expect(200);
    expect(res.headers['keep-alive']).toBe('timeout=65');
  });

  it('answers an unknown API path with 404 in the error shape', async () => {
    for (const path of ['/api/nie-ma', '/public/api/nie-ma']) {
      const res = await t.http().get(path).expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Nie znaleziono' });
    }
  });

  it('sends security headers with the required CSP', async () => {
    const res = await t.http().get('/public').expect(200);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it.each(['/login', '/admin/users', '/admin/user/edit/3', '/master/planned-my', '/accepter/planned', '/callcenter/planned/show/1'])(
    'serves the back office for the staff path %s',
    async (path) => {
      const res = await t.http().get(path).expect(200);
      expect(res.text).toContain('<title>backoffice</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/', '/public', '/public/21.0/52.2', '/forbidden', '/error', '/remind', '/change-password?resetPasswordToken=x', '/cokolwiek/innego', '/loginx'])(
    'serves the public site for %s',
    async (path) => {
      const res = await t.http().get(path).expect(200);
      expect(res.text).toContain('<title>public-web</title>');
    },
  );
});

describe('health when the database is gone', () => {
  it('answers 503 with database down', async () => {
    const t = await createTestApp();
    const [{ current_database: name }] = await t.db.query('SELECT current_database()');
    const admin = new Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
    const res = await t.http().get('/api/health').expect(503);
    expect(res.body).toEqual({ status: 'error', database: 'down' });
    await t.close().catch(() => undefined);
  });
});
