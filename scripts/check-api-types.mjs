#!/usr/bin/env node
// `npm run check:api`: fails when the committed OpenAPI document or the front ends' generated types differ from what
// the code generates now. It generates into a temporary folder and compares: the working tree is never rewritten, so
// a second run fails just as the first did until someone runs `npm run gen:api` and commits.
import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { GENERATED, generateApi } from './gen-api.mjs';

const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null);

/** The generated files (relative paths) whose fresh copy differs from the one in `root`. */
export function checkApi({ root, generate = generateApi, files = GENERATED }) {
  const out = mkdtempSync(join(tmpdir(), 'portal-check-api-'));
  try {
    generate(out);
    return files.filter((f) => {
      const fresh = read(join(out, f));
      if (fresh === null) throw new Error(`the generator wrote no ${f}`);
      return read(join(root, f)) !== fresh;
    });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const stale = checkApi({ root: resolve(import.meta.dirname, '..') });
  if (stale.length) {
    console.error(`API types are stale: ${stale.join(', ')}.\nRun npm run gen:api, review and commit them.`);
    process.exit(1);
  }
  console.log('API types: up to date with the code.');
}
