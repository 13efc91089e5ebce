// Dates as the portal shows and asks for them: in Warsaw time, whatever the visitor's own time zone
// (spec §1: pl-PL, numeric date, hour and minute). The API speaks ISO instants.

export const WARSAW = 'Europe/Warsaw';

/** A calendar date as a native <input type="date"> holds it: 'yyyy-mm-dd'. */
export type IsoDate = string;

const dateTimeParts = new Intl.DateTimeFormat('pl-PL', {
  timeZone: WARSAW,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function partsOf(instant: Date) {
  const parts: Record<string, string> = {};
  for (const { type, value } of dateTimeParts.formatToParts(instant)) parts[type] = value;
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isValidDate(value: Date) {
  return !Number.isNaN(value.getTime());
}

/**
 * 'dd.MM.yyyy, HH:mm' in Warsaw time, e.g. '22.11.2026, 08:00'. Built from the parts so the result
 * does not depend on the browser's punctuation for pl-PL. An unreadable value gives ''.
 */
export function formatWarsawDateTime(iso: string): string {
  const instant = new Date(iso);
  if (!isValidDate(instant)) return '';
  const p = partsOf(instant);
  return `${p.day}.${p.month}.${p.year}, ${p.hour}:${p.minute}`;
}

/** 'yyyy-mm-dd' shown as 'dd.mm.yyyy'. */
export function formatIsoDate(date: IsoDate): string {
  const match = ISO_DATE.exec(date);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : date;
}

/** The Warsaw calendar date of an instant, 'yyyy-mm-dd'; null for an unreadable value. */
export function warsawDateOf(instant: Date | string): IsoDate | null {
  const value = new Date(instant);
  if (!isValidDate(value)) return null;
  const p = partsOf(value);
  return `${p.year}-${p.month}-${p.day}`;
}

/** Minutes Warsaw is ahead of UTC at an instant (60 in winter, 120 in summer). */
function warsawOffsetMinutes(instant: Date): number {
  const p = partsOf(instant);
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a Warsaw calendar day starts, as an ISO string: '2026-11-23' → '2026-11-22T23:00:00.000Z'.
 * Midnight always exists in Warsaw (the clocks change at 02:00 and 03:00), so one correction suffices;
 * the second pass only matters when the first guess fell on the other side of a change.
 * Null for anything but a real 'yyyy-mm-dd' date.
 */
export function startOfWarsawDay(date: IsoDate): string | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const midnightUtc = Date.UTC(year, month - 1, day);
  const check = new Date(midnightUtc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  let guess = midnightUtc - warsawOffsetMinutes(new Date(midnightUtc)) * 60_000;
  guess = midnightUtc - warsawOffsetMinutes(new Date(guess)) * 60_000;
  return new Date(guess).toISOString();
}

/** Yesterday in Warsaw, 'yyyy-mm-dd': the earliest date the public start-date picker offers (spec §5). */
export function warsawYesterday(now: Date = new Date()): IsoDate {
  const today = warsawDateOf(now)!;
  const [year, month, day] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}
