import { loadConfig } from '../config/app-config';
import { withDatabase } from '../database/with-database';
import { ensureFirstAdmin } from './first-admin';

/**
 * npm run create-admin -- EMAIL PASSWORD ["Full name"] (or ADMIN_EMAIL / ADMIN_PASSWORD):
 * creates the first administrator when none exists.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const [email = process.env.ADMIN_EMAIL, password = process.env.ADMIN_PASSWORD, fullName] = process.argv.slice(2);
  if (!email || !password) {
    console.error('Użycie: npm run create-admin -- EMAIL HASŁO ["Imię i nazwisko"]');
    process.exit(2);
  }
  await withDatabase(config, async (dataSource) => {
    const created = await ensureFirstAdmin(dataSource, { email, password, fullName });
    console.log(created ? `Utworzono administratora ${email}.` : 'Administrator już istnieje: nic nie zmieniono.');
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
