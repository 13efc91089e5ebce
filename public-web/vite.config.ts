import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { linguiCatalogs } from './lingui-catalogs';
import { firstVisitPreload } from './first-visit-preload';
import { precompressAssets } from './precompress-assets';
import { serviceWorkerBuild } from './service-worker-build';

// The NestJS server (port 3000) answers both API prefixes; in development Vite forwards them there
// so the browser sees one origin, exactly as in production.
const apiProxy = {
  '/api': 'http://localhost:3000',
  '/public/api': 'http://localhost:3000',
};

const ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const OWN_SOURCES = `${fileURLToPath(new URL('./src/', import.meta.url))}`;
const SHARED_WITH_MAP =
  /[\\/]public-web[\\/]src[\\/](texts|map[\\/](map-items|map-texts|card-link|icons[\\/](legend|marker-shapes))|components[\\/](use-media-query|use-document-title|PageStatus)|api[\\/]geocode-api)\.tsx?$/;

/** The chunks scripts/first-load-js.mjs finds in /public's first load. */
const FIRST_LOAD_CHUNKS = /^(rolldown-runtime|framework|leaflet|index|MapPage|OutageMap)$/;

let entryModules: Set<string> | undefined;
/**
 * The site's own modules that main.tsx imports statically, directly or not (not main.tsx itself: the entry's chunk keeps
 * its name for index.html). Libraries and the domain package are left out: the group takes the parts of them its
 * modules use, where a walk through the domain package's index would take every rule of it.
 */
function entryGraph(ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }): Set<string> {
  if (entryModules) return entryModules;
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id) || !id.startsWith(OWN_SOURCES)) return;
    found.add(id);
    ctx.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  visit(ENTRY);
  found.delete(ENTRY);
  return (entryModules = found);
}

export default defineConfig(() => ({
  base: '/',
  plugins: [linguiCatalogs(), react(), firstVisitPreload(), precompressAssets(), serviceWorkerBuild()],
  // The domain package is bundled from its TypeScript sources (no build step for the front ends; docs/decisions.md).
  resolve: {
    alias: [
      { find: '@portal/domain', replacement: fileURLToPath(new URL('../packages/domain/src/index.ts', import.meta.url)) },
      // Leaflet's ES module build: its `main` is the UMD bundle, which the bundler can neither trim nor scope-hoist.
      { find: /^leaflet$/, replacement: 'leaflet/dist/leaflet-src.esm.js' },
      // wouter reads the location through `use-sync-external-store/shim`, which under React 18 and later forwards to React's
      // own hook but ships its fallback for React 17 as well: the hook is taken from React directly.
      { find: /^use-sync-external-store\/shim\/index\.js$/, replacement: 'react' },
    ],
  },
  define: {
    // Spec §7: "a configurable host prefix is applied". Empty means same origin (the normal case).
    __API_BASE__: JSON.stringify(process.env.VITE_API_BASE ?? ''),
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  // The manifest feeds scripts/first-load-js.mjs (the budget of /public's first load); express never serves dot folders.
  build: {
    target: 'es2022',
    manifest: true,
    // Every browser the site supports but Safari before 17 preloads modules itself; there the chunks load as imported.
    // The polyfill's 0.4 kB gzip counted against /public's first-load budget (docs/performance.md).
    modulePreload: {
      polyfill: false,
      // A chunk the entry loads itself is never preloaded again: its name need not be in the entry's list.
      resolveDependencies: (_file, deps) => deps.filter((dep) => !/^assets\/(framework|rolldown-runtime)-/.test(dep)),
    },
    rolldownOptions: {
      // React with its scheduler and router, and Leaflet with react-leaflet, each in one chunk: one file compresses
      // better than the handful of small shared chunks the splitter would otherwise cut them into.
      output: {
        // The chunks of /public's first load keep their names; every other chunk is named by its hash alone. The entry
        // lists every lazy chunk's file for its preloads (and the catalogs' for their imports): their names cost
        // 0.6 kB gzip of that first load. The `c` keeps a file name from starting with the hash's `-`.
        chunkFileNames: (chunk) => (FIRST_LOAD_CHUNKS.test(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/c[hash].js'),
        advancedChunks: {
          groups: [
            { name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|@tanstack|openapi-fetch)[\\/]/ },
            { name: 'leaflet', test: /[\\/]node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/ },
            // Our modules of /public's first load in the entry's one chunk: the layout's (everything main.tsx imports
            // statically) and the small ones the map page shares with other pages (texts, map items, icons, the card's
            // link, the page title and status); the card's rules load with the card. One file rather than the handful
            // the splitter would cut (it keeps a module that both the entry and a lazy page import in a chunk of its
            // own): about 1 kB gzip less for /public (scripts/first-load-js.mjs measures it).
            { name: (id, ctx) => (entryGraph(ctx).has(id) || SHARED_WITH_MAP.test(id) ? 'index' : null) },
          ],
        },
      },
    },
  },
}));
