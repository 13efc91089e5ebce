import { PLANNED_OUTCOME_LABELS, PLANNED_OUTCOMES, plannedOutcome } from './planned-outcome';

const planned = { start: '2026-12-01T08:00:00Z', end: '2026-12-01T12:00:00Z' };
const at = (hhmm: string) => `2026-12-01T${hhmm}:00Z`;

describe('plannedOutcome', () => {
  it.each([
    ['exactly as announced', at('08:00'), at('12:00'), 'AS_PLANNED'],
    ['ended 15 minutes late (the tolerance)', at('08:00'), at('12:15'), 'AS_PLANNED'],
    ['ended 16 minutes late', at('08:00'), at('12:16'), 'EXTENDED'],
    ['began 15 minutes early', at('07:45'), at('12:00'), 'AS_PLANNED'],
    ['began 16 minutes early', at('07:44'), at('12:00'), 'EXTENDED'],
    ['ended 15 minutes early', at('08:00'), at('11:45'), 'AS_PLANNED'],
    ['ended 16 minutes early', at('08:00'), at('11:44'), 'SHORTENED'],
    ['began 16 minutes late and ended on time', at('08:16'), at('12:00'), 'SHORTENED'],
    ['began 10 minutes late and ended 10 minutes early', at('08:10'), at('11:50'), 'SHORTENED'],
    ['began late but ran past the announced end', at('10:00'), at('12:30'), 'EXTENDED'],
    ['ended early without a reported start', null, at('10:00'), 'SHORTENED'],
  ])('%s', (_name, start, end, outcome) => {
    expect(plannedOutcome(planned, { start, end }, false)).toBe(outcome);
  });

  it('says nothing while the outage has not ended', () => {
    expect(plannedOutcome(planned, { start: null, end: null }, false)).toBeNull();
    expect(plannedOutcome(planned, { start: at('08:00'), end: null }, false)).toBeNull();
  });

  it('says cancelled whatever else is known', () => {
    expect(plannedOutcome(planned, { start: null, end: null }, true)).toBe('CANCELLED');
  });

  it('takes Date objects as well as ISO strings', () => {
    expect(
      plannedOutcome({ start: new Date(planned.start), end: new Date(planned.end) }, { start: new Date(at('08:00')), end: new Date(at('13:00')) }, false),
    ).toBe('EXTENDED');
  });

  it('labels every outcome in Polish', () => {
    expect(PLANNED_OUTCOMES.map((o) => PLANNED_OUTCOME_LABELS[o])).toEqual(['odbyło się zgodnie z planem', 'skrócone', 'przedłużone', 'odwołane']);
  });
});
