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
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
