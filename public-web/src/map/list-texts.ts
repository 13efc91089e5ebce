import { t, textsUnder } from '../i18n/i18n';

// Texts of the list view (the map's text alternative) and the side panel's list: loaded with EventList, not with the
// map's first paint (docs/performance.md).

export const listTexts = textsUnder('map.list', {
  reports: (hours: number) => t('map.list.reports', { lastHours: lastHours(hours) }),
  more: (shown: number, total: number) => t('map.list.more', { shown, total }),
  count: (count: number) => t('map.list.count', { count }),
  openCardOf: (address: string) => t('map.list.openCardOf', { address }),
});

/** 'z ostatniej godziny', 'z ostatnich 5 godzin' (genitive after 'ostatnich', whatever the number). */
export function lastHours(hours: number): string {
  return t('map.lastHours', { hours });
}
