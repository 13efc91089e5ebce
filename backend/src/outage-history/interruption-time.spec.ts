import { startOfWarsawDay } from '@portal/domain';
import {
  discountHours,
  hoursWithin,
  mergeIntervals,
  warsawMonthRange,
  warsawYear,
  warsawYearRange,
  yearFigures,
  yearsTouched,
  type Interruption,
} from './interruption-time';

const d = (iso: string) => new Date(iso);
const i = (start: string, end: string | null): Interruption => ({ start: d(start), end: end ? d(end) : null });
const NOW = d('2026-11-24T12:00:00Z');

describe('interruption time', () => {
  describe.each<[string, Interruption[], Array<[string, string]>]>([
    [
      'keeps separate interruptions apart',
      [i('2026-01-10T08:00:00Z', '2026-01-10T10:00:00Z'), i('2026-01-11T08:00:00Z', '2026-01-11T09:00:00Z')],
      [
        ['2026-01-10T08:00:00.000Z', '2026-01-10T10:00:00.000Z'],
        ['2026-01-11T08:00:00.000Z', '2026-01-11T09:00:00.000Z'],
      ],
    ],
    [
      'counts overlapping interruptions once',
      [i('2026-01-10T08:00:00Z', '2026-01-10T12:00:00Z'), i('2026-01-10T10:00:00Z', '2026-01-10T14:00:00Z')],
      [['2026-01-10T08:00:00.000Z', '2026-01-10T14:00:00.000Z']],
    ],
    [
      'counts one inside another once',
      [i('2026-01-10T08:00:00Z', '2026-01-10T18:00:00Z'), i('2026-01-10T09:00:00Z', '2026-01-10T10:00:00Z')],
      [['2026-01-10T08:00:00.000Z', '2026-01-10T18:00:00.000Z']],
    ],
    [
      'joins interruptions that touch',
      [i('2026-01-10T10:00:00Z', '2026-01-10T12:00:00Z'), i('2026-01-10T08:00:00Z', '2026-01-10T10:00:00Z')],
      [['2026-01-10T08:00:00.000Z', '2026-01-10T12:00:00.000Z']],
    ],
    ['counts a running interruption until now', [i('2026-11-24T02:00:00Z', null)], [['2026-11-24T02:00:00.000Z', '2026-11-24T12:00:00.000Z']]],
    [
      'counts a planned interruption in progress until now, not until its planned end',
      [i('2026-11-24T08:00:00Z', '2026-11-24T16:00:00Z')],
      [['2026-11-24T08:00:00.000Z', '2026-11-24T12:00:00.000Z']],
    ],
    ['ignores an interruption that has not begun', [i('2026-11-25T08:00:00Z', '2026-11-25T16:00:00Z')], []],
    ['ignores an empty interruption', [i('2026-01-10T08:00:00Z', '2026-01-10T08:00:00Z')], []],
  ])('%s', (_name, items, expected) => {
    it('merges as expected', () => {
      expect(mergeIntervals(items, NOW).map((b) => [new Date(b.start).toISOString(), new Date(b.end).toISOString()])).toEqual(expected);
    });
  });

  it.each([
    ['New Year in Warsaw is 23:00 UTC in winter', '2026-12-31T22:59:59Z', 2026],
    ['an hour after, it is already the next year', '2026-12-31T23:00:00Z', 2027],
    ['midsummer midnight is 22:00 UTC', '2026-06-30T22:00:00Z', 2026],
  ])('names the Warsaw year: %s', (_name, at, year) => {
    expect(warsawYear(d(at))).toBe(year);
  });

  it('bounds a year and a month in Warsaw time', () => {
    const y = warsawYearRange(2026);
    expect([y.from.toISOString(), y.to.toISOString()]).toEqual(['2025-12-31T23:00:00.000Z', '2026-12-31T23:00:00.000Z']);
    const m = warsawMonthRange(2026, 3);
    expect([m.from.toISOString(), m.to.toISOString()]).toEqual(['2026-02-28T23:00:00.000Z', '2026-03-31T22:00:00.000Z']);
    expect(warsawMonthRange(2026, 12).to.toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it.each<[string, Interruption, string, string, number]>([
    ['splits an outage across New Year between the years (2 h in each)', i('2026-12-31T21:00:00Z', '2027-01-01T01:00:00Z'), '2026-01-01', '2027-01-01', 2],
    ['the next year gets the rest', i('2026-12-31T21:00:00Z', '2027-01-01T01:00:00Z'), '2027-01-01', '2028-01-01', 2],
    // The spring-forward night: 00:00–06:00 Warsaw time on 29 March 2026 is only 5 hours long.
    ['counts the night the clocks go forward as 5 hours from 00:00 to 06:00', i('2026-03-28T23:00:00Z', '2026-03-29T04:00:00Z'), '2026-03-29', '2026-03-30', 5],
    // The fall-back night: 00:00–06:00 Warsaw time on 25 October 2026 is 7 hours long.
    ['counts the night the clocks go back as 7 hours from 00:00 to 06:00', i('2026-10-24T22:00:00Z', '2026-10-25T05:00:00Z'), '2026-10-25', '2026-10-26', 7],
  ])('%s', (_name, item, fromDay, toDay, hours) => {
    const range = { from: startOfWarsawDay(fromDay), to: startOfWarsawDay(toDay) };
    expect(hoursWithin(mergeIntervals([item], d('2028-01-01T00:00:00Z')), range.from, range.to)).toBeCloseTo(hours, 9);
  });

  describe('a year against the limits', () => {
    it('is within the planned limits at 35 hours exactly and over them above', () => {
      const at35 = yearFigures(
        'PLANNED',
        [
          i('2026-02-01T00:00:00Z', '2026-02-01T15:00:00Z'),
          i('2026-03-01T00:00:00Z', '2026-03-01T15:00:00Z'),
          i('2026-04-01T00:00:00Z', '2026-04-01T05:00:00Z'),
        ],
        2026,
        NOW,
      );
      expect(at35).toMatchObject({ hours: 35, limitHours: 35, exceeded: false, excessHours: 0, longInterruptions: [] });
      const over = yearFigures('PLANNED', [i('2026-02-01T00:00:00Z', '2026-02-01T15:00:00Z'), i('2026-03-01T00:00:00Z', '2026-03-01T21:00:00Z')], 2026, NOW);
      expect(over).toMatchObject({ hours: 36, exceeded: true, excessHours: 1 });
      expect(over.longInterruptions.map((l) => [l.hours, l.excessHours])).toEqual([[21, 5]]);
      expect(discountHours(over)).toBe(5);
    });

    it('finds an unplanned interruption over 24 h made of two overlapping records, counted once', () => {
      const f = yearFigures('UNPLANNED', [i('2026-05-01T00:00:00Z', '2026-05-01T20:00:00Z'), i('2026-05-01T10:00:00Z', '2026-05-02T02:00:00Z')], 2026, NOW);
      expect(f).toMatchObject({ hours: 26, limitHours: 48, exceeded: false, singleLimitHours: 24 });
      expect(f.longInterruptions.map((l) => [l.hours, l.excessHours, l.running])).toEqual([[26, 2, false]]);
    });

    it('counts a running outage until now and marks it running', () => {
      const f = yearFigures('UNPLANNED', [i('2026-11-22T00:00:00Z', null)], 2026, NOW);
      expect(f.hours).toBe(60);
      expect(f).toMatchObject({ exceeded: true, excessHours: 12 });
      expect(f.longInterruptions[0]).toMatchObject({ running: true, hours: 60, excessHours: 36 });
    });

    it('gives a long interruption across New Year to the year it began', () => {
      const items = [i('2026-12-31T12:00:00Z', '2027-01-01T12:00:00Z')];
      const later = d('2027-02-01T00:00:00Z');
      expect(yearFigures('PLANNED', items, 2026, later).longInterruptions).toHaveLength(1);
      expect(yearFigures('PLANNED', items, 2027, later).longInterruptions).toHaveLength(0);
      expect(yearFigures('PLANNED', items, 2026, later).hours).toBe(11);
      expect(yearFigures('PLANNED', items, 2027, later).hours).toBe(13);
    });
  });

  it('lists the Warsaw years an interruption touches', () => {
    expect(yearsTouched(i('2026-12-31T22:00:00Z', '2026-12-31T23:30:00Z'), NOW)).toEqual([2026, 2027]);
    expect(yearsTouched(i('2025-06-01T00:00:00Z', null), NOW)).toEqual([2025, 2026]);
  });
});
