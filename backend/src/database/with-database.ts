import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { EmbeddedDatabase } from './embedded-database';
import { runMigrations } from './migrate';

/**
 * For the command-line tools: DATABASE_URL or the embedded database under DATA_DIR, migrated, open for
 * `work`, and everything closed again afterwards (the embedded database stopped) whatever `work` does.
 */
export async function withDatabase<T>(config: AppConfig, work: (dataSource: DataSource) => Promise<T>): Promise<T> {
  const embedded = config.database.url ? undefined : new EmbeddedDatabase({ dataDir: config.database.dataDir, port: config.database.embeddedPort });
  const url = config.database.url ?? (await embedded!.start());
  try {
    await runMigrations(url);
    const dataSource = await new DataSource(dataSourceOptions(url)).initialize();
    try {
      return await work(dataSource);
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await embedded?.stop();
  }
}
