import { CREW_STATUS_LABELS, CREW_STATUSES, customersText, END_CONFIDENCE_LABELS, END_CONFIDENCES, estimateExpired } from './restoration';

describe('restoration vocabulary', () => {
  it('labels every crew status and confidence in Polish', () => {
    expect(CREW_STATUSES.map((s) => CREW_STATUS_LABELS[s])).toEqual([
      'Zgłoszenie przyjęte',
      'Ekipa przydzielona',
      'Ekipa w drodze',
      'Ekipa na miejscu',
      'Trwa przywracanie zasilania',
    ]);
    expect(END_CONFIDENCES.map((c) => END_CONFIDENCE_LABELS[c])).toEqual(['szacunek pewny', 'szacunek wstępny']);
  });

  it('says the customers with those restored when some are', () => {
    expect(customersText(120, 45)).toBe('120 (zasilanie wróciło u 45)');
    expect(customersText(120, 0)).toBe('120');
    expect(customersText(120, null)).toBe('120');
  });
});

describe('estimateExpired', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  it.each([
    ['a failure whose estimate passed', { type: 'FAILURE', end: '2026-11-28T11:59:00Z' }, true],
    ['an extensive area whose estimate passed', { type: 'EXTENSIVE', end: '2026-11-28T10:00:00Z' }, true],
    ['a failure whose estimate is ahead', { type: 'FAILURE', end: '2026-11-28T12:01:00Z' }, false],
    ['a failure without an estimate', { type: 'FAILURE', end: null }, false],
    ['a planned outage past its planned end', { type: 'PLANNED', end: '2026-11-28T10:00:00Z' }, false],
  ])('%s: %s', (_name, item, expired) => {
    expect(estimateExpired(item, now)).toBe(expired);
  });
});
