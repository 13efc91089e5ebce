// What the list view shows (docs/map.md "Filters"): the kinds switched on, as on the map, and the rows whose
// address contains the typed text. Loaded with the list, not with the map's first paint.
import { kindShown, type KindFilter } from './kind-filter';
import { formatAddressList } from './event-details';
import type { OutageItem, UserReportMapItem } from './map-types';

/** Case, Polish letters and spacing set aside: 'lodz' finds 'Łódź', 'al.  jana' finds 'al. Jana'. */
export function searchKey(text: string): string {
  return text.toLocaleLowerCase('pl-PL').replace(/ł/g, 'l').normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
}

export function filterOutages(items: readonly OutageItem[], kinds: KindFilter, text = ''): OutageItem[] {
  const key = searchKey(text);
  return items.filter((item) => kindShown(item, kinds) && (!key || searchKey(formatAddressList(item.addressList, Infinity)).includes(key)));
}

export function filterReports(reports: readonly UserReportMapItem[], kinds: KindFilter, text = ''): UserReportMapItem[] {
  if (!kinds.reports) return [];
  const key = searchKey(text);
  return key ? reports.filter((report) => searchKey(report.address).includes(key)) : [...reports];
}
