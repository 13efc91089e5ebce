import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The message catalogs of the site (src/i18n/<area>/<language>.json; docs/i18n.md). */
export const CATALOG_FILE = /[\\/]src[\\/]i18n[\\/][\w-]+[\\/][\w-]+\.json$/;

/**
 * A catalog with every ICU message compiled by Lingui's own compiler, as its `lingui compile` does: the browser gets
 * the compiled form and Lingui's runtime formats it without a message parser (about 3 kB gzipped less per visit).
 * A message that does not parse fails the build rather than show its braces to a resident.
 */
export function compileCatalog(messages: Record<string, string>, file = 'catalog'): Record<string, CompiledMessage | string> {
  const compiled: Record<string, CompiledMessage | string> = {};
  for (const [id, message] of Object.entries(messages)) {
    try {
      const tokens = compileMessageOrThrow(message);
      // A message without placeholders stays a plain string, which the runtime returns as it is.
      compiled[id] = tokens.length === 1 && typeof tokens[0] === 'string' ? tokens[0] : tokens;
    } catch (error) {
      throw new Error(`${file}: message ${id} is not valid ICU MessageFormat: ${(error as Error).message}`);
    }
  }
  return compiled;
}

/** Compiles the catalogs as Vite loads them (before its JSON plugin turns them into modules). */
export function linguiCatalogs(): Plugin {
  return {
    name: 'portal-lingui-catalogs',
    enforce: 'pre',
    transform(source, id) {
      if (!CATALOG_FILE.test(id.split('?')[0])) return null;
      return { code: JSON.stringify(compileCatalog(JSON.parse(source) as Record<string, string>, id)), map: null };
    },
  };
}
