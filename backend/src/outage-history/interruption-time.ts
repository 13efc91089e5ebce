import { startOfWarsawDay, warsawDay } from '@portal/domain';

/**
 * The interval arithmetic of the outage history (docs/outage-history.md), pure: no clock, no database. An outage
 * still running has no end and counts until `now`; overlapping interruptions of one kind count once (the power was
 * off once, however many records say so); years and months are Warsaw calendar periods, so the hours of New Year's
 * Eve after 23:00 UTC belong to the next year and a clock-change night is 23 or 25 hours long, as the clock on the
 * wall says.
 */

export type InterruptionClass = 'PLANNED' | 'UNPLANNED';

export interface Interruption {
  start: Date;
  /** The actual end; null while it lasts. */
  end: Date | null;
}

/** A stretch without power once overlapping records are merged: [start, end) in milliseconds since the epoch. */
export interface Block {
  start: number;
  end: number;
}

export const HOUR_MS = 3_600_000;

/**
 * The legal limits for customers on the low-voltage network (Rozporządzenie Ministra Klimatu i Środowiska z 22 marca
 * 2023 r., Dz.U. 2023 poz. 819): one interruption at most 16 h planned / 24 h unplanned; a year's total at most
 * 35 h planned / 48 h unplanned.
 */
export const INTERRUPTION_LIMITS: Record<InterruptionClass, { singleHours: number; yearHours: number }> = {
  PLANNED: { singleHours: 16, yearHours: 35 },
  UNPLANNED: { singleHours: 24, yearHours: 48 },
};

/** Merges overlapping or touching interruptions into blocks, sorted; a running one ends at `now`; empty or future ones vanish. */
export function mergeIntervals(items: readonly Interruption[], now: Date): Block[] {
  const spans = items
    .map((i) => ({ start: i.start.getTime(), end: Math.min((i.end ?? now).getTime(), Math.max(i.start.getTime(), now.getTime())) }))
    .filter((s) => s.end > s.start)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const blocks: Block[] = [];
  for (const s of spans) {
    const last = blocks[blocks.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else blocks.push({ ...s });
  }
  return blocks;
}

/** Hours of the blocks inside [from, to). */
export function hoursWithin(blocks: readonly Block[], from: Date, to: Date): number {
  const a = from.getTime();
  const b = to.getTime();
  let ms = 0;
  for (const block of blocks) ms += Math.max(0, Math.min(block.end, b) - Math.max(block.start, a));
  return ms / HOUR_MS;
}

/** The Warsaw calendar year of an instant. */
export function warsawYear(at: Date): number {
  return Number(warsawDay(at).slice(0, 4));
}

/** [1 January 00:00, next 1 January 00:00) of a year, Warsaw time. */
export function warsawYearRange(year: number): { from: Date; to: Date } {
  return { from: startOfWarsawDay(`${year}-01-01`), to: startOfWarsawDay(`${year + 1}-01-01`) };
}

/** [first day 00:00, first day of the next month 00:00) of a month (1–12), Warsaw time. */
export function warsawMonthRange(year: number, month: number): { from: Date; to: Date } {
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { from: startOfWarsawDay(`${year}-${String(month).padStart(2, '0')}-01`), to: startOfWarsawDay(next) };
}

export interface LongInterruption {
  start: Date;
  end: Date;
  /** Whether the block is still going on (its end is `now`). */
  running: boolean;
  hours: number;
  excessHours: number;
}

export interface ClassYearFigures {
  hours: number;
  limitHours: number;
  exceeded: boolean;
  excessHours: number;
  singleLimitHours: number;
  /** Every block longer than the single-interruption limit, belonging to the year in which it began. */
  longInterruptions: LongInterruption[];
}

/**
 * One class's figures for a Warsaw calendar year: hours without power in the year (a block crossing New Year is
 * split between the years), and the blocks over the single limit (counted whole, in the year they began: the
 * regulation measures one interruption from its start to its end).
 */
export function yearFigures(cls: InterruptionClass, items: readonly Interruption[], year: number, now: Date): ClassYearFigures {
  const { from, to } = warsawYearRange(year);
  const blocks = mergeIntervals(items, now);
  const limit = INTERRUPTION_LIMITS[cls];
  const hours = hoursWithin(blocks, from, to);
  const longInterruptions = blocks
    .filter((b) => b.start >= from.getTime() && b.start < to.getTime() && (b.end - b.start) / HOUR_MS > limit.singleHours)
    .map((b) => {
      const h = (b.end - b.start) / HOUR_MS;
      return { start: new Date(b.start), end: new Date(b.end), running: b.end === now.getTime(), hours: h, excessHours: h - limit.singleHours };
    });
  return {
    hours,
    limitHours: limit.yearHours,
    exceeded: hours > limit.yearHours,
    excessHours: Math.max(0, hours - limit.yearHours),
    singleLimitHours: limit.singleHours,
    longInterruptions,
  };
}

/**
 * Hours over the limits that the discount estimate counts: the larger of the year's excess and the sum of the long
 * interruptions' excesses (the same hours are not paid twice; the operator decides the amount).
 */
export function discountHours(f: ClassYearFigures): number {
  return Math.max(
    f.excessHours,
    f.longInterruptions.reduce((sum, l) => sum + l.excessHours, 0),
  );
}

/** The Warsaw years an interruption touches, from its start to its end (or `now`). */
export function yearsTouched(item: Interruption, now: Date): number[] {
  const first = warsawYear(item.start);
  const last = warsawYear(item.end ?? now);
  return Array.from({ length: Math.max(0, last - first) + 1 }, (_, i) => first + i);
}
