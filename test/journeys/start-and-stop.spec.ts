import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, runNpm, startPortal } from '../support/portal-process';

/** The newcomer's journey of the README: start, use, stop with SIGTERM, start again on the same data. */
test.describe('npm start on the embedded database', () => {
  let dataDir: string;
  test.beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-start-'));
  });
  test.afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  test('prints the addresses and demo accounts, stops the database on SIGTERM and reuses the data', async () => {
    test.setTimeout(120_000);
    const env = { DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(await freePort()) };
    const first = await startPortal(env);
    const log = first.output();
    expect(log).toContain(`${'http://localhost:'}`);
    expect(log).toMatch(/Strona publiczna: +http:\/\/localhost:\d+\/public/);
    expect(log).toMatch(/Logowanie personelu: +http:\/\/localhost:\d+\/login/);
    expect(log).toMatch(/Dokumentacja API: +http:\/\/localhost:\d+\/api\/docs/);
    for (const email of ['admin@demo.local', 'dyspozytor@demo.local', 'akceptujacy@demo.local', 'callcenter@demo.local', 'mieszkaniec@demo.local']) {
      expect(log).toContain(email);
    }

    // Something a person did in the first run must survive the restart.
    const login = await (
      await fetch(`${first.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'admin@demo.local', password: 'Demo#2026' }),
      })
    ).json();
    const created = await fetch(`${first.baseUrl}/api/user/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
      body: JSON.stringify({ systemRole: 'CALLCENTER', fullName: 'Trwała Osoba', email: 'trwala@demo.local' }),
    });
    expect(created.status).toBe(201);

    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain('zatrzymywanie');
    // A cleanly stopped PostgreSQL removes its pid file.
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const second = await startPortal(env);
    expect(second.output()).not.toContain('Załadowano dane demonstracyjne');
    const again = await (
      await fetch(`${second.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'admin@demo.local', password: 'Demo#2026' }),
      })
    ).json();
    const found = await (
      await fetch(`${second.baseUrl}/api/user/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${again.token}` },
        body: JSON.stringify({ email: 'trwala@' }),
      })
    ).json();
    expect(found.map((u: { fullName: string }) => u.fullName)).toEqual(['Trwała Osoba']);
    expect(await second.stop()).toBe(0);
  });

  test('without demo data there is no account until create-admin makes the first administrator', async () => {
    test.setTimeout(120_000);
    const env = { DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(await freePort()), DEMO_DATA: 'false' };
    const portal = await startPortal(env);
    const demo = await fetch(`${portal.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'admin@demo.local', password: 'Demo#2026' }),
    });
    expect(demo.status).toBe(401);
    expect(await portal.stop()).toBe(0);

    const weak = runNpm(['run', '--silent', 'create-admin', '--', 'szef@example.pl', 'slabe'], env);
    expect(weak.status).not.toBe(0);
    expect(weak.output).toContain('Hasło musi mieć długość co najmniej 8 znaków');
    const made = runNpm(['run', '--silent', 'create-admin', '--', 'szef@example.pl', 'Mocne#Haslo2026', 'Szefowa Sieci'], env);
    expect(made.output).toContain('Utworzono administratora szef@example.pl');
    expect(made.status).toBe(0);

    const after = await startPortal(env);
    const res = await fetch(`${after.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'szef@example.pl', password: 'Mocne#Haslo2026' }),
    });
    expect(res.status).toBe(200);
    // A real installation's administrator signs in with a second factor: the password alone leads to its enrolment
    // (docs/security.md "Second factor"), never to a session.
    const answer = (await res.json()) as { secondFactor?: string; challengeToken?: string; role?: string };
    expect(answer).toMatchObject({ secondFactor: 'enrol', challengeToken: expect.any(String) });
    expect(answer.role).toBeUndefined();
    expect(await after.stop()).toBe(0);
  });

  test('a wrong setting stops the start with a message naming the variable', async () => {
    const r = runNpm(['start', '--silent'], { DATA_DIR: dataDir, PORT: 'abc', LOGIN_MAX_FAILURES: '0' });
    expect(r.status).toBe(1);
    expect(r.output).toContain('Invalid configuration');
    expect(r.output).toMatch(/PORT="abc"/);
    expect(r.output).toMatch(/LOGIN_MAX_FAILURES="0"/);
  });
});
