#!/usr/bin/env node
// Fails when the committed OpenAPI document or the front ends' generated types differ from what the code generates now.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const files = ['backend/openapi.json', 'backoffice/src/api/schema.d.ts', 'public-web/src/api/schema.d.ts'];
const read = (f) => (existsSync(join(root, f)) ? readFileSync(join(root, f), 'utf8') : '');
const before = files.map(read);
execSync('npm run gen:api --silent', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
const stale = files.filter((f, i) => read(f) !== before[i]);
if (stale.length) {
  console.error(`API types are stale: ${stale.join(', ')}.\nThey were regenerated now; review and commit them (npm run gen:api).`);
  process.exit(1);
}
console.log('API types: up to date with the code.');
