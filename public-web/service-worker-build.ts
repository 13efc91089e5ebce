import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The line of public/public/sw.js the build replaces; under `vite dev` it stays, and the worker precaches nothing. */
export const BUILD_PLACEHOLDER = "const BUILD = { version: 'dev', shell: [] };";

/** Files of the site kept by the worker beside the hashed assets: the HTML shell of /public, the manifest and its icons. */
export const SHELL_FILES = [
  '/public',
  '/public/manifest.webmanifest',
  '/public/manifest.uk.webmanifest',
  '/public/manifest.en.webmanifest',
  '/public/icons/icon-192.png',
  '/public/icons/icon-512.png',
  '/public/icons/icon-maskable-512.png',
];

/**
 * The modules whose code must be on the device for /public and the report wizard to open without a network: the
 * entry (with the styles), the banner that says the data are kept ones, the wait before the worker registers, the card of a report kept offline, the map with what it loads at once or on demand (the map itself, report clusters, the
 * address card), the wizard, and the catalogs of the languages other than Polish. Dynamic imports are followed only below these folders: the entry imports every page
 * lazily, and the account pages, for one, are not needed offline.
 */
export const OFFLINE_SOURCES = [
  'index.html',
  'src/offline/PwaBannerLines.tsx',
  'src/offline/PendingReportCard.tsx',
  // What waits for the page to settle before registering the worker: loaded with every visit, offline too.
  'src/offline/worker-registration.ts',
  'src/map/MapPage.tsx',
  'src/report-wizard/ReportWizard.tsx',
  // The other languages' catalogs: a Ukrainian or English reader opens the site offline in their language.
  'src/i18n/uk.ts',
  'src/i18n/en.ts',
  // The areas loaded with their code (the marker layer's, the list's, the summary bar's texts, an event's details, the
  // report wizard's), in each language.
  ...['map-layer', 'map-list', 'map-restoration', 'map-summary', 'map-info', 'wizard'].flatMap((area) =>
    ['pl', 'uk', 'en'].map((language) => `src/i18n/${area}/${language}.json`),
  ),
];
const FOLLOW_DYNAMIC = /^src\/(map|report-wizard)\//;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The hashed files (scripts, styles, images) of `sources` and what they import, each once, as site paths, sorted. */
export function shellAssets(manifest: ViteManifest, sources: readonly string[] = OFFLINE_SOURCES): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest (renamed? update OFFLINE_SOURCES in service-worker-build.ts)`);
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (FOLLOW_DYNAMIC.test(key)) for (const imported of chunk.dynamicImports ?? []) visit(imported);
  };
  sources.forEach(visit);
  return [...files].sort();
}

/**
 * The worker's source with its build line filled in. The version is a hash of the worker's own source, the shell
 * list and the bytes of every file in it: the same build gives the same worker byte for byte (reproducible), and any
 * change of the site gives a new one, which browsers install on the next visit (docs/offline.md "Updates").
 */
export function buildServiceWorker(source: string, shell: readonly string[], fileBytes: (path: string) => Buffer): string {
  if (!source.includes(BUILD_PLACEHOLDER)) throw new Error(`sw.js lacks the line ${BUILD_PLACEHOLDER}`);
  const hash = createHash('sha256').update(source);
  for (const path of shell) hash.update(`\0${path}\0`).update(fileBytes(path));
  const version = hash.digest('hex').slice(0, 12);
  return source.replace(BUILD_PLACEHOLDER, `const BUILD = ${JSON.stringify({ version, shell })};`);
}

/** Writes the shell list and the version into dist/public/sw.js once the build (and Vite's copy of public/) is on disk. */
export function serviceWorkerBuild(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
      const worker = join(outDir, 'public', 'sw.js');
      const shell = [...SHELL_FILES, ...shellAssets(manifest)];
      // '/public' is the HTML shell (the server's answer for the map), i.e. index.html.
      const fileBytes = (path: string) => readFileSync(join(outDir, path === '/public' ? 'index.html' : path));
      writeFileSync(worker, buildServiceWorker(readFileSync(worker, 'utf8'), shell, fileBytes));
    },
  };
}
