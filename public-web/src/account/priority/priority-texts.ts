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
});
