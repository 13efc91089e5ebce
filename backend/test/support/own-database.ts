import { ChildProcess, fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, tempDataDir } from './test-database';

export const DATABASE_CHILD = join(__dirname, 'embedded-database.child.cjs');

export type ChildMessage = { ready: string } | { error: string } | { stopped: true };

/** Starts the app's embedded-database lifecycle in a child process (embedded-database.child.cjs). */
export function forkDatabaseChild(dataDir: string, port: number): { child: ChildProcess; output: () => string; next: () => Promise<ChildMessage> } {
  const child = fork(DATABASE_CHILD, [dataDir, String(port)], { stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const next = () =>
    new Promise<ChildMessage>((resolve, reject) => {
      const onExit = (code: number | null, signal: string | null) => reject(new Error(`database child ended (${code ?? signal}) before answering:\n${output}`));
      child.once('exit', onExit);
      child.once('message', (message: ChildMessage) => {
        child.off('exit', onExit);
        resolve(message);
      });
    });
  return { child, output: () => output, next };
}

export class OwnDatabase {
  private constructor(
    private readonly server: ReturnType<typeof forkDatabaseChild>,
    readonly clusterDir: string,
    readonly url: string,
  ) {}

  static async start(): Promise<OwnDatabase> {
    const dataDir = tempDataDir();
    const started = forkDatabaseChild(dataDir, await freePort());
    const message = await started.next();
    if (!('ready' in message)) throw new Error(`the test database did not start: ${JSON.stringify(message)}\n${started.output()}`);
    return new OwnDatabase(started, join(dataDir, 'postgres'), message.ready);
  }

  /** Starts it again on the same folder and port (after `stop`). */
  async restart(): Promise<void> {
    const answer = this.server.next();
    this.server.child.send('start');
    const message = await answer;
    if (!('ready' in message)) throw new Error(`the test database did not start again: ${JSON.stringify(message)}`);
  }

  /** Stops PostgreSQL the way Ctrl-C of the portal does. */
  async stop(): Promise<void> {
    const answer = this.server.next();
    this.server.child.send('stop');
    await answer;
  }

  /** Stops it and ends the child process. */
  async end(): Promise<void> {
    if (this.server.child.exitCode !== null) return;
    const ended = new Promise((resolve) => this.server.child.once('exit', resolve));
    this.server.child.send('exit');
    await ended;
  }

  /** The postmaster (first line of postmaster.pid) and every backend and helper process it started. */
  serverPids(): number[] {
    const postmaster = Number(readFileSync(join(this.clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((pid) => {
        try {
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          // Fields after the command name (which may hold spaces): state, ppid, …
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
        } catch {
          return false; // ended meanwhile
        }
      })
      .map(Number);
    return [postmaster, ...children];
  }

  /** A hung server: every process stops where it is (SIGSTOP) and answers nothing, yet keeps its connections. */
  freeze(): number[] {
    const pids = this.serverPids();
    for (const pid of pids) process.kill(pid, 'SIGSTOP');
    return pids;
  }

  thaw(pids: number[]): void {
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // ended meanwhile
      }
    }
  }
}
