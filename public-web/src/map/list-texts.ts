import { t } from '../i18n/i18n';

// Texts of the list view (the map's text alternative) and the side panel's list: loaded with EventList, not with the
// map's first paint (docs/performance.md).

// The list's own area of messages (i18n/map-list), loaded with EventList: each text is named, as textsUnder knows only
// the first load's ids.
export const listTexts = {
  get intro() {
    return t('map.list.intro');
  },
  get extensive() {
    return t('map.list.extensive');
  },
  get failures() {
    return t('map.list.failures');
  },
  get planned() {
    return t('map.list.planned');
  },
  get other() {
    return t('map.list.other');
  },
  reports: (hours: number) => t('map.list.reports', { lastHours: lastHours(hours) }),
  get type() {
    return t('map.list.type');
  },
  get address() {
    return t('map.list.address');
  },
  get start() {
    return t('map.list.start');
  },
  get end() {
    return t('map.list.end');
  },
  get details() {
    return t('map.list.details');
  },
  get date() {
    return t('map.list.date');
  },
  get showOnMap() {
    return t('map.list.showOnMap');
  },
  get empty() {
    return t('map.list.empty');
  },
  more: (shown: number, total: number) => t('map.list.more', { shown, total }),
  count: (count: number) => t('map.list.count', { count }),
  get filter() {
    return t('map.list.filter');
  },
  get filterPlaceholder() {
    return t('map.list.filterPlaceholder');
  },
  get openCard() {
    return t('map.list.openCard');
  },
  get actions() {
    return t('map.list.actions');
  },
  openCardOf: (address: string) => t('map.list.openCardOf', { address }),
};

/** 'z ostatniej godziny', 'z ostatnich 5 godzin' (genitive after 'ostatnich', whatever the number). */
export function lastHours(hours: number): string {
  return t('map.lastHours', { hours });
}
