#!/usr/bin/env node
// `npm run lint`: no comment under a workspace's src/ and no line of the docs cites an issue number, a session or a
// numbered step of past work (scripts/lib/history-mentions.mjs). A comment says why; history lives in git.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { docProblems, sourceProblems } from './lib/history-mentions.mjs';

const root = resolve(import.meta.dirname, '..');
const SOURCE_ROOTS = ['backend/src', 'backoffice/src', 'public-web/src', 'packages/domain/src', 'packages/api-client/src', 'packages/api-client/testing'];
const SKIP = new Set(['node_modules', 'dist', 'build', 'coverage']);
// Written by the generators from the OpenAPI document and the API examples, not by a person.
const GENERATED = new Set(['packages/api-client/src/schema.ts', 'backend/src/openapi/captured-examples.ts']);

function* walk(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield relative(root, full).split('\\').join('/');
  }
}

const problems = [];
let files = 0;
for (const path of SOURCE_ROOTS.flatMap((r) => [...walk(join(root, r))])) {
  if (!/\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/.test(path) || GENERATED.has(path)) continue;
  files++;
  for (const p of sourceProblems(path, readFileSync(join(root, path), 'utf8'))) problems.push({ path, ...p });
}
const docs = ['README.md', 'CONTRIBUTING.md', ...[...walk(join(root, 'docs'))]].filter((p) => p.endsWith('.md'));
for (const path of docs) {
  let text;
  try {
    text = readFileSync(join(root, path), 'utf8');
  } catch {
    continue;
  }
  files++;
  for (const p of docProblems(text)) problems.push({ path, ...p });
}
for (const p of problems) console.error(`${p.path}:${p.line}: cites ${p.name} ("${p.match}")`);
if (problems.length) {
  console.error(
    `\n${problems.length} comment or doc line${problems.length > 1 ? 's cite' : ' cites'} past work: say why in the present; history lives in git (CONVENTIONS, "Comments").`,
  );
  process.exit(1);
}
console.log(`History: ${files} source files' comments and docs speak in the present.`);
