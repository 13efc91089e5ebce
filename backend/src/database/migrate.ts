import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';

/** Applies pending migrations in one transaction each; returns the names applied. */
export async function runMigrations(url: string): Promise<string[]> {
  const dataSource = new DataSource(dataSourceOptions(url));
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await dataSource.destroy();
  }
}

/** SQL that TypeORM would still need to make the database match the entities: empty when migrations and entities agree. */
export async function pendingSchemaChanges(url: string): Promise<string[]> {
  const dataSource = new DataSource(dataSourceOptions(url));
  await dataSource.initialize();
  try {
    const log = await dataSource.driver.createSchemaBuilder().log();
    return log.upQueries.map((q) => q.query);
  } finally {
    await dataSource.destroy();
  }
}
