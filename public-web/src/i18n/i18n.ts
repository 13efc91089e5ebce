// The public site's language (docs/i18n.md): one Lingui instance, Polish at once, another language's catalogs loaded
// when it is chosen. Texts are looked up when a component renders; a change of language remounts the site under
// LanguageProvider, so every text on screen is looked up again.
import { formats, setupI18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_TAGS, languageFromAcceptLanguage, WARSAW, type Language } from '@portal/domain';
import { DAY_SECONDS, readCookie, writeCookie } from '../cookies/cookies';
import { LAZY_AREAS, loadCatalog, polishMessages, type LazyArea, type MessageId } from './catalogs';

export type { MessageId } from './catalogs';

export const i18n = setupI18n({ locale: DEFAULT_LANGUAGE, messages: { [DEFAULT_LANGUAGE]: polishMessages } });
// The build leaves a message without placeholders a plain string (lingui-catalogs.ts). Lingui's production build has no
// message compiler, takes a string for a message still to compile and writes a console warning at every lookup of one:
// hundreds while the map first renders, each a blocking cost (Total Blocking Time, docs/performance.md). Such a string
// is its own text. Elsewhere (tests, `vite dev`) Lingui keeps its own compiler for the catalogs' ICU sources.
if (process.env.NODE_ENV === 'production')
  i18n.setMessagesCompiler(((message: string) => message) as unknown as Parameters<typeof i18n.setMessagesCompiler>[0]);

/** The cookie that keeps a person's choice (docs/privacy-and-cookies.md): values pl|uk|en, one year. */
export const LANGUAGE_COOKIE = 'lang';
const LANGUAGE_COOKIE_SECONDS = 365 * DAY_SECONDS;

/** The query parameter that names a page's language in a link: `/public?lang=uk`. */
export const LANGUAGE_PARAM = 'lang';

export type MessageValues = Record<string, string | number>;

/** The text of `id` in the active language, its ICU placeholders and plurals filled from `values`. */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}

/** The last part of the ids directly under `P`: `Under<'layout.menu'>` is `'map' | 'planned' | …`. */
export type Under<P extends string, Id extends string = MessageId> = Id extends `${P}.${infer K}` ? (K extends `${string}.${string}` ? never : K) : never;

/**
 * An object whose properties are the messages directly under `prefix` (`textsUnder('layout.menu').map` is the text of
 * `layout.menu.map`), each looked up in the active language when read; `extra` adds or replaces properties (texts
 * with values, constants). One getter per message, made from the Polish catalog's ids, instead of one written out.
 */
export function textsUnder<P extends string, E extends object = object>(prefix: P, extra?: E): Readonly<Omit<Record<Under<P>, string>, keyof E>> & E {
  const keys = Object.keys(polishMessages)
    .filter((id) => id.startsWith(`${prefix}.`) && !id.slice(prefix.length + 1).includes('.'))
    .map((id) => id.slice(prefix.length + 1) as Under<P>);
  const texts = textsNamed(prefix, keys);
  return Object.defineProperties(texts, Object.getOwnPropertyDescriptors(extra ?? {})) as Readonly<Omit<Record<Under<P>, string>, keyof E>> & E;
}

/**
 * The messages `keys` under `prefix` as getters, like textsUnder, for an area loaded with its code (LAZY_AREAS): the
 * first load does not have its catalog, so its ids are named here.
 */
export function textsNamed<P extends string, K extends Under<P>>(prefix: P, keys: readonly K[]): Readonly<Record<K, string>> {
  const texts = {};
  for (const key of keys) Object.defineProperty(texts, key, { get: () => t(`${prefix}.${key}` as MessageId), enumerable: true, configurable: true });
  return texts as Readonly<Record<K, string>>;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/**
 * The language of a first render, in the order the server uses too: the `lang` query parameter, the `lang` cookie, the
 * browser's preferred languages (what it sends as Accept-Language), Polish.
 */
export function initialLanguage(search: string, cookie: string | null, preferred: readonly string[]): Language {
  const fromUrl = new URLSearchParams(search).get(LANGUAGE_PARAM);
  if (isLanguage(fromUrl)) return fromUrl;
  if (isLanguage(cookie)) return cookie;
  return languageFromAcceptLanguage(preferred.join(','));
}

export function initialLanguageOfPage(): Language {
  return initialLanguage(window.location.search, readCookie(LANGUAGE_COOKIE), navigator.languages ?? [navigator.language]);
}

/**
 * Makes the number and plural formatters that the first screen's counts use ("5 awarii"), in `language`. The first Intl
 * formatter of a page loads the locale's data: made as the map first draws, it is one of the longest tasks of the
 * page's load (docs/performance.md "Web vitals"); made while the first render waits for the network, it costs nothing a
 * person waits for. Lingui keeps its number formatter, so the messages' lookups use this one; the other locale data
 * stays loaded for the formatters made later.
 */
export function prepareFormatters(language: Language): void {
  formats.number(language, 0);
  new Intl.PluralRules(language).select(0);
  // Warsaw's time-zone rules and the dates' locale data, which the events' times (Warsaw time in every language) need.
  new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { timeZone: WARSAW, hourCycle: 'h23', day: '2-digit', hour: '2-digit' }).format(0);
}

/** The lazy areas asked for so far, each loaded in the language of that moment; a change of language loads them again. */
const areas = new Map<LazyArea, Promise<void>>();

async function areaMessages(area: LazyArea, language: Language): Promise<Record<string, string>> {
  return (await LAZY_AREAS[area][language]()).default;
}

/**
 * Loads an area's messages in the active language; the code that uses the area waits for it with its own chunk
 * (`lazy(() => Promise.all([import('./EventList'), loadArea('map-list')]) …)`).
 */
export function loadArea(area: LazyArea): Promise<void> {
  return loadAreaIn(area, currentLanguage());
}

/** loadArea in `language`, the one about to be activated (the first screen's areas load beside its catalog). */
export function loadAreaIn(area: LazyArea, language: Language): Promise<void> {
  let loading = areas.get(area);
  if (!loading) {
    loading = areaMessages(area, language).then((messages) => i18n.load(language, messages));
    areas.set(area, loading);
  }
  return loading;
}

/** Loads the language's catalogs, with every area asked for so far, and makes it the active one. */
export async function activateLanguage(language: Language): Promise<void> {
  const [messages, ...parts] = await Promise.all([loadCatalog(language), ...[...areas.keys()].map((area) => areaMessages(area, language))]);
  // Added to what the language already has, never in its place: an area loaded in it meanwhile (the first visit's cookie
  // dialog, fetched beside the catalog) keeps its messages whichever arrives first.
  i18n.load(
    language,
    parts.reduce<Record<string, string>>((all, part) => ({ ...all, ...part }), { ...messages }),
  );
  i18n.activate(language);
  applyToDocument(language);
}

/** What the document says of its language: `<html lang>` and the installable app's manifest in that language. */
export function applyToDocument(language: Language): void {
  document.documentElement.lang = LANGUAGE_TAGS[language];
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest) manifest.href = manifestPath(language);
}

export function manifestPath(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '/public/manifest.webmanifest' : `/public/manifest.${language}.webmanifest`;
}

/** The language whose switch link takes the focus once the site has been rendered again in it (LanguageSwitch.tsx). */
let focusAfterSwitch: Language | null = null;

/** True once, for the switch link of the language just chosen. */
export function takesFocusAfterSwitch(language: Language): boolean {
  if (focusAfterSwitch !== language) return false;
  focusAfterSwitch = null;
  return true;
}

/**
 * A person's choice from the language switch: remembered in the cookie, said by the URL (`?lang=`, so a link copied
 * from the address bar opens in that language), then made active.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  focusAfterSwitch = language;
  writeCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_SECONDS);
  window.history.replaceState(window.history.state, '', hrefInLanguage(window.location, language));
  await activateLanguage(language);
}

/** The same page in `language`: its path and other parameters kept, `lang` set. */
export function hrefInLanguage(location: Pick<Location, 'pathname' | 'search' | 'hash'>, language: Language): string {
  const params = new URLSearchParams(location.search);
  params.set(LANGUAGE_PARAM, language);
  return `${location.pathname}?${params.toString()}${location.hash}`;
}
