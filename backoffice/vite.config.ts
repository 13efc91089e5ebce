import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// The NestJS server (port 3000) answers both API prefixes; in development Vite forwards them there
// so the browser sees one origin, exactly as in production.
const apiProxy = {
  '/api': 'http://localhost:3000',
  '/public/api': 'http://localhost:3000',
  // Spec §7: the test SMS call has no /api prefix.
  '/test-sms': 'http://localhost:3000',
};

// Libraries that change together go in one long-cached chunk each, so no chunk is huge and an app
// change does not invalidate the vendor downloads.
const vendorChunks: Array<{ name: string; test: RegExp }> = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
  { name: 'mui', test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group)[\\/]/ },
  { name: 'react-admin', test: /[\\/]node_modules[\\/](react-admin|ra-[\w-]+|react-hook-form|@tanstack)[\\/]/ },
  // Only the form and preview pages load the map (LazyOutageMap): Leaflet is its own chunk.
  { name: 'leaflet', test: /[\\/]node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/ },
  { name: 'vendor', test: /[\\/]node_modules[\\/]/ },
];

export default defineConfig(({ command, isPreview }) => ({
  // The server serves backoffice/dist under /staff/ (assets) and its index.html for /login, /admin/*,
  // /master/*, /accepter/* and /callcenter/*. The dev server has no such fallback, so it serves at /
  // and the app's own paths (/login, /admin/users ...) work there as they do in production.
  base: command === 'build' || isPreview ? '/staff/' : '/',
  plugins: [react()],
  // The domain package is bundled from its TypeScript sources (no build step for the front ends; docs/decisions.md).
  resolve: { alias: { '@portal/domain': fileURLToPath(new URL('../packages/domain/src/index.ts', import.meta.url)) } },
  define: {
    // Spec §7: "The client has a configurable host prefix". Empty means same origin (the normal case).
    __API_BASE__: JSON.stringify(process.env.VITE_API_BASE ?? ''),
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    target: 'es2022',
    rolldownOptions: {
      // codeSplitting groups are Vite 8's (rolldown's) replacement for rollup's manualChunks.
      output: { codeSplitting: { groups: vendorChunks } },
    },
  },
}));
