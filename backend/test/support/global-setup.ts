import { Client } from 'pg';
import { EmbeddedDatabase } from '../../src/database/embedded-database';
import { runMigrations } from '../../src/database/migrate';
import { freePort, STATE_ENV, TEMPLATE_DB, tempDataDir, withDatabase } from './test-database';

/**
 * Starts one real PostgreSQL for the whole e2e run (embedded, on a free port, in a temporary folder),
 * or uses TEST_DATABASE_URL when given, and migrates a template database that every test file copies.
 */
export default async function globalSetup(): Promise<void> {
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const embedded = new EmbeddedDatabase({ dataDir: tempDataDir(), port: await freePort() });
    const url = await embedded.start();
    (globalThis as { __PORTAL_EMBEDDED__?: EmbeddedDatabase }).__PORTAL_EMBEDDED__ = embedded;
    serverUrl = withDatabase(url, 'postgres');
  }
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  } finally {
    await client.end();
  }
  await runMigrations(withDatabase(serverUrl, TEMPLATE_DB));
  process.env[STATE_ENV] = serverUrl;
}
