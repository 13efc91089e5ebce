import { startOfNextWarsawDay, summarize, summaryTexts } from './map-summary';
import { outage, report } from '../../test/map/test-map-data';

const planned = (id: number, start: string, end: string | null, addressesCount = 10) => outage({ id, type: 'PLANNED', start, end, addressesCount });

describe('the summary bar figures', () => {
  it('counts a planned outage as today up to the last instant of the Warsaw day, not from midnight on (winter, UTC+1)', () => {
    const now = new Date('2026-11-24T22:30:00Z'); // 23:30 in Warsaw
    const items = [
      planned(1, '2026-11-24T22:59:59Z', '2026-11-25T04:00:00Z'), // 23:59:59 today
      planned(2, '2026-11-24T23:00:00Z', '2026-11-25T04:00:00Z'), // 00:00 tomorrow
      planned(3, '2026-11-24T06:00:00Z', '2026-11-24T23:30:00Z', 7), // in progress now
      planned(4, '2026-11-20T06:00:00Z', null, 3), // no end known, started days ago
    ];
    const summary = summarize(items, [], now);
    expect(summary.plannedToday).toBe(3);
    // Addresses: only planned outages already running.
    expect(summary.addresses).toBe(10);
  });

  it('follows summer time (UTC+2) and the 25-hour day the clocks go back', () => {
    expect(startOfNextWarsawDay(new Date('2026-07-01T21:30:00Z')).toISOString()).toBe('2026-07-01T22:00:00.000Z');
    expect(startOfNextWarsawDay(new Date('2026-07-01T22:00:00Z')).toISOString()).toBe('2026-07-02T22:00:00.000Z');
    expect(startOfNextWarsawDay(new Date('2026-10-25T12:00:00Z')).toISOString()).toBe('2026-10-25T23:00:00.000Z');
    const summer = summarize(
      [planned(1, '2026-07-01T21:59:00Z', '2026-07-02T02:00:00Z'), planned(2, '2026-07-01T22:00:00Z', '2026-07-02T02:00:00Z')],
      [],
      new Date('2026-07-01T21:30:00Z'),
    );
    expect(summer.plannedToday).toBe(1);
  });

  it('counts failures of both kinds with their addresses, the reports given, and the newest change of any of them', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const summary = summarize(
      [
        outage({ id: 1, type: 'FAILURE', addressesCount: 120, updatedAt: '2026-11-24T09:00:00Z' }),
        outage({ id: 2, type: 'EXTENSIVE', addressesCount: 1000, updatedAt: '2026-11-24T10:15:00Z' }),
        outage({ id: 3, type: 'STORM', addressesCount: 5, updatedAt: '2026-11-24T11:00:00Z' }),
      ],
      [report({ id: 1, date: '2026-11-24T10:40:00Z' }), report({ id: 2, date: '2026-11-24T08:00:00Z' })],
      now,
    );
    expect(summary).toEqual({ failures: 2, plannedToday: 0, reports: 2, addresses: 1120, lastChange: '2026-11-24T11:00:00Z' });
    expect(summaryTexts.updated(summary.lastChange!, now)).toBe('Zaktualizowano 12:00');
    expect(summaryTexts.updated('2026-11-23T22:59:00Z', now)).toBe('Zaktualizowano 23.11.2026, 23:59');
    expect(summarize([], [], now).lastChange).toBeNull();
  });

  it('says each figure with its Polish plural form', () => {
    expect([1, 2, 5, 22].map(summaryTexts.failures)).toEqual(['1 awaria', '2 awarie', '5 awarii', '22 awarie']);
    expect([1, 3, 12].map(summaryTexts.plannedToday)).toEqual(['1 planowane wyłączenie', '3 planowane wyłączenia', '12 planowanych wyłączeń']);
    expect([1, 4, 0].map(summaryTexts.reports)).toEqual(['1 zgłoszenie', '4 zgłoszenia', '0 zgłoszeń']);
    expect([1, 2, 15].map(summaryTexts.addresses)).toEqual(['1 adres', '2 adresy', '15 adresów']);
  });
});
