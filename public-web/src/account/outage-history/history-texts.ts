import { areaTexts } from '../../i18n/area-texts';
import { t } from '../../i18n/i18n';

/** Texts of 'Historia wyłączeń' (docs/outage-history.md) in the active language (the `account` area's `account.history.*`). */
export const historyTexts = areaTexts('account.history', {
  since: (date: string) => t('account.history.since', { date }),
  computedAt: (date: string) => t('account.history.computedAt', { date }),
  barText: (hours: string, limit: number) => t('account.history.barText', { hours, limit }),
  over: (hours: string) => t('account.history.over', { hours }),
  limitMark: (limit: number) => t('account.history.limitMark', { limit }),
  longTitle: (limit: number) => t('account.history.longTitle', { limit }),
  longItem: (start: string, end: string, hours: string, over: string) => t('account.history.longItem', { start, end, hours, over }),
  tableCaption: (year: number) => t('account.history.tableCaption', { year }),
  columns: areaTexts('account.history.columns'),
  kinds: areaTexts('account.history.kinds'),
  hoursUnit: (hours: string) => t('account.history.hoursUnit', { hours }),
  none: (year: number) => t('account.history.none', { year }),
  exportsLabel: (address: string) => t('account.history.exportsLabel', { address }),
  discount: areaTexts('account.history.discount', {
    hoursOver: (hours: string) => t('account.history.discount.hoursOver', { hours }),
    result: (kwh: string, amount: string) => t('account.history.discount.result', { kwh, amount }),
  }),
});
