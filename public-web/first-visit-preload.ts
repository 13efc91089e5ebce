import type { Plugin } from 'vite';
// The list the budget check verifies these preloads against: one list for both.
import { FIRST_VISIT_SOURCES } from './scripts/first-load-js.mjs';

/**
 * Names the modules a first visit's first render waits for beyond the entry (FIRST_VISIT_SOURCES: the cookie dialog with
 * its Polish texts, components/PublicLayout.tsx) in index.html as `<link rel="modulepreload">`, so the browser fetches
 * them beside the entry's scripts rather than after the entry has run: on a first visit the dialog is the largest paint
 * (Largest Contentful Paint, docs/performance.md "Web vitals"). About 2 kB gzip; a visitor who has chosen has them in
 * the browser's cache from the first visit (hashed files are kept for a year) and never runs them.
 */
export function firstVisitPreload(): Plugin {
  return {
    name: 'portal-first-visit-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        // What index.html loads already: the entry and its static imports.
        const loaded = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]));
        const files = new Set<string>();
        for (const source of FIRST_VISIT_SOURCES) {
          const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/public-web/${source}`));
          if (!chunk) throw new Error(`first-visit-preload: no chunk for ${source}`);
          // The module and its own static imports (the dialog's modal).
          for (const file of [chunk.fileName, ...chunk.imports]) if (!loaded.has(file)) files.add(file);
        }
        return [...files].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}
