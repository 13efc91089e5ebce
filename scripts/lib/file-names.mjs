// One file-naming rule per workspace (issue 15; docs/architecture.md, "Habits"). Folders are kebab-case everywhere.
// A name is the file's base name with every extension ('planned-outages.service.spec.ts', 'ReportWizard.test.tsx').

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
const PASCAL_COMPONENT = /^[A-Z][A-Za-z0-9]*(\.[a-z0-9]+)*\.tsx$/;
const CAMEL_OR_PASCAL = /^[A-Za-z][A-Za-z0-9]*(\.[a-z0-9]+)*$/;

/** Code files only: fixtures and assets keep the names they are given (a spec's PDF, a sample spreadsheet). */
export const CHECKED_EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|css)$/;

export const RULES = [
  {
    roots: ['backend/src', 'backend/test', 'backend/bench'],
    rule: 'kebab-case with role suffixes (users.service.ts, create-user.dto.ts)',
    ok: (n) => KEBAB.test(n),
  },
  { roots: ['packages/domain/src'], rule: 'kebab-case', ok: (n) => KEBAB.test(n) },
  // react-admin's demo and atomic-crm: components PascalCase, everything else (providers, hooks, helpers) camelCase.
  {
    roots: ['backoffice/src', 'backoffice/test', 'backoffice/jest'],
    rule: 'PascalCase for components, camelCase for the rest (dataProvider.ts, useSavedToast.ts)',
    ok: (n) => CAMEL_OR_PASCAL.test(n),
  },
  // The public site kept the backend's kebab-case for what is not a component (report-api.ts, use-map-data.ts).
  {
    roots: ['public-web/src', 'public-web/test', 'public-web/jest', 'public-web/scripts'],
    rule: 'PascalCase .tsx for components, kebab-case for the rest (wizard-state.tsx, use-map-data.ts)',
    ok: (n) => PASCAL_COMPONENT.test(n) || KEBAB.test(n),
  },
  { roots: ['test', 'scripts'], rule: 'kebab-case', ok: (n) => KEBAB.test(n) },
];

/** Files allowed to break their workspace's rule, with the reason. */
export const EXCEPTIONS = new Map([
  ['backoffice/jest/setup-tests.ts', 'the front ends share one jest preset (scripts/jest/frontend-preset.cjs), which names jest/setup-tests.ts in both'],
]);

const ruleFor = (path) => RULES.find((r) => r.roots.some((root) => path === root || path.startsWith(`${root}/`)));

/**
 * @param {string[]} paths repository-relative, '/'-separated
 * @returns {Array<{ path: string, problem: string }>} every path breaking its workspace's rule, folders included
 */
export function fileNameProblems(paths) {
  const problems = [];
  const seenFolders = new Set();
  for (const path of paths) {
    const rule = ruleFor(path);
    if (!rule || EXCEPTIONS.has(path)) continue;
    const root = rule.roots.find((r) => path.startsWith(`${r}/`));
    const parts = path.slice(root.length + 1).split('/');
    const name = parts.pop();
    let folder = root;
    for (const part of parts) {
      folder = `${folder}/${part}`;
      if (!seenFolders.has(folder) && !KEBAB.test(part)) problems.push({ path: folder, problem: 'folders are kebab-case' });
      seenFolders.add(folder);
    }
    if (CHECKED_EXTENSIONS.test(name) && !rule.ok(name)) problems.push({ path, problem: rule.rule });
  }
  return problems;
}
