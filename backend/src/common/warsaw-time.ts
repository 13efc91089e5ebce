/** Dates for people are Warsaw time (the operator's), whatever the server's zone: the wire and the database hold UTC. */
const ZONE = 'Europe/Warsaw';

/** Formatters are costly to build (a thousand alerts would spend most of their time here): one per set of options. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function parts(date: Date, options: Intl.DateTimeFormatOptions): Record<string, string> {
  const key = JSON.stringify(options);
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat('pl-PL', { timeZone: ZONE, hourCycle: 'h23', ...options })));
  const result: Record<string, string> = {};
  for (const p of format.formatToParts(date)) result[p.type] = p.value;
  return result;
}

/** 'dd.MM.yyyy HH:mm' */
export function warsawDateTime(date: Date): string {
  const p = parts(date, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
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
export function warsawDay(date: Date): string {
  const p = parts(date, { day: '2-digit', month: '2-digit', year: 'numeric' });
  return `${p.year}-${p.month}-${p.day}`;
}

/** The instant a Warsaw calendar day 'YYYY-MM-DD' begins (midnight is never skipped by Poland's clock changes, at 02:00/03:00). */
export function startOfWarsawDay(isoDate: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number);
  const utcMidnight = Date.UTC(y, m - 1, d);
  // Warsaw is ahead of UTC: its wall clock at UTC midnight, minus midnight, is the offset that day.
  const offset = warsawWallClock(new Date(utcMidnight)).getTime() - utcMidnight;
  return new Date(utcMidnight - offset);
}

/** A calendar date 'YYYY-MM-DD' as 'dd.MM.yyyy'. */
export function polishDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}.${m}.${y}`;
}

/**
 * When the power is off, in the words of a notice: 'w dniu 12 grudnia 2026 r. (sobota) w godzinach 08:00–14:00',
 * or across midnight 'od 12 grudnia 2026 r. (sobota) godz. 22:00 do 13 grudnia 2026 r. (niedziela) godz. 04:00'.
 */
export function interruptionPeriod(start: Date, end: Date): string {
  if (warsawDay(start) === warsawDay(end)) return `w dniu ${warsawLongDate(start)} w godzinach ${warsawTime(start)}–${warsawTime(end)}`;
  return `od ${warsawLongDate(start)} godz. ${warsawTime(start)} do ${warsawLongDate(end)} godz. ${warsawTime(end)}`;
}

/**
 * Excel dates have no time zone: a cell shows the wall-clock time it holds. This returns a Date whose
 * UTC fields are the wall-clock time in Warsaw (summer and winter time alike), which exceljs writes as is.
 */
export function warsawWallClock(date: Date): Date {
  const p = parts(date, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return new Date(Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second));
}
