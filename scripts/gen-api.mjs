#!/usr/bin/env node
// `npm run gen:api`: the OpenAPI document from the backend's code, then the API types from it, once, in the api-client
// package (`@portal/api-client` exports them, with the typed client, to both front ends).
// Usage: node scripts/gen-api.mjs [OUT_ROOT]   — OUT_ROOT (default: the repository) receives the same relative paths,
// so `npm run check:api` can generate into a temporary folder and compare without touching the committed files.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
export const OPENAPI = 'backend/openapi.json';
export const API_TYPES = 'packages/api-client/src/schema.ts';
/** Every generated file, relative to the repository (and to OUT_ROOT). */
export const GENERATED = [OPENAPI, API_TYPES];

export function generateApi(outRoot = root) {
  const run = (file, args) => {
    try {
      execFileSync(file, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    } catch (error) {
      process.stderr.write(error.stdout ?? ''); // tsc reports its errors on stdout
      throw error;
    }
  };
  // The backend compiles its code as it stands and writes the document from Nest's preview mode (no database).
  run('npm', ['run', 'gen:openapi', '-w', 'backend', '--silent', '--', join(outRoot, OPENAPI)]);
  mkdirSync(dirname(join(outRoot, API_TYPES)), { recursive: true });
  run(join(root, 'node_modules/.bin/openapi-typescript'), [join(outRoot, OPENAPI), '-o', join(outRoot, API_TYPES)]);
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  generateApi(process.argv[2] ? resolve(process.argv[2]) : root);
  console.log(`Generated ${GENERATED.join(', ')}${process.argv[2] ? ` under ${process.argv[2]}` : ''}.`);
}
