import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { isApiRoute, isStaffRoute, serveFrontends } from './serve-frontends';

describe('front-end routing (staff spec §2.1)', () => {
  it.each(['/login', '/admin', '/admin/users', '/master/planned-my', '/accepter/planned', '/callcenter/user'])('%s is a back-office path', (p) =>
    expect(isStaffRoute(p)).toBe(true),
  );
  it.each(['/', '/public', '/public/login', '/loginx', '/administrator', '/forbidden', '/remind', '/change-password'])('%s is a public-site path', (p) =>
    expect(isStaffRoute(p)).toBe(false),
  );
  it.each(['/api/health', '/public/api/login', '/api'])('%s is the API', (p) => expect(isApiRoute(p)).toBe(true));
  it.each(['/public/apix', '/apis', '/public'])('%s is not the API', (p) => expect(isApiRoute(p)).toBe(false));
});

describe('static files and the API', () => {
  let dir: string;
  let server: ReturnType<express.Express['listen']>;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'frontends-'));
    const publicWeb = join(dir, 'public-web');
    const backoffice = join(dir, 'backoffice');
    for (const d of [join(publicWeb, 'api'), join(publicWeb, 'assets'), backoffice]) mkdirSync(d, { recursive: true });
    writeFileSync(join(publicWeb, 'api', 'health'), 'a file, not the API');
    writeFileSync(join(publicWeb, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(publicWeb, 'index.html'), '<html>public</html>');
    writeFileSync(join(backoffice, 'index.html'), '<html>staff</html>');
    const app = express();
    serveFrontends(app as unknown as INestApplication, { publicWeb, backoffice });
    app.use((_req, res) => res.status(404).send('api route'));
    server = app.listen(0);
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('never answers an API path from the site folder (static files are not even looked up there)', async () => {
    const res = await fetch(`${base}/api/health`);
    expect(await res.text()).toBe('api route');
  });
  it('still serves the site files and shells', async () => {
    expect(await (await fetch(`${base}/assets/app.js`)).text()).toBe('console.log(1)');
    expect(await (await fetch(`${base}/public/planned`)).text()).toBe('<html>public</html>');
    expect(await (await fetch(`${base}/admin/users`)).text()).toBe('<html>staff</html>');
  });
});
