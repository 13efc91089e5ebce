// The message catalogs, per language and per area of the site (docs/i18n.md). Polish is the source: its catalog names
// every message and is part of the first load (the default language's first screen must not wait for a second
// request); Ukrainian and English are separate chunks fetched when chosen. Vite compiles each catalog's ICU messages
// at build time (lingui-catalogs.ts), so the browser gets Lingui's runtime without its message parser.
import type { Language } from '@portal/domain';
import layoutPl from './layout/pl.json';
import mapPl from './map/pl.json';

export const polishMessages = { ...layoutPl, ...mapPl };

/** Every message's id: a misspelt id fails to compile. */
export type MessageId = keyof typeof polishMessages;

// Typed as the JSON source (strings); at run time the build has compiled each message (lingui-catalogs.ts).
export type Catalog = Record<MessageId, string>;

const loaders: Record<Exclude<Language, 'pl'>, () => Promise<{ messages: Catalog }>> = {
  uk: () => import('./uk'),
  en: () => import('./en'),
};

export async function loadCatalog(language: Language): Promise<Catalog> {
  return language === 'pl' ? polishMessages : (await loaders[language]()).messages;
}
