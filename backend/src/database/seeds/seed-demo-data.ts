import { DataSource, EntityManager } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import { seedDemoUsers } from './demo-users.seed';
import { seedDemoAddressRegister } from './demo-address-register.seed';
import { seedDemoPlannedOutages } from './demo-planned-outages.seed';
import { seedDemoAreas } from './demo-areas.seed';
import { seedDemoPublicAccount } from './demo-public-account.seed';
import { seedDemoCallNet } from './demo-call-net.seed';

/**
 * The demo data, in order: each seeder may use what the ones before it wrote (the planned outages
 * need the demo dispatcher and the address register). Every feature that has demo data adds its seeder here.
 */
export const DEMO_SEEDERS: ReadonlyArray<(em: EntityManager) => Promise<void>> = [
  seedDemoUsers,
  seedDemoAddressRegister,
  seedDemoPublicAccount,
  seedDemoPlannedOutages,
  seedDemoAreas,
  (em) => seedDemoCallNet(em),
];

/** Loads the demo data into an empty database in one transaction; returns false (and changes nothing) when users already exist. */
export async function seedDemoData(dataSource: DataSource): Promise<boolean> {
  return dataSource.transaction(async (em) => {
    // One seeder at a time even with several instances starting together.
    await em.query('SELECT pg_advisory_xact_lock(727001)');
    if ((await em.count(UserEntity)) > 0) return false;
    for (const seed of DEMO_SEEDERS) await seed(em);
    return true;
  });
}
