import type { DataSource } from 'typeorm';
import { hashPassword } from '../auth/password-hasher';
import { isValidPassword, PASSWORD_MESSAGE } from '../auth/password-policy';
import { EMAIL_HIDDEN_CHARACTERS_MESSAGE, hasHiddenCharacters, normalizeEmail } from '../common/email-address';
import { insertFirstAdmin } from './users.repository';

/**
 * Creates the first administrator when there is none (npm run create-admin, or ADMIN_EMAIL and
 * ADMIN_PASSWORD at start): without demo data no account and no default password exist.
 */
export async function ensureFirstAdmin(dataSource: DataSource, given: { email: string; password: string; fullName?: string }): Promise<boolean> {
  const admin = { ...given, email: normalizeEmail(given.email) };
  if (!isValidPassword(admin.password)) throw new Error(`ADMIN_PASSWORD: ${PASSWORD_MESSAGE}`);
  if (hasHiddenCharacters(admin.email)) throw new Error(`ADMIN_EMAIL: ${EMAIL_HIDDEN_CHARACTERS_MESSAGE}`);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(admin.email)) throw new Error('ADMIN_EMAIL: Wpisz poprawny email');
  const passwordHash = await hashPassword(admin.password);
  const outcome = await insertFirstAdmin(dataSource, { fullName: admin.fullName ?? 'Administrator', email: admin.email, passwordHash });
  if (outcome === 'taken') throw new Error(`ADMIN_EMAIL: an account with ${admin.email} exists already and is not an active administrator`);
  return outcome === 'created';
}
