import { DataSource } from 'typeorm';
import { hashPassword } from '../auth/password-hasher';
import { isValidPassword, PASSWORD_MESSAGE } from '../auth/password-policy';
import { EMAIL_HIDDEN_CHARACTERS_MESSAGE, hasHiddenCharacters, normalizeEmail } from '../common/email-address';
import { UserEntity } from './entities/user.entity';

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
  return dataSource.transaction(async (em) => {
    await em.query('SELECT pg_advisory_xact_lock(727002)');
    const admins = await em.countBy(UserEntity, { systemRole: 'ADMIN', deleted: false });
    if (admins > 0) return false;
    const taken = await em.createQueryBuilder(UserEntity, 'u').where('lower(u.email) = lower(:email)', { email: admin.email }).getCount();
    if (taken) throw new Error(`ADMIN_EMAIL: an account with ${admin.email} exists already and is not an active administrator`);
    await em.insert(UserEntity, {
      systemRole: 'ADMIN',
      fullName: admin.fullName ?? 'Administrator',
      email: admin.email,
      passwordHash,
      emailConfirmedAt: new Date(),
    });
    return true;
  });
}
