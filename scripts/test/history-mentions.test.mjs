// The history check of `npm run lint` (scripts/lib/history-mentions.mjs): what it refuses in comments and docs, what it
// lets through, and that it reads comments only, not the code's strings.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { docProblems, historyMention, sourceProblems } from '../lib/history-mentions.mjs';

const root = resolve(import.meta.dirname, '..', '..');

describe('history mentions', () => {
  it('refuses issue numbers, tracker references, sessions and numbered steps of past work', () => {
    for (const text of ['(issue 19)', 'Issue #14: after kill -9', 'issues 16 and 18', 'see #16', 'since session 7', 'the seventh step', 'step 2 of issue'])
      assert.ok(historyMention(text), text);
  });

  it("lets through the wizard steps, colours, other projects' trackers and the back office's person label", () => {
    for (const text of [
      "the wizard's second step",
      'color: #1a73e8',
      "autocannon's known behaviour (its issue #485)",
      'node-postgres pull request #3753',
      'a click on "użytkownik #12"',
      'https://example.org/a#section',
      'sessions expire after 8 h',
    ])
      assert.equal(historyMention(text), null, text);
  });

  it('reads the comments of TypeScript and TSX, not the strings or the JSX text', () => {
    const source = [
      "const a = 'issue 19'; // why: the storm (issue 19)",
      '/**',
      ' * Fine here.',
      ' * The seventh step took it.',
      ' */',
      'export const B = () => <p>issue 7 {/* #16 */}</p>;',
    ].join('\n');
    assert.deepEqual(
      sourceProblems('x.tsx', source).map((p) => p.line),
      [1, 4, 6],
    );
  });

  it('reads every line of a document', () => {
    assert.deepEqual(
      docProblems('# Title\n\nPresent tense.\nAs issue 18 asked.\n').map((p) => p.line),
      [4],
    );
  });

  it('passes on the repository as it stands', () => {
    const run = spawnSync(process.execPath, [resolve(root, 'scripts/check-history.mjs')], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
  });
});
