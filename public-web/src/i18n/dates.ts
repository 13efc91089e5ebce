// Dates and times for people, in Warsaw time whatever the language (the operator's clock; docs/i18n.md). Polish keeps
// the domain package's fixed 'dd.MM.yyyy, HH:mm'; the other languages take their own order and punctuation from Intl.
import { formatWarsawDateTime, LANGUAGE_TAGS, WARSAW, warsawDay, warsawTime, type Language } from '@portal/domain';
import { currentLanguage } from './i18n';

const formats = new Map<Language, Intl.DateTimeFormat>();

/** '22.11.2026, 08:00' (pl), '22.11.2026, 08:00' (uk), '22/11/2026, 08:00' (en). Missing or unreadable → ''. */
export function formatDateTime(value: string | Date | null | undefined, language: Language = currentLanguage()): string {
  if (language === 'pl') return formatWarsawDateTime(value);
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
      timeZone: WARSAW,
      hourCycle: 'h23',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(language, format);
  }
  return format.format(date);
}

/** The time alone when `at` is on `now`'s Warsaw day, the date and time otherwise. */
export function timeOrDateTime(at: Date, now: Date, language: Language = currentLanguage()): string {
  return warsawDay(at) === warsawDay(now) ? warsawTime(at) : formatDateTime(at, language);
}

const dayFormats = new Map<Language, Intl.DateTimeFormat>();

/** A calendar day ('2026-11-27', no time zone) as the language writes it: '27.11.2026' (pl, uk), '27/11/2026' (en). */
export function formatDay(isoDate: string, language: Language = currentLanguage()): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
    dayFormats.set(language, format);
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}
