import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompressAssets } from './precompress-assets';

// The NestJS server (port 3000) answers both API prefixes; in development Vite forwards them there
// so the browser sees one origin, exactly as in production.
const apiProxy = {
  '/api': 'http://localhost:3000',
  '/public/api': 'http://localhost:3000',
};

export default defineConfig({
  base: '/',
  plugins: [react(), precompressAssets()],
  // The domain package is bundled from its TypeScript sources (no build step for the front ends; docs/decisions.md).
  resolve: { alias: { '@portal/domain': fileURLToPath(new URL('../packages/domain/src/index.ts', import.meta.url)) } },
  define: {
    // Spec §7: "a configurable host prefix is applied". Empty means same origin (the normal case).
    __API_BASE__: JSON.stringify(process.env.VITE_API_BASE ?? ''),
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: { target: 'es2022' },
});
