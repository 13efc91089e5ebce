// Texts of the account pages (spec §2 account screens, §4, §8) in the active language: the `account` area's catalogs
// (i18n/account/*.json; the Polish ones keep the spec's wording verbatim), loaded with these pages.
import { LANGUAGE_TAGS, warsawDateTime } from '@portal/domain';
import { formatDateTime } from '../i18n/dates';
import { areaTexts } from '../i18n/area-texts';
import { currentLanguage, t } from '../i18n/i18n';

export const accountTexts = areaTexts('account', {
  // Spec §4 forced sign-outs
  loggedOut: areaTexts('account.loggedOut'),

  settings: areaTexts('account.settings'),

  // Push alerts on this browser (docs/notifications.md "Push"): 'Ustawienia konta' and 'Moje adresy'.
  push: areaTexts('account.push'),

  reports: areaTexts('account.reports'),

  addresses: areaTexts('account.addresses', {
    notificationTypes: areaTexts('account.addresses.notificationTypes'),
    deleteLabel: (address: string) => t('account.addresses.deleteLabel', { address }),
    saved: (address: string) => t('account.addresses.saved', { address }),
    deleted: (address: string) => t('account.addresses.deleted', { address }),
  }),
});

// Dates and numbers of the account's pages in the active language, Warsaw time (docs/i18n.md).

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
