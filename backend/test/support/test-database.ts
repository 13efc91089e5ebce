import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

export const TEMPLATE_DB = 'portal_template';
export const STATE_ENV = 'PORTAL_TEST_PG_ADMIN_URL';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export const tempDataDir = () => mkdtempSync(join(tmpdir(), 'portal-pg-'));

/** The server-level URL (database postgres) the global setup left for the test files. */
export function adminUrl(): string {
  const url = process.env[STATE_ENV];
  if (!url) throw new Error(`${STATE_ENV} is not set: run the e2e tests through jest-e2e.config.js`);
  return url;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A fresh database for one test file, copied from the migrated template: each file starts from an empty schema. */
export async function createTestDatabase(): Promise<string> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  } finally {
    await client.end();
  }
  return withDatabase(adminUrl(), name);
}
