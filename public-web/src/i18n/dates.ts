// Dates and times for people, in Warsaw time whatever the language (the operator's clock; docs/i18n.md). Polish keeps
// the domain package's fixed 'dd.MM.yyyy, HH:mm'; the other languages take their own order and punctuation from Intl.
import { formatWarsawDateTime, LANGUAGE_TAGS, WARSAW, warsawDay, warsawTime, type Language } from '@portal/domain';
import { currentLanguage } from './i18n';

/** A formatter per language, made at its first use with `options`. */
function perLanguage(options: Intl.DateTimeFormatOptions): (language: Language) => Intl.DateTimeFormat {
  const made = new Map<Language, Intl.DateTimeFormat>();
  return (language) => {
    let format = made.get(language);
    if (!format) made.set(language, (format = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], options)));
    return format;
  };
}

const dateTimeFormat = perLanguage({
  timeZone: WARSAW,
  hourCycle: 'h23',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dayFormat = perLanguage({ timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });

/** '22.11.2026, 08:00' (pl), '22.11.2026, 08:00' (uk), '22/11/2026, 08:00' (en). Missing or unreadable → ''. */
export function formatDateTime(value: string | Date | null | undefined, language: Language = currentLanguage()): string {
  if (language === 'pl') return formatWarsawDateTime(value);
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(language).format(date);
}

/** The time alone when `at` is on `now`'s Warsaw day, the date and time otherwise. */
export function timeOrDateTime(at: Date, now: Date, language: Language = currentLanguage()): string {
  return warsawDay(at) === warsawDay(now) ? warsawTime(at) : formatDateTime(at, language);
}

/** A calendar day ('2026-11-27', no time zone) as the language writes it: '27.11.2026' (pl, uk), '27/11/2026' (en). */
export function formatDay(isoDate: string, language: Language = currentLanguage()): string {
  return dayFormat(language).format(new Date(`${isoDate}T00:00:00Z`));
}
