// The file-naming rule of each workspace (scripts/lib/file-names.mjs), which `npm run lint` checks.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileNameProblems } from '../lib/file-names.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const ok = (path) => assert.deepEqual(fileNameProblems([path]), [], path);
const refused = (path, problem) =>
  assert.deepEqual(
    fileNameProblems([path]).map((p) => p.problem.split(' ')[0]),
    [problem],
    path,
  );

describe('file names', () => {
  it('backend, domain package, journeys and scripts: kebab-case with dotted role suffixes', () => {
    for (const path of [
      'backend/src/planned-outages/dto/create-planned-outage.dto.ts',
      'backend/src/database/migrations/1700000000000-init.ts',
      'backend/test/poll.e2e-spec.ts',
      'packages/domain/src/warsaw-time.spec.ts',
      'test/journeys/address-card.spec.ts',
      'scripts/lib/test-layers.mjs',
    ])
      ok(path);
    refused('backend/src/users/usersService.ts', 'kebab-case');
    refused('packages/domain/src/WarsawTime.ts', 'kebab-case');
    refused('test/journeys/address_card.spec.ts', 'kebab-case');
  });

  it('back office: PascalCase components, camelCase for the rest; no kebab-case files', () => {
    for (const path of [
      'backoffice/src/planned-outages/PlannedOutageShow.tsx',
      'backoffice/src/providers/dataProvider.test.ts',
      'backoffice/src/planned-outages/useSavedToast.ts',
      'backoffice/src/main.tsx',
    ])
      ok(path);
    refused('backoffice/src/api/planned-outage-types.ts', 'PascalCase');
  });

  it('public site: PascalCase .tsx components, kebab-case for the rest; no camelCase files', () => {
    for (const path of [
      'public-web/src/report-wizard/ReportWizard.test.tsx',
      'public-web/src/report-wizard/wizard-state.tsx',
      'public-web/src/map/use-map-data.ts',
    ])
      ok(path);
    refused('public-web/src/auth/useLogout.ts', 'PascalCase');
    refused('public-web/src/map/MapIcons.ts', 'PascalCase');
  });

  it('folders are kebab-case everywhere, each reported once', () => {
    assert.deepEqual(fileNameProblems(['backoffice/src/plannedOutages/A.tsx', 'backoffice/src/plannedOutages/B.tsx']), [
      { path: 'backoffice/src/plannedOutages', problem: 'folders are kebab-case' },
    ]);
  });

  it('leaves assets, fixtures and files outside the workspaces alone; a listed exception passes', () => {
    for (const path of [
      'backend/test/fixtures/Planned Outages.xlsx',
      'docs/decisions.md',
      'public-web/public/public/instrukcja_sms.pdf',
      'backoffice/jest/setup-tests.ts',
    ])
      ok(path);
  });

  it('the check passes on this repository', () => {
    const r = spawnSync(process.execPath, [join(root, 'scripts', 'check-file-names.mjs')], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
  });
});
