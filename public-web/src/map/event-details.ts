// What the map says about an event once one is shown: its type's name, its details in an info window, the panel or
// the list, a marker's title. The code that shows events loads this with the area 'map-info' (its messages); the
// first screen of /public has neither (docs/performance.md).
import { formatDateTime } from '../i18n/dates';
import { t, textsNamed } from '../i18n/i18n';
import { kindOf } from './map-items';
import type { OutageAddress, OutageItem, UserReportMapItem } from './map-types';
import { mapTexts } from './map-texts';

// Event types (spec §3); an unknown one gets the spec's own text (§2).
const types = textsNamed('map.type', ['planned', 'confirmed', 'extensive', 'userReport', 'unknown']);
const TYPE_NAMES: Record<string, keyof typeof types> = {
  PLANNED: 'planned',
  FAILURE: 'confirmed',
  CONFIRMED: 'confirmed',
  EXTENSIVE: 'extensive',
  WEB: 'userReport',
  CALL_CENTER: 'userReport',
};

/** A marker's title: the type's name and, for an outage, how many addresses it has. */
export const markerTitle = (type: string, count: number) => t('map.markerTitle', { type, count });

/** The type's name, or 'Nieznany typ zdarzenia' (spec §2). */
export function typeLabel(type: string): string {
  return types[Object.hasOwn(TYPE_NAMES, type) ? TYPE_NAMES[type] : 'unknown'];
}

/** At most this many addresses in an info window or a list row, then '…' (spec §9). */
export const ADDRESSES_SHOWN = 10;

/** 'ul. Marszałkowska 10, 12; al. Jana Pawła II 5': numbers grouped by street, in the feed's order. */
export function formatAddressList(addresses: readonly OutageAddress[], max = ADDRESSES_SHOWN): string {
  const streets = new Map<string, string[]>();
  for (const { streetType, streetName, residenceNumber } of addresses.slice(0, max)) {
    const street = [streetType, streetName].filter(Boolean).join(' ').trim();
    const numbers = streets.get(street) ?? [];
    if (residenceNumber) numbers.push(residenceNumber);
    streets.set(street, numbers);
  }
  const text = [...streets].map(([street, numbers]) => [street, numbers.join(', ')].filter(Boolean).join(' ')).join('; ');
  return addresses.length > max ? `${text} …` : text;
}

/**
 * '10 z 338 adresów' under a shortened list. After 'z' the noun is genitive: 'adresu' for one (z 1 adresu), 'adresów'
 * for any other number (z 2, 5, 22 adresów): the genitive plural does not follow the few/many split of the nominative.
 */
export function shownOfTotal(shown: number, total: number): string {
  return t('map.shownOfTotal', { shown, total });
}

export interface InfoRow {
  label: string;
  value: string;
  /** Text staff wrote in Polish (a cause, a comment): shown as written, marked as Polish, never translated. */
  polish?: true;
}

export interface InfoDetails {
  title: string;
  rows: InfoRow[];
}

/** What an info window (or the narrow-screen panel) says about an outage item (spec §2). */
export function outageDetails(item: OutageItem): InfoDetails {
  const info = mapTexts.info;
  const rows: InfoRow[] = [{ label: info.start, value: formatDateTime(item.start) }];
  const endLabel = item.type === 'PLANNED' ? info.plannedEnd : info.end;
  rows.push({ label: endLabel, value: item.end ? formatDateTime(item.end) : info.noEnd });
  const addresses = formatAddressList(item.addressList);
  const total = Math.max(item.addressesCount, item.addressList.length);
  const shown = Math.min(item.addressList.length, ADDRESSES_SHOWN);
  // A shortened list says how much of it shows (on its own line: map.css keeps the value's line breaks).
  if (addresses) rows.push({ label: info.addresses, value: total > shown ? `${addresses}\n${shownOfTotal(shown, total)}` : addresses });
  if (item.addressesCount > 0) rows.push({ label: info.addressesCount, value: String(item.addressesCount) });
  if (item.type === 'EXTENSIVE' && item.description) rows.push({ label: info.description, value: item.description, polish: true });
  if (item.comment) rows.push({ label: info.comment, value: item.comment, polish: true });
  if (item.cause) rows.push({ label: info.cause, value: item.cause, polish: true });
  if (item.reportsCount > 0) rows.push({ label: info.reportsCount, value: String(item.reportsCount) });
  return { title: typeLabel(item.type), rows };
}

/** A single user report: what was reported where and when. */
export function reportDetails(report: UserReportMapItem): InfoDetails {
  const info = mapTexts.info;
  return {
    title: typeLabel(report.type),
    rows: [
      { label: info.address, value: report.address },
      { label: info.reportDate, value: formatDateTime(report.date) },
    ],
  };
}

/** The feeds' items grouped as the list alternative shows them. */
export function groupOutages(items: readonly OutageItem[]) {
  const byStart = (a: OutageItem, b: OutageItem) => a.start.localeCompare(b.start) || a.id - b.id;
  const of = (kind: ReturnType<typeof kindOf>) => items.filter((item) => kindOf(item.type) === kind).sort(byStart);
  return { extensive: of('extensive'), failures: of('confirmed'), planned: of('planned'), other: of(null) };
}
