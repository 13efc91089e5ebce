import { existsSync, readFileSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * Who holds the embedded cluster's folder, read from PostgreSQL's own lock file (`postmaster.pid`: the postmaster's
 * PID on the first line) and from /proc. After `kill -9` of node, the embedded PostgreSQL kept running
 * alone and the next `npm start` printed "undefined" and exited until someone stopped it by hand.
 */
export type ClusterLock =
  /** No lock file, or one naming a process that has ended: PostgreSQL takes the folder over by itself. */
  | { state: 'free' }
  /** The lock names a live process that is not a PostgreSQL of this folder (its PID was reused): the lock is stale. */
  | { state: 'stale'; pid: number }
  /** A PostgreSQL of this folder whose starter has died (a crash of the portal): nobody else will ever stop it. */
  | { state: 'orphaned'; pid: number }
  /** A PostgreSQL of this folder started by a program that is still running (another portal on the same DATA_DIR). */
  | { state: 'in-use'; pid: number; ownerPid: number; ownerCommand: string };

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // An ended process nobody has reaped yet (a zombie) still answers kill(0).
  return stateOf(pid) !== 'Z';
};

const readOrNull = <T>(read: () => T): T | null => {
  try {
    return read();
  } catch {
    return null;
  }
};

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces and brackets): state, parent PID, … */
function statFields(pid: number): string[] {
  const stat = readOrNull(() => readFileSync(`/proc/${pid}/stat`, 'utf8'));
  return stat ? stat.slice(stat.lastIndexOf(')') + 2).split(' ') : [];
}

const stateOf = (pid: number): string | undefined => statFields(pid)[0];

function parentOf(pid: number): number | null {
  const ppid = Number(statFields(pid)[1]);
  return Number.isInteger(ppid) && ppid > 0 ? ppid : null;
}

const commandOf = (pid: number): string => (readOrNull(() => readFileSync(`/proc/${pid}/cmdline`, 'utf8')) ?? '').split('\0').filter(Boolean).join(' ');

/** PostgreSQL's postmaster runs with the data folder as its working directory. */
function isPostgresOf(pid: number, clusterDir: string): boolean {
  const cwd = readOrNull(() => readlinkSync(`/proc/${pid}/cwd`));
  const exe = readOrNull(() => readlinkSync(`/proc/${pid}/exe`)) ?? commandOf(pid).split(' ')[0];
  return cwd !== null && cwd === readOrNull(() => realpathSync(clusterDir)) && /^postgres/.test(basename(exe ?? ''));
}

export function inspectClusterLock(clusterDir: string): ClusterLock {
  const lockFile = join(clusterDir, 'postmaster.pid');
  const pid = Number(readOrNull(() => readFileSync(lockFile, 'utf8').split('\n')[0]));
  if (!existsSync(lockFile) || !Number.isInteger(pid) || pid <= 0 || !alive(pid)) return { state: 'free' };
  if (!isPostgresOf(pid, clusterDir)) return { state: 'stale', pid };
  const ownerPid = parentOf(pid);
  // Orphans are adopted by init (1) or by the nearest subreaper; a live starter is a node process (another portal).
  const ownerCommand = ownerPid ? commandOf(ownerPid) : '';
  const startedByLiveNode = !!ownerPid && ownerPid !== 1 && ownerPid !== process.pid && /^node/.test(basename(ownerCommand.split(' ')[0] ?? ''));
  return startedByLiveNode ? { state: 'in-use', pid, ownerPid: ownerPid, ownerCommand } : { state: 'orphaned', pid };
}

/** Removes a lock file naming a process that is not our PostgreSQL (PostgreSQL's shared-memory check still guards the folder). */
export function removeStaleLock(clusterDir: string): void {
  rmSync(join(clusterDir, 'postmaster.pid'), { force: true });
}

/**
 * Stops a left-over postmaster the way Ctrl-C would have: SIGINT is PostgreSQL's "fast shutdown" (open transactions
 * roll back, a checkpoint is written), so nothing acknowledged is lost. Resolves when the process has ended.
 */
export async function stopOrphanedCluster(pid: number, timeoutMs = 30_000): Promise<void> {
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + timeoutMs;
  while (alive(pid)) {
    if (Date.now() > deadline) throw new Error(`PostgreSQL (PID ${pid}) did not stop within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
