// Where the machine's CPU went during a bench phase, from /proc (Linux): the server's process, PostgreSQL's processes
// (live backends plus what the postmaster collected from ended ones) and this load generator's process (every thread:
// autocannon and the writers' worker) with its ended children (wrk). Printed as cores busy on average, so two phases can be compared.
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** utime+stime (own) and cutime+cstime (reaped children) of one process, in seconds; null when it is gone. */
function times(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces; the fields after it are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return { own: (utime + stime) / TICKS_PER_SECOND, children: (cutime + cstime) / TICKS_PER_SECOND, parent: Number(fields[1]) };
  } catch {
    return null;
  }
}

/** A process's command name, '' when it is gone. */
function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

function postgresSeconds() {
  let total = 0;
  const pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  for (const pid of pids) {
    if (commandOf(pid) !== 'postgres') continue;
    const t = times(pid);
    if (!t) continue;
    total += t.own;
    // The postmaster (parent not a postgres) also holds what its ended backends used.
    if (commandOf(t.parent) !== 'postgres') total += t.children;
  }
  return total;
}

/** Not on Linux: the figures stay empty rather than wrong. */
const available = (() => {
  try {
    readFileSync('/proc/self/stat');
    return true;
  } catch {
    return false;
  }
})();

/**
 * Starts a measurement of the server's process (`pids.server`), a second instance's when there is one (`pids.writer`),
 * PostgreSQL and this process; the returned function ends it and answers cores busy per owner.
 */
export function cpuShares(pids) {
  const serverPid = pids.server;
  const writerSeconds = () => (pids.writer ? (times(pids.writer)?.own ?? 0) : 0);
  if (!available) return () => null;
  const generatorSeconds = () => {
    const self = times(process.pid);
    return self ? self.own + self.children : 0;
  };
  const start = {
    at: performance.now(),
    server: times(serverPid)?.own ?? 0,
    writer: writerSeconds(),
    postgres: postgresSeconds(),
    generator: generatorSeconds(),
  };
  return () => {
    const seconds = (performance.now() - start.at) / 1000;
    return {
      server: ((times(serverPid)?.own ?? 0) - start.server) / seconds,
      writer: (writerSeconds() - start.writer) / seconds,
      postgres: (postgresSeconds() - start.postgres) / seconds,
      generator: (generatorSeconds() - start.generator) / seconds,
      cores: cpus().length,
    };
  };
}
