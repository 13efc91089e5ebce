import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspectClusterLock, removeStaleLock } from './cluster-lock';

describe('inspectClusterLock', () => {
  const clusterDir = () => mkdtempSync(join(tmpdir(), 'portal-lock-'));
  const lockNaming = (dir: string, pid: number) => writeFileSync(join(dir, 'postmaster.pid'), `${pid}\n${dir}\n1700000000\n54329\n`);

  it('is free without a lock file', () => {
    expect(inspectClusterLock(clusterDir())).toEqual({ state: 'free' });
  });

  it('is free when the lock names a process that has ended (PostgreSQL takes such a folder over itself)', () => {
    const dir = clusterDir();
    lockNaming(dir, spawnSync('true').pid);
    expect(inspectClusterLock(dir)).toEqual({ state: 'free' });
  });

  it('calls a lock stale when its PID now belongs to a program that is not a PostgreSQL of this folder', () => {
    const dir = clusterDir();
    lockNaming(dir, process.pid);
    expect(inspectClusterLock(dir)).toEqual({ state: 'stale', pid: process.pid });
    removeStaleLock(dir);
    expect(existsSync(join(dir, 'postmaster.pid'))).toBe(false);
  });
});
