#!/usr/bin/env node
// `npm run lint` (after ESLint): every code file and folder named by its workspace's rule (scripts/lib/file-names.mjs).
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileNameProblems, RULES } from './lib/file-names.mjs';

const root = resolve(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', 'dist', 'build', 'coverage', 'test-results', 'playwright-report']);

function* walk(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return; // a root some checkouts do not have
  }
  for (const entry of entries) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield relative(root, full).split('\\').join('/');
  }
}

const paths = RULES.flatMap((r) => r.roots).flatMap((r) => [...walk(join(root, r))]);
const problems = fileNameProblems(paths);
for (const { path, problem } of problems) console.error(`${path}: ${problem}`);
if (problems.length) {
  console.error(`\n${problems.length} name${problems.length > 1 ? 's break' : ' breaks'} the workspace's naming rule (docs/architecture.md, "Habits").`);
  process.exit(1);
}
console.log(`File names: ${paths.length} files (code files and every folder checked) follow their workspace's rule.`);
