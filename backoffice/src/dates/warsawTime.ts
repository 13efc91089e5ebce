// Spec §2.12/§4.3: times are shown in the Polish locale and sent as instants. The staff work in
// Poland, but a laptop set to another zone must not move an outage by an hour: every wall-clock
// time on these screens is Warsaw time, whatever the browser's zone (no offset-shifting trick).

export const WARSAW = 'Europe/Warsaw';

const wallClockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: WARSAW,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const displayDateTime = new Intl.DateTimeFormat('pl-PL', {
  timeZone: WARSAW,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const displayDate = new Intl.DateTimeFormat('pl-PL', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function wallClockParts(date: Date): number[] {
  const parts = Object.fromEntries(wallClockFormat.formatToParts(date).map((part) => [part.type, part.value]));
  return [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second].map(Number);
}

/** How far Warsaw is ahead of UTC at this instant, in ms (one hour in winter, two in summer). */
function warsawOffsetMs(epochMs: number): number {
  const [y, mo, d, h, mi, s] = wallClockParts(new Date(epochMs));
  return Date.UTC(y, mo - 1, d, h, mi, s) - Math.floor(epochMs / 1000) * 1000;
}

/** 'YYYY-MM-DDTHH:mm' (an <input type="datetime-local"> value) in Warsaw time. */
export function instantToWarsawLocal(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && LOCAL_DATE_TIME.test(value)) return value;
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) return '';
  const [y, mo, d, h, mi] = wallClockParts(date);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(y, 4)}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}`;
}

/**
 * A Warsaw wall-clock time ('YYYY-MM-DDTHH:mm') → ISO instant; '' or garbage → null. In the autumn
 * hour that happens twice the earlier one is taken; a time skipped in spring maps an hour on.
 */
export function warsawLocalToInstant(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) {
    // Already an instant (e.g. a value set by code): keep it.
    const date = new Date(value);
    return value !== '' && !Number.isNaN(date.getTime()) && /T.*(Z|[+-]\d{2}:?\d{2})$/.test(value) ? date.toISOString() : null;
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

/** '04.05.2026, 08:00' (pl-PL, Warsaw time); '' for a missing or invalid value. */
export function formatWarsawDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : displayDateTime.format(date);
}

/** 'YYYY-MM-DD' (a calendar date, no zone) → '04.05.2026'. */
export function formatCalendarDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : displayDate.format(date);
}
