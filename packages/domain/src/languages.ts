/**
 * The languages the public portal and its alerts speak (docs/i18n.md). Polish is the default and the language of every
 * text the specs quote; the staff back office stays Polish. The same list serves the public site, the server's
 * messages, the alerts and the open data, so a language is added in one place.
 */
export const LANGUAGES = ['pl', 'uk', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'pl';

/** Each language's name in itself, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { pl: 'Polski', uk: 'Українська', en: 'English' };

/** BCP 47 tags with the region, for `Intl`, `<html lang>`, hreflang and CAP's `<language>`. */
export const LANGUAGE_TAGS: Record<Language, string> = { pl: 'pl-PL', uk: 'uk-UA', en: 'en-GB' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first supported language of an `Accept-Language` header, by its q weights (RFC 9110 §12.5.4); Polish when the
 * header is absent, malformed or names none of ours. Bounded: a hostile header of any length is cut at 40 entries.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: { language: Language; q: number; order: number } | null = null;
  header
    .split(',', 40)
    .map((part, order) => {
      const [range, ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { primary: range.trim().toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, order };
    })
    .forEach(({ primary, q, order }) => {
      if (!isLanguage(primary) || q <= 0) return;
      if (!best || q > best.q || (q === best.q && order < best.order)) best = { language: primary, q, order };
    });
  return (best as { language: Language } | null)?.language ?? DEFAULT_LANGUAGE;
}
