/**
 * Dates for people are Warsaw time (the operator's), whatever the zone of the server or of the visitor's browser:
 * the wire and the database hold UTC instants. The backend's texts and documents, the public site and the back
 * office all format and read dates through here.
 */
export const WARSAW = 'Europe/Warsaw';

/** A calendar date as a native <input type="date"> holds it: 'yyyy-mm-dd'. */
export type IsoDate = string;

/** Formatters are costly to build (a thousand alerts would spend most of their time here): one per set of options. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function parts(date: Date, options: Intl.DateTimeFormatOptions): Record<string, string> {
  const key = JSON.stringify(options);
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat('pl-PL', { timeZone: WARSAW, hourCycle: 'h23', ...options })));
  const result: Record<string, string> = {};
  for (const p of format.formatToParts(date)) result[p.type] = p.value;
  return result;
}

const ALL_FIELDS: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' };
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const isValid = (date: Date) => !Number.isNaN(date.getTime());
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A Date whose UTC fields are the wall-clock time in Warsaw (summer and winter time alike). Excel dates have no time
 * zone, so exceljs writes this as is; the offset helpers below compare it with the instant.
 */
export function warsawWallClock(date: Date): Date {
  const p = parts(date, ALL_FIELDS);
  return new Date(Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second));
}

/** How far Warsaw is ahead of UTC at this instant, in ms (one hour in winter, two in summer). */
function warsawOffsetMs(epochMs: number): number {
  return warsawWallClock(new Date(epochMs)).getTime() - Math.floor(epochMs / 1000) * 1000;
}

/** 'dd.MM.yyyy HH:mm' (texts of messages and documents). */
export function warsawDateTime(date: Date): string {
  const p = parts(date, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}

/**
 * 'dd.MM.yyyy, HH:mm' as the screens show it (spec §1: pl-PL, numeric date, hour and minute), e.g. '22.11.2026, 08:00'.
 * Built from the parts so it does not depend on a browser's punctuation for pl-PL. Missing or unreadable → ''.
 */
export function formatWarsawDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (!isValid(date)) return '';
  const p = parts(date, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  return `${p.day}.${p.month}.${p.year}, ${p.hour}:${p.minute}`;
}

/** 'HH:mm' */
export function warsawTime(date: Date): string {
  const p = parts(date, { hour: '2-digit', minute: '2-digit' });
  return `${p.hour}:${p.minute}`;
}

/** '12 grudnia 2026 r. (sobota)' */
export function warsawLongDate(date: Date): string {
  const p = parts(date, { day: 'numeric', month: 'long', year: 'numeric', weekday: 'long' });
  return `${p.day} ${p.month} ${p.year} r. (${p.weekday})`;
}

/** 'YYYY-MM-DD' of the Warsaw calendar day. */
export function warsawDay(date: Date): IsoDate {
  const p = parts(date, { day: '2-digit', month: '2-digit', year: 'numeric' });
  return `${p.year}-${p.month}-${p.day}`;
}

/** The Warsaw calendar date of an instant, 'yyyy-mm-dd'; null for an unreadable value. */
export function warsawDateOf(instant: Date | string): IsoDate | null {
  const date = new Date(instant);
  return isValid(date) ? warsawDay(date) : null;
}

/** The instant a Warsaw calendar day 'YYYY-MM-DD' begins (midnight is never skipped by Poland's clock changes, at 02:00/03:00). */
export function startOfWarsawDay(isoDate: IsoDate): Date {
  const [y, m, d] = isoDate.split('-').map(Number);
  const utcMidnight = Date.UTC(y, m - 1, d);
  // Warsaw is ahead of UTC: its wall clock at UTC midnight, minus midnight, is the offset that day.
  return new Date(utcMidnight - warsawOffsetMs(utcMidnight));
}

/** {@link startOfWarsawDay} for a typed value: the ISO instant, or null for anything but a real 'yyyy-mm-dd' date. */
export function startOfWarsawDayIso(date: IsoDate): string | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return startOfWarsawDay(date).toISOString();
}

/** Yesterday in Warsaw, 'yyyy-mm-dd': the earliest date the public start-date picker offers (spec §5). */
export function warsawYesterday(now: Date = new Date()): IsoDate {
  const [year, month, day] = warsawDay(now).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

/** A calendar date 'YYYY-MM-DD' (or the date of 'YYYY-MM-DDT…') as 'dd.MM.yyyy'; '' for a missing or unreadable one. */
export function polishDate(isoDate: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate ?? '');
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/**
 * When the power is off, in the words of a notice: 'w dniu 12 grudnia 2026 r. (sobota) w godzinach 08:00–14:00',
 * or across midnight 'od 12 grudnia 2026 r. (sobota) godz. 22:00 do 13 grudnia 2026 r. (niedziela) godz. 04:00'.
 */
export function interruptionPeriod(start: Date, end: Date): string {
  if (warsawDay(start) === warsawDay(end)) return `w dniu ${warsawLongDate(start)} w godzinach ${warsawTime(start)}–${warsawTime(end)}`;
  return `od ${warsawLongDate(start)} godz. ${warsawTime(start)} do ${warsawLongDate(end)} godz. ${warsawTime(end)}`;
}

/** 'YYYY-MM-DDTHH:mm' (an <input type="datetime-local"> value) in Warsaw time; '' for a missing or unreadable value. */
export function instantToWarsawLocal(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && LOCAL_DATE_TIME.test(value)) return value;
  const date = value instanceof Date ? value : new Date(String(value));
  if (!isValid(date)) return '';
  const w = warsawWallClock(date);
  return `${pad(w.getUTCFullYear(), 4)}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())}T${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}`;
}

/**
 * A Warsaw wall-clock time ('YYYY-MM-DDTHH:mm') → ISO instant; '' or garbage → null. In the autumn hour that happens
 * twice the earlier one is taken; a time skipped in spring maps an hour on. An instant (set by code) is kept.
 */
export function warsawLocalToInstant(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) {
    const date = new Date(value);
    return value !== '' && isValid(date) && /T.*(Z|[+-]\d{2}:?\d{2})$/.test(value) ? date.toISOString() : null;
  }
  const [y, mo, d, h, mi] = match.slice(1).map(Number);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // The offsets half a day either side cover both sides of a DST change; keep the candidates that
  // really show this wall-clock time in Warsaw and take the earliest.
  const HALF_DAY = 12 * 60 * 60 * 1000;
  const before = asUtc - warsawOffsetMs(asUtc - HALF_DAY);
  const after = asUtc - warsawOffsetMs(asUtc + HALF_DAY);
  const valid = [before, after].filter((epoch) => instantToWarsawLocal(new Date(epoch)) === value);
  // None valid: a time skipped in spring, read with the winter offset (an hour later in summer time).
  const epoch = valid.length > 0 ? Math.min(...valid) : before;
  return new Date(epoch).toISOString();
}
