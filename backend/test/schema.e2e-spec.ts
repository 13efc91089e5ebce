import { pendingSchemaChanges } from '../src/database/migrate';
import { createTestDatabase } from './support/test-database';

describe('migrations', () => {
  it('match the entities: TypeORM finds nothing left to change after all migrations', async () => {
    const url = await createTestDatabase();
    expect(await pendingSchemaChanges(url)).toEqual([]);
  });
});
