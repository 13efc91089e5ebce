import { DataSource } from 'typeorm';
import { hashPassword } from '../../src/auth/password-hasher';
import { UserEntity } from '../../src/users/entities/user.entity';
import type { SystemRole } from '../../src/users/system-role';

export const TEST_PASSWORD = 'Test#Haslo1';
let sequence = 0;
let cachedHash: Promise<string> | undefined;

/**
 * A user straight in the database; the password is TEST_PASSWORD unless given (hashing once keeps tests fast). Like the
 * demo data, it is exempt from the second factor unless `secondFactorExempt: false` is given: the tests of other
 * features sign in with the password alone; second-factor.e2e-spec.ts asks for the real rule.
 */
export async function createUser(db: DataSource, overrides: Partial<UserEntity> & { password?: string } = {}): Promise<UserEntity> {
  sequence += 1;
  const { password, ...fields } = overrides;
  const passwordHash = password ? await hashPassword(password) : await (cachedHash ??= hashPassword(TEST_PASSWORD));
  const repo = db.getRepository(UserEntity);
  const saved = await repo.save(
    repo.create({
      systemRole: 'ADMIN' as SystemRole,
      fullName: `Użytkownik Testowy ${sequence}`,
      email: `user${sequence}.${Date.now()}@test.local`,
      phone: null,
      emailConfirmedAt: new Date(),
      passwordHash,
      secondFactorExempt: true,
      ...fields,
    }),
  );
  return saved;
}

export async function tokenFor(
  http: () => import('supertest').Agent | ReturnType<typeof import('supertest')>,
  email: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const res = await http().post('/api/login').send({ login: email, password }).expect(200);
  if (typeof res.body.token !== 'string') throw new Error(`No session for ${email}: ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}
