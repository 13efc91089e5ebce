#!/usr/bin/env node
// `npm test`: every check and test layer in order, then one closing line with the totals.
// Layers: typecheck, API types check, unit and component tests, backend e2e on real PostgreSQL, build, browser journeys.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const reports = join(root, 'tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const jestJson = (name) => `--json --outputFile=${join(reports, `${name}.json`)}`;
const steps = [
  ['typecheck', 'npm run typecheck'],
  ['API types', 'npm run check:api'],
  ['backend unit', `npm test -w backend -- ${jestJson('backend-unit')}`],
  ['back office components', `npm test -w backoffice -- ${jestJson('backoffice')}`],
  ['public site components', `npm test -w public-web -- ${jestJson('public-web')}`],
  ['backend e2e', `npm run test:e2e -w backend -- ${jestJson('backend-e2e')}`],
  ['build', 'npm run build'],
  ['browser journeys', 'npm test -w test', { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'browser.json') }],
];

const only = process.env.TEST_ONLY?.split(',');
let failedStep;
for (const [name, command, env] of steps) {
  if (only && !only.includes(name)) continue;
  console.log(`\n=== ${name}: ${command}`);
  const result = spawnSync(command, { cwd: root, stdio: 'inherit', shell: true, env: { ...process.env, ...env } });
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

let passed = 0;
let failed = 0;
for (const file of ['backend-unit', 'backoffice', 'public-web', 'backend-e2e'].map((n) => join(reports, `${n}.json`))) {
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
}
const browser = join(reports, 'browser.json');
if (existsSync(browser)) {
  const s = JSON.parse(readFileSync(browser, 'utf8')).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
}
if (failedStep) console.error(`\nFAILED at: ${failedStep}`);
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(failedStep || failed ? 1 : 0);
