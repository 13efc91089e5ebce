// The summary bar's figures (docs/map.md "Summary bar"): computed from the very arrays the map draws, so the
// bar and the map never disagree. Pure, tested in map-summary.test.ts.
import { startOfWarsawDay, warsawDay } from '@portal/domain';
import { timeOrDateTime } from '../i18n/dates';
import { t } from '../i18n/i18n';
import { kindOf } from './map-items';
import { lastHours } from './list-texts';
import type { OutageItem, UserReportMapItem } from './map-types';

export interface MapSummary {
  /** Confirmed and extensive failures on the map (the feeds list only those not ended). */
  failures: number;
  /** Planned outages in progress now or starting later this Warsaw calendar day. */
  plannedToday: number;
  /** User reports of the chosen hours on the map (reports folded into an area are counted in that area). */
  reports: number;
  /** The operator's address counts of the failures and of the planned outages in progress. */
  addresses: number;
  /** The newest change of the data: an item's `updatedAt` or a report's time; null when the map is empty. */
  lastChange: string | null;
}

/** The instant the Warsaw calendar day after `now`'s begins (23 or 25 hours later on the days the clocks change). */
export function startOfNextWarsawDay(now: Date): Date {
  const [year, month, day] = warsawDay(now).split('-').map(Number);
  return startOfWarsawDay(new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10));
}

export function summarize(outages: readonly OutageItem[], reports: readonly UserReportMapItem[], now: Date): MapSummary {
  const tomorrow = startOfNextWarsawDay(now).getTime();
  const time = now.getTime();
  let failures = 0;
  let plannedToday = 0;
  let addresses = 0;
  let newest = -Infinity;
  let lastChange: string | null = null;
  const seen = (iso: string) => {
    const at = Date.parse(iso);
    if (at > newest) {
      newest = at;
      lastChange = iso;
    }
  };
  for (const item of outages) {
    seen(item.updatedAt);
    const kind = kindOf(item.type);
    const start = Date.parse(item.start);
    if (kind === 'confirmed' || kind === 'extensive') {
      failures++;
      addresses += item.addressesCount;
    } else if (kind === 'planned') {
      const notOver = item.end === null || Date.parse(item.end) > time;
      if (start < tomorrow && notOver) plannedToday++;
      if (start <= time && notOver) addresses += item.addressesCount;
    }
  }
  for (const report of reports) seen(report.date);
  return {
    failures,
    plannedToday,
    reports: reports.length,
    addresses,
    lastChange,
  };
}

export const summaryTexts = {
  get label() {
    return t('map.summary.label');
  },
  failures: (count: number) => t('map.summary.failures', { count }),
  get failuresNote() {
    return t('map.summary.failuresNote');
  },
  plannedToday: (count: number) => t('map.summary.plannedToday', { count }),
  get plannedNote() {
    return t('map.summary.plannedNote');
  },
  reports: (count: number) => t('map.summary.reports', { count }),
  reportsNote: (hours: number) => lastHours(hours),
  addresses: (count: number) => t('map.summary.addresses', { count }),
  get addressesNote() {
    return t('map.summary.addressesNote');
  },
  /** 'Zaktualizowano 14:05' today; with the date when the newest change is older than today. */
  updated: (iso: string, now: Date) => t('map.summary.updated', { time: timeOrDateTime(new Date(iso), now) }),
  get noEvents() {
    return t('map.summary.noEvents');
  },
  /** What a screen reader hears when a refresh changed the figures. */
  announce: (s: MapSummary, hours: number) =>
    t('map.summary.announce', {
      failures: summaryTexts.failures(s.failures),
      failuresNote: summaryTexts.failuresNote,
      planned: summaryTexts.plannedToday(s.plannedToday),
      plannedNote: summaryTexts.plannedNote,
      reports: summaryTexts.reports(s.reports),
      lastHours: lastHours(hours),
      addresses: summaryTexts.addresses(s.addresses),
      addressesNote: summaryTexts.addressesNote,
    }),
};
