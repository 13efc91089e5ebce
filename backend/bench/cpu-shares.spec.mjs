// node --test backend/bench/cpu-shares.spec.mjs — the bench's accounting of where the CPU went (Linux /proc).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { cpuShares } from './cpu-shares.mjs';

const burn = (ms) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

test('a busy load generator and an idle server are told apart', { skip: process.platform !== 'linux' }, async () => {
  const idle = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 5000)']);
  try {
    const end = cpuShares({ server: idle.pid });
    burn(400);
    const shares = end();
    // Thresholds leave room for a machine shared with other work.
    assert.ok(shares.generator > 0.25, `the generator burned ${shares.generator} cores`);
    assert.ok(shares.server < shares.generator / 3, `the idle server took ${shares.server} cores`);
    assert.ok(shares.cores >= 1);
  } finally {
    idle.kill();
  }
});

test('a busy server is counted as the server, not the generator', { skip: process.platform !== 'linux' }, async () => {
  const busy = spawn(process.execPath, ['-e', 'const u = Date.now() + 3000; while (Date.now() < u);']);
  try {
    await new Promise((r) => setTimeout(r, 200));
    const end = cpuShares({ server: busy.pid });
    await new Promise((r) => setTimeout(r, 600));
    const shares = end();
    assert.ok(shares.server > 0.25, `the server burned ${shares.server} cores`);
    assert.ok(shares.generator < shares.server / 3, `the waiting generator took ${shares.generator} cores`);
  } finally {
    busy.kill();
  }
});
