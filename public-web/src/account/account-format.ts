// Dates and numbers of the account's pages in the active language, Warsaw time (docs/i18n.md).
import { LANGUAGE_TAGS, warsawDateTime } from '@portal/domain';
import { formatDateTime } from '../i18n/dates';
import { currentLanguage } from '../i18n/i18n';

/**
 * The outage history's and the consent history's date and time: Polish keeps the exports' 'dd.MM.yyyy HH:mm' (the CSV
 * and PDF write it so), the other languages their own order (i18n/dates.ts).
 */
export function historyDateTime(iso: string): string {
  return currentLanguage() === 'pl' ? warsawDateTime(new Date(iso)) : formatDateTime(iso);
}

/** A number as the active language writes it: '1,5' in Polish and Ukrainian, '1.5' in English. */
export function localNumber(value: number, options: Intl.NumberFormatOptions): string {
  return value.toLocaleString(LANGUAGE_TAGS[currentLanguage()], options);
}
