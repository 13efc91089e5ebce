// The totals of `npm test` from the layers' machine-readable reports, and its closing line.
// Shapes read: jest's --json (also written by scripts/lib/node-test-json-reporter.mjs for node:test) and
// Playwright's JSON reporter. A test that passed only on retry counts as passed and is named.
import { relative } from 'node:path';

const empty = () => ({ passed: 0, failed: 0, skipped: 0, retried: [] });

/** jest --json. jest retries only under jest.retryTimes (no config here sets it); such a pass is named anyway. */
export function countJest(report, root = '') {
  const counts = empty();
  counts.passed = report.numPassedTests ?? 0;
  // A test file that could not run (a syntax error, a missing module) has no failed test in it, yet it failed.
  counts.failed = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  counts.skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'passed' && ((test.invocations ?? 1) > 1 || test.retryReasons?.length)) {
        counts.retried.push(`${relative(root, file.name ?? file.testFilePath ?? '')} › ${test.fullName ?? test.title}`);
      }
    }
  }
  return counts;
}

/** Playwright's JSON reporter: stats, and the specs whose test status is 'flaky' (failed, then passed on retry). */
export function countPlaywright(report) {
  const counts = empty();
  const s = report.stats ?? {};
  counts.passed = (s.expected ?? 0) + (s.flaky ?? 0);
  counts.failed = s.unexpected ?? 0;
  counts.skipped = s.skipped ?? 0;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky') counts.retried.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`);
      }
    }
    // The top-level suite is the file, already named by spec.file.
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const file of report.suites ?? []) walk(file, []);
  return counts;
}

export function addCounts(list) {
  return list.reduce(
    (sum, c) => ({ passed: sum.passed + c.passed, failed: sum.failed + c.failed, skipped: sum.skipped + c.skipped, retried: [...sum.retried, ...c.retried] }),
    empty(),
  );
}

/** The closing line of `npm test`; its form is relied upon: 'N passed, N failed, N skipped'. */
export function closingLine({ passed, failed, skipped }) {
  return `Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`;
}

/** Lines naming the tests that passed only on retry (none: no lines). */
export function retriedLines(retried) {
  if (!retried.length) return [];
  return [`Passed only on retry (${retried.length}) — flaky, look at them:`, ...retried.map((name) => `  ${name}`)];
}
