import { plannedOutcome, type PlannedOutcome, warsawDay } from '@portal/domain';
import { warsawMonthRange } from '../outage-history/interruption-time';
// The figures are the answer's shapes: declared once, in the response DTOs the API document is generated from.
import type { StatisticsFailuresResponseDto as FailureFigures, StatisticsPlannedResponseDto as PlannedFigures } from './dto/statistics-response.dto';

/**
 * The public scoreboard's figures (docs/statistics.md), pure: no clock, no database. Each takes the month's recorded
 * rows and answers counts, shares and the median, so the same history always gives the same page.
 */

const MINUTE_MS = 60_000;
/** A failure restored up to this long after its first estimate counts as restored "within 30 minutes" of it. */
export const ESTIMATE_GRACE_MINUTES = 30;
/** Counts of watched addresses from 1 to this minus one are not published: a count that small could point at a person. */
export const SUPPRESS_BELOW = 5;
/** The earliest month the scoreboard answers: the portal keeps no outages from before. */
export const FIRST_MONTH = '2000-01';

/** A 'YYYY-MM' month. */
export interface Month {
  year: number;
  month: number;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const monthText = (m: Month): string => `${m.year}-${String(m.month).padStart(2, '0')}`;

/** 'YYYY-MM' → a month; null for anything else. */
export function parseMonth(text: string): Month | null {
  const match = MONTH.exec(text);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

/** The Warsaw month an instant falls in. */
export function warsawMonthOf(at: Date): Month {
  const [year, month] = warsawDay(at).split('-').map(Number);
  return { year, month };
}

/** The month before, across New Year. */
export const previousMonth = (m: Month): Month => (m.month === 1 ? { year: m.year - 1, month: 12 } : { year: m.year, month: m.month - 1 });

/** The default month: the last full Warsaw month before `now`. */
export const lastFullMonth = (now: Date): Month => previousMonth(warsawMonthOf(now));

/** Whether `a` comes after `b`. */
export const monthAfter = (a: Month, b: Month): boolean => a.year * 12 + a.month > b.year * 12 + b.month;

/** [first day 00:00, first day of the next month 00:00), Warsaw time (a DST month is 1 hour shorter or longer). */
export const monthRange = (m: Month): { from: Date; to: Date } => warsawMonthRange(m.year, m.month);

/** The median of the values (the mean of the two middle ones for an even count); null when there are none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** A share of a whole, in percent with one decimal; null for a whole of none. */
export function percent(part: number, whole: number): number | null {
  return whole ? Math.round((part / whole) * 1000) / 10 : null;
}

/** One change of a failure's estimated end, as call_net_outage_end_changes keeps it, oldest first. */
export interface EstimateChange {
  previousEnd: Date | null;
  newEnd: Date | null;
}

/**
 * The first estimate a failure was given: the estimate before its first recorded change (what it was created with),
 * else the first estimate a change set, else — never changed — the one it holds. Null: it never had one.
 */
export function firstEstimate(currentEnd: Date | null, changes: readonly EstimateChange[]): Date | null {
  if (!changes.length) return currentEnd;
  if (changes[0].previousEnd) return changes[0].previousEnd;
  return changes.find((c) => c.newEnd)?.newEnd ?? null;
}

/** A failure (or an extensive failure) that ended in the month, with its estimate history. */
export interface EndedFailure {
  endedAt: Date;
  currentEnd: Date | null;
  changes: readonly EstimateChange[];
}

/** How the first estimates of the month's ended failures compared with their actual ends. */
export function failureFigures(failures: readonly EndedFailure[]): FailureFigures {
  const errors: number[] = [];
  for (const f of failures) {
    const first = firstEstimate(f.currentEnd, f.changes);
    if (first) errors.push((f.endedAt.getTime() - first.getTime()) / MINUTE_MS);
  }
  const beforeEstimate = errors.filter((e) => e <= 0).length;
  const withinGrace = errors.filter((e) => e > 0 && e <= ESTIMATE_GRACE_MINUTES).length;
  const later = errors.length - beforeEstimate - withinGrace;
  const m = median(errors);
  return {
    ended: failures.length,
    withoutEstimate: failures.length - errors.length,
    withEstimate: errors.length,
    beforeEstimate,
    withinGrace,
    later,
    beforeEstimatePercent: percent(beforeEstimate, errors.length),
    withinGracePercent: percent(withinGrace, errors.length),
    laterPercent: percent(later, errors.length),
    medianErrorMinutes: m === null ? null : Math.round(m * 10) / 10,
  };
}

/**
 * A published planned outage whose announced end falls in the month, with the actual start and end the portal
 * recorded (null while none is reported) and whether it was cancelled after publication.
 */
export interface AnnouncedOutage {
  announcedStart: Date;
  announcedEnd: Date;
  actualStart: Date | null;
  actualEnd: Date | null;
  cancelled: boolean;
}

/**
 * How the month's published planned outages kept their announced hours: each outage's outcome as the portal shows it
 * everywhere else (`plannedOutcome`, its tolerance included), counted; the shares are of those with an outcome other
 * than cancelled.
 */
export function plannedFigures(outages: readonly AnnouncedOutage[]): PlannedFigures {
  const outcomes = outages.map((o) =>
    plannedOutcome({ start: o.announcedStart, end: o.announcedEnd }, { start: o.actualStart, end: o.actualEnd }, o.cancelled),
  );
  const count = (outcome: PlannedOutcome | null) => outcomes.filter((x) => x === outcome).length;
  const [asPlanned, shortened, extended] = [count('AS_PLANNED'), count('SHORTENED'), count('EXTENDED')];
  const held = asPlanned + shortened + extended;
  return {
    announced: outages.length,
    cancelled: count('CANCELLED'),
    withoutRecord: count(null),
    asPlanned,
    shortened,
    extended,
    asPlannedPercent: percent(asPlanned, held),
    shortenedPercent: percent(shortened, held),
    extendedPercent: percent(extended, held),
  };
}

/** A count of watched addresses as published: none, or at least SUPPRESS_BELOW; anything between is withheld (null). */
export const publishedCount = (count: number): number | null => (count > 0 && count < SUPPRESS_BELOW ? null : count);
