import { areaTexts } from '../../i18n/area-texts';
import { t } from '../../i18n/i18n';

/**
 * Texts of the priority-customer section of 'Ustawienia konta' (docs/priority-customers.md), in the active language
 * (the `account` area's `account.priority.*`).
 */
export const priorityTexts = areaTexts('account.priority', {
  withdrawLabel: (address: string) => t('account.priority.withdrawLabel', { address }),
  sources: areaTexts('account.priority.sources'),
  equipmentLabels: areaTexts('account.priority.equipmentLabels'),
  /** The consent's paragraphs in the page's language, translated from the Polish text of version `consentVersion`. */
  get consentText() {
    return [
      t('account.priority.consentText1'),
      t('account.priority.consentText2'),
      t('account.priority.consentText3'),
      t('account.priority.consentText4'),
      t('account.priority.consentText5'),
    ];
  },
});
