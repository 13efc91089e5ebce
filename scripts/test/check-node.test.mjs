// The runtime guard that runs first in every root npm script (scripts/check-node.cjs).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

const root = resolve(import.meta.dirname, '..', '..');
const guard = join(root, 'scripts', 'check-node.cjs');
const { satisfies, tooOldMessage, requiredRange } = createRequire(import.meta.url)(guard);
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

function runGuard(node, version) {
  const env = { ...process.env };
  if (version) env.NODE_VERSION_UNDER_TEST = version;
  else delete env.NODE_VERSION_UNDER_TEST;
  return spawnSync(node, [guard], { env, encoding: 'utf8' });
}

describe('check-node', () => {
  it('reads the accepted versions from the root package.json engines', () => {
    assert.equal(requiredRange(), pkg.engines.node);
  });

  it('accepts the Node pinned through npm (the `node` devDependency)', () => {
    assert.equal(satisfies(pkg.devDependencies.node, requiredRange()), true);
  });

  for (const [version, ok] of [
    ['v20.20.2', false],
    ['v22.12.0', false],
    ['v22.13.0', true],
    ['v23.11.0', false],
    ['v24.10.0', false],
    ['v24.11.0', true],
    ['v25.0.0', true],
  ]) {
    it(`${ok ? 'accepts' : 'refuses'} ${version} under ^22.13.0 || >=24.11.0`, () => {
      assert.equal(satisfies(version, '^22.13.0 || >=24.11.0'), ok);
    });
  }

  it('refuses a range form it does not understand instead of guessing', () => {
    assert.throws(() => satisfies('v24.0.0', '~24.1'), /unsupported engines.node part/);
  });

  it('says first, in Polish and English, that the Node is too old, then what to do', () => {
    const [first, ...rest] = tooOldMessage('v20.20.2', '^22.13.0 || >=24.11.0');
    assert.match(first, /^Node\.js v20\.20\.2 jest za stary .* \/ Node\.js v20\.20\.2 is too old/);
    assert.match(rest.join('\n'), /uruchom `npm install`/);
    assert.match(rest.join('\n'), /run `npm install`/);
    assert.equal(tooOldMessage('v24.21.0', '^22.13.0 || >=24.11.0'), null);
  });

  it('exits 1 with the message as its first line when run on a too-old Node', () => {
    const r = runGuard(process.execPath, 'v20.20.2');
    assert.equal(r.status, 1);
    assert.match(r.stderr.split('\n')[0], /jest za stary .* is too old/);
    assert.equal(r.stdout, '');
  });

  it('exits 0 silently on the running Node', () => {
    const r = runGuard(process.execPath);
    assert.equal(r.status, 0);
    assert.equal(r.stderr + r.stdout, '');
  });

  // The machine's own Node 20 (where argon2 segfaults): the guard must speak, not crash.
  const systemNode = '/usr/bin/node';
  const systemVersion = existsSync(systemNode) ? spawnSync(systemNode, ['--version'], { encoding: 'utf8' }).stdout.trim() : '';
  it(
    'prints the message and exits 1 on the system Node when that one is too old',
    { skip: !systemVersion || satisfies(systemVersion, requiredRange()) ? `system Node ${systemVersion || 'absent'} is not too old` : false },
    () => {
      const r = runGuard(systemNode);
      assert.equal(r.signal, null);
      assert.equal(r.status, 1);
      assert.match(r.stderr.split('\n')[0], new RegExp(`Node\\.js ${systemVersion.replace(/\./g, '\\.')} jest za stary`));
    },
  );
});

describe('root npm scripts', () => {
  it('each runs the guard before anything else', () => {
    const unguarded = Object.entries(pkg.scripts).filter(([, command]) => !command.startsWith('node scripts/check-node.cjs && '));
    assert.deepEqual(
      unguarded.map(([name]) => name),
      [],
    );
  });
});
