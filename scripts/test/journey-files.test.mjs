// Browser journeys write only under the output folder of the clone that runs (test/support/shots.ts), never to a
// path of one machine.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

const root = resolve(import.meta.dirname, '..', '..');
const sources = ['journeys', 'support']
  .flatMap((dir) => readdirSync(join(root, 'test', dir), { recursive: true }).map((f) => join(root, 'test', dir, f)))
  .concat(join(root, 'test', 'playwright.config.ts'))
  .filter((f) => f.endsWith('.ts'));

const offending = (pattern) =>
  sources.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${relative(root, file)}:${i + 1}: ${line.trim()}`] : [])),
  );

describe('journey files', () => {
  it('finds the journeys it checks', () => {
    assert.ok(sources.some((f) => f.endsWith('.spec.ts')));
  });

  it('name no absolute path of a machine', () => {
    assert.deepEqual(offending(/['"`]\/(work|tmp|home|root|var|srv|mnt|Users)\//), []);
  });

  it("save every screenshot through shotPath() or Playwright's own outputPath()", () => {
    assert.deepEqual(offending(/\.screenshot\(\{[^}]*\bpath:(?!\s*(shotPath\(|(test\.info\(\)|testInfo)\.outputPath\())/), []);
  });
});
