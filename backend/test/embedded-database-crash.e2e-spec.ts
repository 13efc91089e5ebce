import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { forkDatabaseChild } from './support/own-database';
import { freePort, tempDataDir } from './support/test-database';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

/**
 * Issue #14, "after a crash": `kill -9` of the portal left its embedded PostgreSQL running alone, and the next start
 * printed "undefined" and exited 1 until someone stopped that process by hand. The app's own lifecycle
 * (src/database/embedded-database.ts) runs in child processes here, and the first one is killed the hard way.
 */
describe('the embedded database after a crash of the portal', () => {
  const dataDir = tempDataDir();
  const ended: Array<() => Promise<unknown>> = [];
  afterAll(() => Promise.all(ended.map((end) => end())));

  it('stops the cluster the crashed start left behind and starts anew; a folder held by a running portal is refused with a clear message', async () => {
    const port = await freePort();
    const crashed = forkDatabaseChild(dataDir, port);
    expect(await crashed.next()).toEqual({ ready: expect.stringContaining(`:${port}/portal`) });
    const leftover = Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    await new Promise((resolve) => {
      crashed.child.once('exit', resolve);
      crashed.child.kill('SIGKILL');
    });
    expect(alive(leftover)).toBe(true); // the situation of the issue: PostgreSQL running alone

    const next = forkDatabaseChild(dataDir, port);
    ended.push(() => (next.child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => next.child.once('exit', resolve).send('exit'))));
    const started = await next.next();
    expect({ started, output: next.output() }).toEqual({
      started: { ready: expect.stringContaining(`:${port}/portal`) },
      output: expect.stringContaining(`Zatrzymywanie PostgreSQL pozostawionego przez poprzednie uruchomienie (PID ${leftover})`),
    });
    expect(alive(leftover)).toBe(false);

    // A second portal on the same DATA_DIR while this one runs: refused in Polish and English, never "undefined".
    const second = forkDatabaseChild(dataDir, await freePort());
    const refused = await second.next();
    const code = await new Promise((resolve) => (second.child.exitCode !== null ? resolve(second.child.exitCode) : second.child.once('exit', resolve)));
    expect(code).toBe(1);
    expect(refused).toEqual({
      error: expect.stringMatching(/^Folder danych .* jest używany przez działający PostgreSQL .*\nThe data folder .* is in use by a running PostgreSQL/s),
    });
    expect(second.output()).not.toContain('undefined');
  }, 90_000);
});
