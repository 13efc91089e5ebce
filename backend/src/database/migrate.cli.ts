import { loadConfig } from '../config/app-config';
import { EmbeddedDatabase } from './embedded-database';
import { runMigrations } from './migrate';

/** npm run migrate: applies pending migrations to DATABASE_URL, or to the embedded database under DATA_DIR. */
async function main(): Promise<void> {
  const config = loadConfig();
  const embedded = config.database.url ? undefined : new EmbeddedDatabase({ dataDir: config.database.dataDir, port: config.database.embeddedPort });
  const url = config.database.url ?? (await embedded!.start());
  try {
    const applied = await runMigrations(url);
    console.log(applied.length ? `Zastosowano migracje: ${applied.join(', ')}` : 'Baza danych jest aktualna.');
  } finally {
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
