import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { loadConfig, type AppConfig } from '../config/app-config';
import { dataSourceOptions } from '../database/data-source-options';
import { withDatabase } from '../database/with-database';
import { MailOutboxItemResponseDto } from './dto/mail-outbox.dto';
import { MailOutboxEntity } from './entities/mail-outbox.entity';
import { warsawDateTime } from '@portal/domain';

/**
 * npm run outbox [-- N]: the latest N (default 10) mails of the outbox with their links, newest last, so a newcomer
 * without SMTP can confirm an account or reset a password (docs/mail.md).
 */
async function main(): Promise<void> {
  const limit = Math.min(200, Math.max(1, Number(process.argv[2]) || 10));
  const config = loadConfig();
  const rows = await readOutbox(config, limit);
  if (!rows.length) {
    console.log('Skrzynka nadawcza jest pusta.');
    return;
  }
  for (const mail of rows.reverse()) {
    console.log(`#${mail.id}  ${warsawDateTime(mail.createdAt)}  ${mail.status}  ${mail.kind}`);
    console.log(`  Do:    ${mail.to}`);
    console.log(`  Temat: ${mail.subject}`);
    if (mail.error) console.log(`  Błąd:  ${mail.error}`);
    for (const link of mail.links) console.log(`  Link:  ${link}`);
    console.log('');
  }
}

async function readOutbox(config: AppConfig, limit: number): Promise<MailOutboxItemResponseDto[]> {
  const read = async (dataSource: DataSource) =>
    (await dataSource.getRepository(MailOutboxEntity).find({ order: { createdAt: 'DESC', id: 'DESC' }, take: limit })).map(MailOutboxItemResponseDto.from);
  const running = runningEmbeddedUrl(config);
  if (!running) return withDatabase(config, read);
  // The server is running on the embedded database: a second start of the same cluster would fail, so join it.
  const dataSource = await new DataSource(dataSourceOptions(running)).initialize();
  try {
    return await read(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

/** The embedded cluster's address when `npm start` is running it (its postmaster.pid exists). */
function runningEmbeddedUrl(config: AppConfig): string | undefined {
  if (config.database.url) return undefined;
  const { dataDir, embeddedPort } = config.database;
  const passwordFile = join(dataDir, '.postgres-password');
  if (!existsSync(join(dataDir, 'postgres', 'postmaster.pid')) || !existsSync(passwordFile)) return undefined;
  const password = readFileSync(passwordFile, 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${embeddedPort}/portal`;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
