// The pieces of `npm test` (scripts/test-all.mjs): which layers TEST_ONLY selects, and the closing line's totals.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { selectLayers } from '../lib/test-layers.mjs';
import { addCounts, closingLine, countJest, countPlaywright, retriedLines } from '../lib/test-reports.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const layers = [
  ['typecheck', 'a'],
  ['API types', 'b'],
  ['backend e2e', 'c'],
];

describe('TEST_ONLY', () => {
  it('runs every layer when unset', () => {
    assert.deepEqual(selectLayers(layers, undefined), { layers });
  });

  it('runs the named layers in their own order, spaces around commas allowed', () => {
    assert.deepEqual(
      selectLayers(layers, 'backend e2e, typecheck').layers.map(([n]) => n),
      ['typecheck', 'backend e2e'],
    );
  });

  it('refuses a name that matches no layer, listing the valid names', () => {
    const { layers: chosen, error } = selectLayers(layers, 'typecheck,backend-e2e');
    assert.deepEqual(chosen, []);
    assert.equal(error, 'TEST_ONLY: unknown layer: "backend-e2e". Valid names: "typecheck", "API types", "backend e2e".');
  });

  it('refuses an empty TEST_ONLY rather than running nothing', () => {
    assert.match(selectLayers(layers, ' , ').error, /^TEST_ONLY: no layer named\. Valid names: /);
  });

  it('makes npm test exit 1 before running anything', () => {
    const r = spawnSync(process.execPath, [join(root, 'scripts', 'test-all.mjs')], { env: { ...process.env, TEST_ONLY: 'no such layer' }, encoding: 'utf8' });
    assert.equal(r.status, 1);
    assert.match(
      r.stderr,
      /^TEST_ONLY: unknown layer: "no such layer"\. Valid names: "lint", ("[^"]+", )*"typecheck", "script tests", "API types", "API lint", /,
    );
    assert.doesNotMatch(r.stdout, /===/);
  });
});

describe('closing line', () => {
  it('says passed, failed and skipped in that form', () => {
    assert.equal(closingLine({ passed: 12, failed: 1, skipped: 3 }), 'Tests: 12 passed, 1 failed, 3 skipped');
  });

  it('counts jest skipped and todo tests as skipped', () => {
    const counts = countJest({ numPassedTests: 5, numFailedTests: 1, numPendingTests: 2, numTodoTests: 1, testResults: [] });
    assert.deepEqual(counts, { passed: 5, failed: 1, skipped: 3, retried: [] });
  });

  it('counts a jest test file that could not run as a failure', () => {
    const counts = countJest({ numPassedTests: 836, numFailedTests: 0, numRuntimeErrorTestSuites: 1, numPendingTests: 0, testResults: [] });
    assert.equal(counts.failed, 1);
    assert.equal(closingLine(addCounts([counts])), 'Tests: 836 passed, 1 failed, 0 skipped');
  });

  it('names a jest test that passed only on retry', () => {
    const counts = countJest(
      {
        numPassedTests: 2,
        numFailedTests: 0,
        numPendingTests: 0,
        testResults: [
          {
            name: '/repo/backend/src/a.spec.ts',
            assertionResults: [
              { status: 'passed', fullName: 'a once', invocations: 1, retryReasons: [] },
              { status: 'passed', fullName: 'a twice', invocations: 2, retryReasons: ['Error: x'] },
            ],
          },
        ],
      },
      '/repo',
    );
    assert.deepEqual(counts.retried, ['backend/src/a.spec.ts › a twice']);
  });

  it('counts Playwright flaky tests as passed, skipped as skipped, and names the flaky ones', () => {
    const counts = countPlaywright({
      stats: { expected: 10, unexpected: 1, flaky: 1, skipped: 2 },
      suites: [
        {
          title: 'alerts.spec.ts',
          specs: [{ title: 'top level', file: 'alerts.spec.ts', line: 3, tests: [{ status: 'expected' }] }],
          suites: [
            {
              title: 'alerts',
              specs: [{ title: 'sends one mail', file: 'alerts.spec.ts', line: 40, tests: [{ status: 'flaky' }] }],
            },
          ],
        },
      ],
    });
    assert.deepEqual(counts, { passed: 11, failed: 1, skipped: 2, retried: ['alerts.spec.ts:40 › alerts › sends one mail'] });
  });

  it('adds the layers and prints the retried tests under a heading, nothing when there are none', () => {
    const total = addCounts([
      { passed: 1, failed: 0, skipped: 1, retried: ['x'] },
      { passed: 2, failed: 1, skipped: 0, retried: [] },
    ]);
    assert.deepEqual(total, { passed: 3, failed: 1, skipped: 1, retried: ['x'] });
    assert.deepEqual(retriedLines(total.retried), ['Passed only on retry (1) — flaky, look at them:', '  x']);
    assert.deepEqual(retriedLines([]), []);
  });
});
