#!/usr/bin/env node
// `npm start` on a fresh clone: build each workspace whose sources are newer than its build, then return.
// Usage: node scripts/ensure-built.mjs [workspace ...]   (default: backend backoffice public-web)
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
// Every workspace builds from the domain package too: the backend requires its compiled dist (its build compiles it
// first), the front ends bundle its sources (a Vite alias), so a change there rebuilds all three.
const domain = ['../packages/domain/src', '../packages/domain/package.json', '../packages/domain/tsconfig.json'];
// The back office bundles the API client's sources too (the public site takes only its types).
const apiClient = ['../packages/api-client/src', '../packages/api-client/package.json'];
const targets = {
  backend: { inputs: ['src', 'tsconfig.json', 'tsconfig.build.json', 'package.json', ...domain], output: 'dist/main.js' },
  backoffice: { inputs: ['src', 'index.html', 'vite.config.ts', 'package.json', 'public', ...domain, ...apiClient], output: 'dist/index.html' },
  'public-web': { inputs: ['src', 'index.html', 'vite.config.ts', 'precompress-assets.ts', 'package.json', 'public', ...domain], output: 'dist/index.html' },
};

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

const wanted = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(targets);
for (const name of wanted) {
  const target = targets[name];
  if (!target) throw new Error(`unknown workspace ${name}`);
  const dir = join(root, name);
  const output = join(dir, target.output);
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changed = Math.max(...target.inputs.map((i) => newest(join(dir, i))));
  if (built >= changed) continue;
  console.log(`Budowanie ${name}…`);
  execSync(`npm run build -w ${name}`, { cwd: root, stdio: 'inherit' });
}
