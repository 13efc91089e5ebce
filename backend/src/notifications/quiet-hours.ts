import { warsawWallClock } from '@portal/domain';

/**
 * SMS quiet hours (default 21:00–7:00 Warsaw time): planned-work messages wait for the morning, unplanned ones do
 * not. The window may cross midnight. Pure and zone-aware, so a server in UTC keeps Warsaw's evenings.
 */
export interface QuietHours {
  /** Minutes after midnight, Warsaw time. start === end means no quiet hours. */
  startMinute: number;
  endMinute: number;
}

/** '21:00-07:00' → {1260, 420}; throws on anything else (the config validates it at boot). */
export function parseQuietHours(text: string): QuietHours {
  const m = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  if (!m) throw new Error(`quiet hours must look like 21:00-07:00, got '${text}'`);
  return { startMinute: +m[1] * 60 + +m[2], endMinute: +m[3] * 60 + +m[4] };
}

function warsawMinuteOfDay(at: Date): number {
  const wall = warsawWallClock(at);
  return wall.getUTCHours() * 60 + wall.getUTCMinutes();
}

export function inQuietHours(at: Date, q: QuietHours): boolean {
  if (q.startMinute === q.endMinute) return false;
  const m = warsawMinuteOfDay(at);
  return q.startMinute < q.endMinute ? m >= q.startMinute && m < q.endMinute : m >= q.startMinute || m < q.endMinute;
}

/** The first moment at or after `at` outside the quiet hours (to the minute). */
export function endOfQuietHours(at: Date, q: QuietHours): Date {
  if (!inQuietHours(at, q)) return at;
  const minutesLeft = (q.endMinute - warsawMinuteOfDay(at) + 24 * 60) % (24 * 60);
  const next = new Date(at.getTime() + minutesLeft * 60_000);
  next.setUTCSeconds(0, 0);
  return next;
}
