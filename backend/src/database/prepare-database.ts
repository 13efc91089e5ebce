import { Client } from 'pg';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { EmbeddedDatabase } from './embedded-database';
import { runMigrations } from './migrate';
import { seedDemoData } from './seeds/seed-demo-data';
import { ensureFirstAdmin } from '../users/first-admin';

export interface PreparedDatabase {
  url: string;
  embedded?: EmbeddedDatabase;
  migrationsApplied: string[];
  demoLoaded: boolean;
  firstAdminCreated: boolean;
}

/** Before Nest starts: the database is up, migrated, and holds demo data or a first administrator when asked. */
export async function prepareDatabase(config: AppConfig, log: (message: string) => void = () => undefined): Promise<PreparedDatabase> {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.database.url;
  if (!url) {
    embedded = new EmbeddedDatabase({ dataDir: config.database.dataDir, port: config.database.embeddedPort, log });
    url = await embedded.start();
  }
  try {
    return await oneInstanceAtATime(url, async () => {
      const migrationsApplied = await runMigrations(url);
      const dataSource = new DataSource(dataSourceOptions(url));
      await dataSource.initialize();
      try {
        const demoLoaded = config.database.demoData ? await seedDemoData(dataSource) : false;
        const firstAdminCreated = config.firstAdmin ? await ensureFirstAdmin(dataSource, config.firstAdmin) : false;
        return { url, embedded, migrationsApplied, demoLoaded, firstAdminCreated };
      } finally {
        await dataSource.destroy();
      }
    });
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

/** Any fixed key: the one lock every instance of the portal takes while it prepares the database. */
const PREPARE_LOCK_KEY = 7_140_201;

/**
 * Instances started together (compose, a rolling deployment) prepare the database one after another: the second waits
 * on a PostgreSQL advisory lock, then finds the migrations applied and the demo data or administrator in place, instead
 * of racing the first into duplicate tables and rows. The lock is the session's, so a crashed instance releases it.
 */
async function oneInstanceAtATime<T>(url: string, prepare: () => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
    return await prepare();
  } finally {
    await client.end();
  }
}
