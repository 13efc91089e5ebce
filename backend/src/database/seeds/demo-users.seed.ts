import type { EntityManager } from 'typeorm';
import { hashPassword } from '../../auth/password-hasher';
import { UserEntity } from '../../users/entities/user.entity';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

/** One account per role (README lists them). */
export async function seedDemoUsers(em: EntityManager): Promise<void> {
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
      // The README's demo accounts sign in with the password alone; a person added later is asked for a second factor.
      secondFactorExempt: true,
    })),
  );
}
