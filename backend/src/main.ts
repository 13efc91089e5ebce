import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { ConfigError, loadConfig } from './config/app-config';
import { configureApp } from './configure-app';
import { EmbeddedDatabaseError } from './database/embedded-database';
import { prepareDatabase } from './database/prepare-database';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './database/seeds/demo-accounts';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const say = (line: string) => process.stdout.write(`${line}\n`);
  say(config.database.url ? 'Łączenie z bazą danych z DATABASE_URL…' : `Uruchamianie wbudowanego PostgreSQL (dane w ${config.database.dataDir})…`);
  const db = await prepareDatabase(config);
  if (db.migrationsApplied.length) say(`Zastosowano migracje: ${db.migrationsApplied.join(', ')}`);
  if (db.demoLoaded) say('Załadowano dane demonstracyjne.');

  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, db.url), { bodyParser: false, bufferLogs: true });
  configureApp(app, config);

  // Stop the HTTP server first, then the embedded database, so no request finds the database gone.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`Otrzymano ${signal}, zatrzymywanie…`);
    await app.close().catch(() => undefined);
    await db.embedded?.stop().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen(config.port);
  const base = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/$/, '');
  say('');
  say(`Portal awarii i wyłączeń działa.`);
  say(`  Strona publiczna:      ${base}/public`);
  say(`  Logowanie personelu:   ${base}/login`);
  say(`  Dokumentacja API:      ${base}/api/docs`);
  if (config.database.demoData) {
    say(`  Konta demonstracyjne (hasło ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) say(`    ${a.role.padEnd(10)} ${a.email}`);
  }
  say('');
}

bootstrap().catch((error: unknown) => {
  const forPeople = error instanceof ConfigError || error instanceof EmbeddedDatabaseError;
  process.stderr.write(`${forPeople ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
