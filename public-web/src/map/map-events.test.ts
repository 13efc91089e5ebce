import { clusterDetails, clusterLabel, mapEvents, mixOf } from './map-events';
import { outage, report } from '../../test/map/test-map-data';

describe('the events of the map and what a cluster says', () => {
  const events = mapEvents(
    [
      outage({ id: 1, type: 'EXTENSIVE' }),
      outage({ id: 2, type: 'PLANNED', addressesCount: 4 }),
      outage({ id: 3, type: 'FAILURE', addressesCount: 120 }),
      outage({ id: 4, type: 'STORM' }),
    ],
    [report({ id: 5 }), report({ id: 6 })],
  );

  it('has a pin for every outage but extensive areas (their area is their symbol) and every report, gravest first', () => {
    expect(events.map((e) => e.key)).toEqual(['outage-FAILURE-3', 'outage-PLANNED-2', 'outage-STORM-4', 'report-5', 'report-6']);
    expect(events.map((e) => e.badge)).toEqual([120, 4, 0, 0, 0]);
    expect(mixOf(events)).toEqual({ confirmed: 1, planned: 1, other: 1, userReport: 2 });
  });

  it.each([
    [{ confirmed: 1, planned: 0, other: 0, userReport: 0 }, true, '1 zdarzenie: 1 potwierdzona awaria. Przybliż mapę'],
    [{ confirmed: 2, planned: 3, other: 0, userReport: 0 }, true, '5 zdarzeń: 2 potwierdzone awarie, 3 planowane wyłączenia. Przybliż mapę'],
    [{ confirmed: 0, planned: 0, other: 1, userReport: 21 }, false, '22 zdarzenia: 1 inne zdarzenie, 21 zgłoszeń użytkowników. Pokaż listę'],
    [{ confirmed: 12, planned: 0, other: 0, userReport: 1200 }, true, '1212 zdarzeń: 12 potwierdzonych awarii, 1200 zgłoszeń użytkowników. Przybliż mapę'],
  ])('names a cluster by what it holds, in Polish plurals: %p', (mix, canZoom, label) => {
    expect(clusterLabel(mix, canZoom).replace(/\s/g, ' ')).toBe(label);
  });

  it('lists ten of the events of a cluster, numbered, and says of how many', () => {
    const many = mapEvents(
      [],
      Array.from({ length: 37 }, (_, i) => report({ id: i, address: `ul. Prosta ${i}, Warszawa` })),
    );
    const details = clusterDetails(many);
    expect(details.title).toBe('Zdarzenia w tym miejscu: 37');
    expect(details.rows).toHaveLength(11);
    expect(details.rows[0]).toEqual({ label: '1. Zgłoszenie użytkownika', value: 'ul. Prosta 0, Warszawa, 21.11.2026, 10:00' });
    expect(details.rows[10]).toEqual({ label: 'Pokazano', value: '10 z 37 zdarzeń' });
    expect(clusterDetails(many.slice(0, 3)).rows).toHaveLength(3);
  });
});
