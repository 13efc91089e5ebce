import { DataSource } from 'typeorm';
import { hashPassword } from '../../auth/password-hasher';
import { UserEntity } from '../../users/entities/user.entity';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

/** Loads the demo data into an empty database; returns false (and changes nothing) when users already exist. */
export async function seedDemoData(dataSource: DataSource): Promise<boolean> {
  return dataSource.transaction(async (em) => {
    // One seeder at a time even with several instances starting together.
    await em.query('SELECT pg_advisory_xact_lock(727001)');
    if ((await em.count(UserEntity)) > 0) return false;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await em.insert(
      UserEntity,
      DEMO_ACCOUNTS.map((a) => ({
        systemRole: a.role,
        fullName: a.fullName,
        email: a.email,
        phone: a.phone,
        passwordHash,
        emailConfirmedAt: new Date(),
      })),
    );
    return true;
  });
}
