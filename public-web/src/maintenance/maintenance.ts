import type { SettingEntry } from '../api/types';
import { LANGUAGE_TAGS, WARSAW, type Language } from '@portal/domain';

export interface MaintenanceBreak {
  start: string;
  end: string;
}

/** The break to announce: only when showMaintenance is 'true' and both times are set (spec §8, staff spec §2.8). */
export function maintenanceToAnnounce(entries: readonly SettingEntry[]): MaintenanceBreak | null {
  const value = (key: string) => entries.find((entry) => entry.key === key)?.value ?? null;
  const start = value('maintenanceStart');
  const end = value('maintenanceEnd');
  if (value('showMaintenance') !== 'true' || !start || !end) return null;
  if (Number.isNaN(Date.parse(start)) || Number.isNaN(Date.parse(end))) return null;
  return { start, end };
}

// Made at the first date shown, not when the page's script loads: the first formatter with a time zone loads the
// zone's rules, a cost every visitor would pay before the first paint though most never see a maintenance break.
const longDateTimes = new Map<Language, Intl.DateTimeFormat>();
const longDateTimeFormat = (language: Language) => {
  let format = longDateTimes.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
      timeZone: WARSAW,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    longDateTimes.set(language, format);
  }
  return format;
};

/**
 * A long date with time in Warsaw time, in the page's language: '1 grudnia 2026 22:00', '1 грудня 2026 22:00',
 * '1 December 2026 22:00'. Built from the parts (Polish and Ukrainian give the month in the genitive next to a day) so
 * the browser's punctuation does not matter.
 */
export function formatLongDateTime(iso: string, language: Language): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const p: Record<string, string> = {};
  for (const { type, value } of longDateTimeFormat(language).formatToParts(instant)) p[type] = value;
  return `${p.day} ${p.month} ${p.year} ${p.hour}:${p.minute}`;
}
