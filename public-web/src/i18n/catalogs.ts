// The message catalogs, per language and per area of the site (docs/i18n.md). Polish is the source. The areas the
// first screen needs (layout, map) are one catalog per language: Polish in the first load (the default language's
// first screen must not wait for a second request), Ukrainian and English a chunk each, fetched when chosen. The other
// areas load with the code that uses them (loadArea in i18n.ts). Vite compiles each catalog's ICU messages at build
// time (lingui-catalogs.ts), so the browser gets Lingui's runtime without its message parser.
import type { Language } from '@portal/domain';
import type accountPl from './account/pl.json';
import type authPl from './auth/pl.json';
import type consentPl from './consent/pl.json';
import type descriptionsPl from './descriptions/pl.json';
import layoutPl from './layout/pl.json';
import type mapLayerPl from './map-layer/pl.json';
import type mapInfoPl from './map-info/pl.json';
import type mapListPl from './map-list/pl.json';
import type mapRestorationPl from './map-restoration/pl.json';
import type mapSummaryPl from './map-summary/pl.json';
import mapPl from './map/pl.json';
import type wizardPl from './wizard/pl.json';
import type infoPl from './info/pl.json';
import type pagerPl from './pager/pl.json';
import type plannedPl from './planned/pl.json';
import type statisticsPl from './statistics/pl.json';
import type statusPl from './status/pl.json';
import type surveyPl from './survey/pl.json';

export const polishMessages = { ...layoutPl, ...mapPl };

/** Every message's id: a misspelt id fails to compile. */
export type MessageId =
  | keyof typeof polishMessages
  | keyof typeof consentPl
  | keyof typeof descriptionsPl
  | keyof typeof mapLayerPl
  | keyof typeof mapListPl
  | keyof typeof mapRestorationPl
  | keyof typeof mapSummaryPl
  | keyof typeof mapInfoPl
  | keyof typeof wizardPl
  | keyof typeof authPl
  | keyof typeof accountPl
  | keyof typeof plannedPl
  | keyof typeof infoPl
  | keyof typeof statisticsPl
  | keyof typeof surveyPl
  | keyof typeof statusPl
  | keyof typeof pagerPl;

// Typed as the JSON source (strings); at run time the build has compiled each message (lingui-catalogs.ts).
export type Catalog = Record<keyof typeof polishMessages, string>;

const loaders: Record<Exclude<Language, 'pl'>, () => Promise<{ messages: Catalog }>> = {
  uk: () => import('./uk'),
  en: () => import('./en'),
};

export async function loadCatalog(language: Language): Promise<Catalog> {
  return language === 'pl' ? polishMessages : (await loaders[language]()).messages;
}

type AreaLoader = () => Promise<{ default: Record<string, string> }>;

/**
 * The areas loaded with their code: the cookie dialog, the pages' meta descriptions, the map's marker layer (clusters, keyboard help), a failure's
 * restoration progress (card, list, info window), the list of events, the map's summary bar (it draws nothing before the
 * feeds answer), an event's details (the info window and panel, the card and the list, each shown after an event is),
 * the report wizard (with the card of a report kept offline and the pages behind a report's links), sign-in and the
 * sign-up and password screens (auth), the account's pages (account), the planned outages list, the information pages (about, FAQ, privacy policy, open
 * data), the statistics page, the survey (dialog and page), the 403, 404 and 500 pages, and the pager of the lists.
 */
export const LAZY_AREAS = {
  consent: { pl: () => import('./consent/pl.json'), uk: () => import('./consent/uk.json'), en: () => import('./consent/en.json') },
  descriptions: {
    pl: () => import('./descriptions/pl.json'),
    uk: () => import('./descriptions/uk.json'),
    en: () => import('./descriptions/en.json'),
  },
  'map-layer': { pl: () => import('./map-layer/pl.json'), uk: () => import('./map-layer/uk.json'), en: () => import('./map-layer/en.json') },
  'map-restoration': {
    pl: () => import('./map-restoration/pl.json'),
    uk: () => import('./map-restoration/uk.json'),
    en: () => import('./map-restoration/en.json'),
  },
  'map-list': { pl: () => import('./map-list/pl.json'), uk: () => import('./map-list/uk.json'), en: () => import('./map-list/en.json') },
  'map-summary': { pl: () => import('./map-summary/pl.json'), uk: () => import('./map-summary/uk.json'), en: () => import('./map-summary/en.json') },
  'map-info': { pl: () => import('./map-info/pl.json'), uk: () => import('./map-info/uk.json'), en: () => import('./map-info/en.json') },
  wizard: { pl: () => import('./wizard/pl.json'), uk: () => import('./wizard/uk.json'), en: () => import('./wizard/en.json') },
  auth: { pl: () => import('./auth/pl.json'), uk: () => import('./auth/uk.json'), en: () => import('./auth/en.json') },
  account: { pl: () => import('./account/pl.json'), uk: () => import('./account/uk.json'), en: () => import('./account/en.json') },
  planned: { pl: () => import('./planned/pl.json'), uk: () => import('./planned/uk.json'), en: () => import('./planned/en.json') },
  info: { pl: () => import('./info/pl.json'), uk: () => import('./info/uk.json'), en: () => import('./info/en.json') },
  statistics: { pl: () => import('./statistics/pl.json'), uk: () => import('./statistics/uk.json'), en: () => import('./statistics/en.json') },
  survey: { pl: () => import('./survey/pl.json'), uk: () => import('./survey/uk.json'), en: () => import('./survey/en.json') },
  status: { pl: () => import('./status/pl.json'), uk: () => import('./status/uk.json'), en: () => import('./status/en.json') },
  pager: { pl: () => import('./pager/pl.json'), uk: () => import('./pager/uk.json'), en: () => import('./pager/en.json') },
} satisfies Record<string, Record<Language, AreaLoader>>;

export type LazyArea = keyof typeof LAZY_AREAS;
