// Texts of the account pages (spec §2 account screens, §4, §8) in the active language: the `account` area's catalogs
// (i18n/account/*.json; the Polish ones keep the spec's wording verbatim), loaded with these pages.
import { areaTexts } from '../i18n/area-texts';
import { t } from '../i18n/i18n';

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
