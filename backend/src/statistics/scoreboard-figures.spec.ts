import {
  failureFigures,
  firstEstimate,
  lastFullMonth,
  median,
  monthAfter,
  monthRange,
  parseMonth,
  percent,
  plannedFigures,
  publishedCount,
  warsawMonthOf,
  type AnnouncedOutage,
  type EndedFailure,
} from './scoreboard-figures';

const d = (iso: string) => new Date(iso);
const ESTIMATE = d('2026-10-10T12:00:00Z');
/** A failure ended `minutes` after a first estimate of 12:00 UTC that was never changed. */
const endedAfter = (minutes: number): EndedFailure => ({ endedAt: new Date(ESTIMATE.getTime() + minutes * 60_000), currentEnd: ESTIMATE, changes: [] });

describe('scoreboard figures', () => {
  describe('median', () => {
    it.each<[string, number[], number | null]>([
      ['of none is null', [], null],
      ['of one is the value', [7], 7],
      ['of an odd count is the middle value, whatever the order', [30, -10, 5], 5],
      ['of an even count is the mean of the two middle values', [40, -20, 10, 0], 5],
      ['of an even count may fall between minutes', [1, 2], 1.5],
    ])('%s', (_, values, expected) => expect(median(values)).toBe(expected));
  });

  it('gives shares with one decimal, and none of a whole of none', () => {
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(2, 3)).toBe(66.7);
    expect(percent(0, 0)).toBeNull();
  });

  describe('the first estimate', () => {
    const at = (h: number) => d(`2026-10-10T${String(h).padStart(2, '0')}:00:00Z`);
    it.each<[string, Date | null, Array<{ previousEnd: Date | null; newEnd: Date | null }>, Date | null]>([
      ['is the current estimate when it never changed', at(14), [], at(14)],
      ['is none when there never was one', null, [], null],
      [
        'is the estimate the failure was created with, however often it moved',
        at(18),
        [
          { previousEnd: at(14), newEnd: at(16) },
          { previousEnd: at(16), newEnd: at(18) },
        ],
        at(14),
      ],
      [
        'is the first one given when it was created without',
        at(18),
        [
          { previousEnd: null, newEnd: at(15) },
          { previousEnd: at(15), newEnd: at(18) },
        ],
        at(15),
      ],
      [
        'is the first one given after a withdrawal, not the withdrawal',
        at(17),
        [
          { previousEnd: null, newEnd: null },
          { previousEnd: null, newEnd: at(17) },
        ],
        at(17),
      ],
      ['is none when the only changes withdrew nothing into nothing', null, [{ previousEnd: null, newEnd: null }], null],
    ])('%s', (_, current, changes, expected) => expect(firstEstimate(current, changes)).toEqual(expected));
  });

  describe('failures', () => {
    it('sorts restorations into before the first estimate (on it included), within 30 minutes, and later', () => {
      const f = failureFigures([endedAfter(-45), endedAfter(0), endedAfter(1), endedAfter(30), endedAfter(31), endedAfter(120)]);
      expect(f).toMatchObject({ ended: 6, withEstimate: 6, withoutEstimate: 0, beforeEstimate: 2, withinGrace: 2, later: 2 });
      expect([f.beforeEstimatePercent, f.withinGracePercent, f.laterPercent]).toEqual([33.3, 33.3, 33.3]);
      // Sorted errors -45, 0, 1, 30, 31, 120: the mean of 1 and 30.
      expect(f.medianErrorMinutes).toBe(15.5);
    });

    it('takes the median of an odd count as the middle error', () => {
      expect(failureFigures([endedAfter(-10), endedAfter(90), endedAfter(20)]).medianErrorMinutes).toBe(20);
    });

    it('counts failures without an estimate apart and leaves them out of the shares and the median', () => {
      const none: EndedFailure = { endedAt: d('2026-10-10T15:00:00Z'), currentEnd: null, changes: [] };
      const f = failureFigures([none, none, endedAfter(60)]);
      expect(f).toMatchObject({ ended: 3, withoutEstimate: 2, withEstimate: 1, later: 1, laterPercent: 100, medianErrorMinutes: 60 });
    });

    it('has no shares and no median when no failure had an estimate', () => {
      const f = failureFigures([{ endedAt: d('2026-10-10T15:00:00Z'), currentEnd: null, changes: [] }]);
      expect(f).toMatchObject({ ended: 1, withoutEstimate: 1, beforeEstimatePercent: null, laterPercent: null, medianErrorMinutes: null });
      expect(failureFigures([])).toMatchObject({ ended: 0, medianErrorMinutes: null });
    });

    it('measures the error from the first estimate, not the last', () => {
      const moved: EndedFailure = {
        endedAt: d('2026-10-10T16:00:00Z'),
        currentEnd: d('2026-10-10T16:00:00Z'),
        changes: [{ previousEnd: ESTIMATE, newEnd: d('2026-10-10T16:00:00Z') }],
      };
      expect(failureFigures([moved])).toMatchObject({ later: 1, medianErrorMinutes: 240 });
    });
  });

  describe('planned outages', () => {
    const announced = (o: Partial<AnnouncedOutage> = {}): AnnouncedOutage => ({
      announcedStart: d('2026-10-05T06:00:00Z'),
      announcedEnd: d('2026-10-05T12:00:00Z'),
      actualStart: null,
      actualEnd: null,
      cancelled: false,
      ...o,
    });
    const actual = (start: string, end: string) => ({ actualStart: d(start), actualEnd: d(end) });

    it('counts each outage by its outcome (plannedOutcome, its 15-minute tolerance included), cancellations and outages with no recorded end', () => {
      const p = plannedFigures([
        announced(actual('2026-10-05T06:00:00Z', '2026-10-05T12:00:00Z')), // as planned
        announced(actual('2026-10-05T06:10:00Z', '2026-10-05T12:15:00Z')), // as planned: exactly the tolerance late
        announced(actual('2026-10-05T07:00:00Z', '2026-10-05T11:00:00Z')), // shortened by two hours
        announced(actual('2026-10-05T06:00:00Z', '2026-10-05T12:16:00Z')), // extended: past the tolerance
        announced(actual('2026-10-05T05:30:00Z', '2026-10-05T11:00:00Z')), // extended: off before anyone was told
        announced({ cancelled: true }),
        announced({ actualStart: d('2026-10-05T06:00:00Z') }), // under way: no outcome yet
        announced(),
      ]);
      expect(p).toEqual({
        announced: 8,
        cancelled: 1,
        withoutRecord: 2,
        asPlanned: 2,
        shortened: 1,
        extended: 2,
        asPlannedPercent: 40,
        shortenedPercent: 20,
        extendedPercent: 40,
      });
    });

    it('has no shares when no outage has an outcome other than cancelled', () => {
      expect(plannedFigures([announced(), announced({ cancelled: true })])).toMatchObject({
        announced: 2,
        cancelled: 1,
        withoutRecord: 1,
        asPlanned: 0,
        asPlannedPercent: null,
        extendedPercent: null,
      });
    });
  });

  it('withholds counts of watched addresses from 1 to 4, and publishes none and 5 or more', () => {
    expect([0, 1, 4, 5, 120].map(publishedCount)).toEqual([0, null, null, 5, 120]);
  });

  describe('months in Warsaw time', () => {
    it('reads only YYYY-MM', () => {
      expect(parseMonth('2026-03')).toEqual({ year: 2026, month: 3 });
      for (const bad of ['2026-3', '2026-13', '2026-00', '26-03', '2026-03-01', ' 2026-03', '']) expect(parseMonth(bad)).toBeNull();
    });

    it('begins a winter month at 23:00 UTC the day before and a summer month at 22:00 UTC', () => {
      expect(monthRange({ year: 2026, month: 1 })).toEqual({ from: d('2025-12-31T23:00:00Z'), to: d('2026-01-31T23:00:00Z') });
      expect(monthRange({ year: 2026, month: 7 })).toEqual({ from: d('2026-06-30T22:00:00Z'), to: d('2026-07-31T22:00:00Z') });
    });

    it('makes March an hour shorter and October an hour longer (the clock changes)', () => {
      const hours = (m: number) => {
        const r = monthRange({ year: 2026, month: m });
        return (r.to.getTime() - r.from.getTime()) / 3_600_000;
      };
      expect(hours(3)).toBe(31 * 24 - 1);
      expect(hours(10)).toBe(31 * 24 + 1);
    });

    it('puts the first Warsaw hour of a month in that month, though UTC still says the previous one', () => {
      expect(warsawMonthOf(d('2026-10-31T22:59:59Z'))).toEqual({ year: 2026, month: 10 });
      expect(warsawMonthOf(d('2026-10-31T23:00:00Z'))).toEqual({ year: 2026, month: 11 });
      expect(warsawMonthOf(d('2026-05-31T22:00:00Z'))).toEqual({ year: 2026, month: 6 });
    });

    it('defaults to the last full month, across New Year', () => {
      expect(lastFullMonth(d('2026-11-28T10:00:00Z'))).toEqual({ year: 2026, month: 10 });
      expect(lastFullMonth(d('2026-12-31T23:30:00Z'))).toEqual({ year: 2026, month: 12 });
      expect(lastFullMonth(d('2026-01-15T12:00:00Z'))).toEqual({ year: 2025, month: 12 });
    });

    it('orders months', () => {
      expect(monthAfter({ year: 2026, month: 12 }, { year: 2026, month: 11 })).toBe(true);
      expect(monthAfter({ year: 2026, month: 1 }, { year: 2025, month: 12 })).toBe(true);
      expect(monthAfter({ year: 2026, month: 11 }, { year: 2026, month: 11 })).toBe(false);
    });
  });
});
