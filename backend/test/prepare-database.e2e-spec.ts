import { Client } from 'pg';
import { loadConfig } from '../src/config/app-config';
import { prepareDatabase } from '../src/database/prepare-database';
import { adminUrl, withDatabase } from './support/test-database';

// Instances started together (docker/compose.yml runs two) prepare one empty database at the same moment.
describe('preparing the database from several instances at once', () => {
  const name = `t_prepare_${Date.now()}`;
  const admin = () => new Client({ connectionString: adminUrl() });

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
  });
  afterAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });

  it('applies each migration once and loads the demo data once, with every instance ready after', async () => {
    const url = withDatabase(adminUrl(), name);
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, DEMO_DATA: 'true' });
    const prepared = await Promise.all([prepareDatabase(config), prepareDatabase(config), prepareDatabase(config)]);

    const applied = prepared.flatMap((p) => p.migrationsApplied);
    expect(applied.length).toBeGreaterThan(0);
    expect(new Set(applied).size).toBe(applied.length);
    expect(prepared.filter((p) => p.migrationsApplied.length > 0)).toHaveLength(1);
    expect(prepared.filter((p) => p.demoLoaded)).toHaveLength(1);

    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM migrations');
      expect(Number(rows[0].n)).toBe(applied.length);
    } finally {
      await client.end();
    }
  });
});
