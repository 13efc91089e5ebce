// `npm run check:api` compares in a temporary folder: it reports stale files and never rewrites the working tree.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkApi } from '../check-api-types.mjs';

const files = ['backend/openapi.json', 'front/schema.d.ts'];
const write = (base, file, text) => {
  mkdirSync(dirname(join(base, file)), { recursive: true });
  writeFileSync(join(base, file), text);
};

describe('check:api', () => {
  let root;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'check-api-test-'));
    write(root, files[0], 'committed openapi');
    write(root, files[1], 'committed types');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('finds nothing stale when the generator writes what is committed', () => {
    const generate = (out) => {
      write(out, files[0], 'committed openapi');
      write(out, files[1], 'committed types');
    };
    assert.deepEqual(checkApi({ root, generate, files }), []);
  });

  it('names the stale file and leaves the committed copy as it was, so a second run fails too', () => {
    const outRoots = [];
    const generate = (out) => {
      outRoots.push(out);
      write(out, files[0], 'committed openapi');
      write(out, files[1], 'new types');
    };
    assert.deepEqual(checkApi({ root, generate, files }), ['front/schema.d.ts']);
    assert.equal(readFileSync(join(root, files[1]), 'utf8'), 'committed types');
    assert.deepEqual(checkApi({ root, generate, files }), ['front/schema.d.ts']);
    assert.ok(outRoots.every((out) => out !== root && !out.startsWith(root)));
  });

  it('fails loudly when the generator wrote nothing', () => {
    assert.throws(() => checkApi({ root, generate: () => {}, files }), /the generator wrote no backend\/openapi.json/);
  });
});
