#!/usr/bin/env node
// `npm test`: every check and test layer in order, then one closing line with the totals.
// Layers: lint, module boundaries, typecheck, the scripts' own tests, API types check, API lint, the domain package's, unit and component tests, backend e2e on real
// PostgreSQL, build, browser journeys. TEST_ONLY="name,name" runs only those (an unknown name is refused).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { selectLayers } from './lib/test-layers.mjs';
import { addCounts, closingLine, countJest, countPlaywright, retriedLines } from './lib/test-reports.mjs';

const root = resolve(import.meta.dirname, '..');
const reports = join(root, 'tmp', 'test-reports');

const jestJson = (name) => `--json --outputFile=${join(reports, `${name}.json`)}`;
const steps = [
  // ESLint with type information over every workspace, then the file-naming rule (eslint.config.mjs, docs/decisions.md),
  // then Prettier's check of every code and CSS file.
  ['lint', 'npm run lint && npm run format:check'],
  // Module boundaries: no import circles, no reaching into another feature's internals (.dependency-cruiser.cjs).
  ['module boundaries', 'npm run lint:boundaries'],
  ['typecheck', 'npm run typecheck'],
  [
    'script tests',
    `node --test --test-reporter=spec --test-reporter-destination=stdout --test-reporter=./scripts/lib/node-test-json-reporter.mjs --test-reporter-destination=${join(reports, 'scripts.json')} "scripts/test/*.test.mjs" "backend/bench/*.spec.mjs"`,
  ],
  ['API types', 'npm run check:api'],
  ['API lint', 'npm run lint:api'],
  ['domain', `npm test -w @portal/domain -- ${jestJson('domain')}`],
  ['backend unit', `npm test -w backend -- ${jestJson('backend-unit')}`],
  ['back office components', `npm test -w backoffice -- ${jestJson('backoffice')}`],
  ['public site components', `npm test -w public-web -- ${jestJson('public-web')}`],
  ['backend e2e', `npm run test:e2e -w backend -- ${jestJson('backend-e2e')}`],
  // The build, then the budget of /public's first-load JavaScript (docs/performance.md).
  ['build', 'npm run build && npm run check:first-load -w public-web'],
  ['browser journeys', 'npm test -w test', { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'browser.json') }],
];

const selected = selectLayers(steps, process.env.TEST_ONLY);
if (selected.error) {
  console.error(selected.error);
  process.exit(1);
}
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let failedStep;
for (const [name, command, env] of selected.layers) {
  console.log(`\n=== ${name}: ${command}`);
  const result = spawnSync(command, { cwd: root, stdio: 'inherit', shell: true, env: { ...process.env, ...env } });
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

const report = (name) => {
  const file = join(reports, `${name}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
};
const counts = addCounts([
  ...['scripts', 'domain', 'backend-unit', 'backoffice', 'public-web', 'backend-e2e']
    .map(report)
    .filter(Boolean)
    .map((r) => countJest(r, root)),
  ...[report('browser')].filter(Boolean).map(countPlaywright),
]);
if (failedStep) console.error(`\nFAILED at: ${failedStep}`);
for (const line of retriedLines(counts.retried)) console.log(line);
console.log(`\n${closingLine(counts)}`);
process.exit(failedStep || counts.failed ? 1 : 0);
