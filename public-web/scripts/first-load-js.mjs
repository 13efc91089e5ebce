#!/usr/bin/env node
// The JavaScript a visitor downloads before /public (the map) is usable, gzipped, from the build's manifest. Fails
// (exit 1) above its budget: 150 kB. Runs after `npm run build` in `npm test` (scripts/test-all.mjs).
// Usage: node scripts/first-load-js.mjs [dist folder]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 150_000;

/**
 * What /public loads at once: the entry (index.html) and the map route, which also starts Leaflet's map at once
 * (MapPage.tsx imports OutageMap.tsx eagerly, so the two download together). Anything the map loads later (the
 * hybrid layer, the address card's extras, other routes) is a dynamic import and is not counted.
 */
export const PUBLIC_MAP_SOURCES = ['index.html', 'src/map/MapPage.tsx', 'src/map/OutageMap.tsx'];

/** Code that loads only when used (issue 16): none of these may be part of /public's first load. */
export const LOADED_WHEN_USED = [
  'src/map/WmsLayer.tsx',
  'src/map/AddressStatusCard.tsx',
  'src/map/EventList.tsx',
  'src/report-wizard/ReportWizard.tsx',
  'src/report-wizard/LinkPage.tsx',
  'src/account/AccountSettingsPage.tsx',
  'src/account/MyAddressesPage.tsx',
  'src/account/MyReportsPage.tsx',
  'src/login/LoginSidebar.tsx',
];

/** Those of `lazy` whose chunk is in `files` (each must be a chunk of its own, i.e. reached by a dynamic import). */
export function loadedTooEarly(manifest, files, lazy = LOADED_WHEN_USED) {
  return lazy.filter((key) => !manifest[key]?.isDynamicEntry || files.includes(manifest[key].file));
}

/** The JavaScript files of `sources` and everything they import statically, each once, from a Vite manifest. */
export function firstLoadFiles(manifest, sources) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest (renamed? update PUBLIC_MAP_SOURCES)`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  sources.forEach(visit);
  return [...files].filter((f) => f.endsWith('.js'));
}

export function gzippedSize(bytes) {
  return gzipSync(bytes, { level: 9 }).length;
}

export function measureFirstLoad(dist, sources = PUBLIC_MAP_SOURCES) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const files = firstLoadFiles(manifest, sources).map((file) => ({ file, gzipped: gzippedSize(readFileSync(join(dist, file))) }));
  files.sort((a, b) => b.gzipped - a.gzipped);
  return {
    files,
    total: files.reduce((sum, f) => sum + f.gzipped, 0),
    tooEarly: loadedTooEarly(
      manifest,
      files.map((f) => f.file),
    ),
  };
}

/**
 * What a first visit's first render waits for beyond the map (the cookie dialog, in Polish, prepareFirstScreen in
 * components/PublicLayout.tsx): index.html preloads it (first-visit-preload.ts reads this list).
 */
export const FIRST_VISIT_SOURCES = ['src/consent/CookieConsentDialog.tsx', 'src/i18n/consent/pl.json'];

/** The first visit's files that index.html does not preload (first-visit-preload.ts), and what they weigh. */
export function firstVisitPreloads(dist, html = readFileSync(join(dist, 'index.html'), 'utf8')) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const mapFiles = firstLoadFiles(manifest, PUBLIC_MAP_SOURCES);
  const files = firstLoadFiles(manifest, FIRST_VISIT_SOURCES).filter((file) => !mapFiles.includes(file));
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);
  return {
    missing: files.filter((file) => !preloaded.includes(file)),
    gzipped: files.reduce((sum, file) => sum + gzippedSize(readFileSync(join(dist, file))), 0),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dist = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'dist'));
  const { files, total, tooEarly } = measureFirstLoad(dist);
  const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
  for (const f of files) console.log(`${kB(f.gzipped).padStart(9)}  ${f.file}`);
  console.log(`${kB(total).padStart(9)}  first-load JavaScript of /public, gzipped (budget ${kB(BUDGET_BYTES)})`);
  const firstVisit = firstVisitPreloads(dist);
  console.log(`${kB(firstVisit.gzipped).padStart(9)}  more on a first visit: the cookie dialog, preloaded by index.html (from the cache afterwards)`);
  if (firstVisit.missing.length) {
    console.error(`The first visit waits for files index.html does not preload: ${firstVisit.missing.join(', ')} (first-visit-preload.ts)`);
    process.exit(1);
  }
  if (tooEarly.length) {
    console.error(`Part of the first load, though it should load only when used: ${tooEarly.join(', ')}`);
    process.exit(1);
  }
  if (total > BUDGET_BYTES) {
    console.error(`Over budget by ${kB(total - BUDGET_BYTES)}: move code behind a dynamic import (docs/performance.md).`);
    process.exit(1);
  }
}
