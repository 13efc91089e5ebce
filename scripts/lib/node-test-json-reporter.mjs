// A node:test reporter writing jest's --json totals ({ numPassedTests, numFailedTests, numPendingTests }), so
// scripts/test-all.mjs counts the script tests like every other layer. Suites are not tests; a file that fails
// outside any test (a syntax error) arrives as a failed test of its own and is counted. A failing before() hook
// cancels (fails) the suite's tests; any other suite-level failure makes `node --test` exit non-zero: the layer fails.
export default async function* jsonTotals(source) {
  const totals = { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 };
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const data = event.data;
    if (data.details?.type === 'suite') continue;
    if (data.skip !== undefined) totals.numPendingTests += 1;
    else if (data.todo !== undefined) totals.numTodoTests += 1;
    else if (event.type === 'test:pass') totals.numPassedTests += 1;
    else totals.numFailedTests += 1;
  }
  yield `${JSON.stringify(totals)}\n`;
}
