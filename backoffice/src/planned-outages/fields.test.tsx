import { polishMessages } from '../i18n/i18nProvider';
import { VOLTAGE_LEVELS } from '../api/plannedOutageTypes';
import { ACCEPT_STATUS_FALLBACK } from './useAcceptStatusChoices';

const pl = polishMessages as unknown as { resources: { plannedOutages: { voltage: Record<string, string>; statuses?: unknown } } };

describe('planned-outage labels (spec §4.1, §9)', () => {
  it.each([
    ['LV', 'nN'],
    ['MV', 'SN'],
    ['HV', 'WN'],
  ])('shows voltage %s as %s', (code, label) => {
    expect(pl.resources.plannedOutages.voltage[code]).toBe(label);
  });

  it('has a label for every voltage level', () => {
    expect(Object.keys(pl.resources.plannedOutages.voltage).sort()).toEqual([...VOLTAGE_LEVELS].sort());
  });

  it.each([
    ['TO_ACCEPT', 'Do akceptacji'],
    ['ACCEPTED', 'Zaakceptowane'],
    ['REJECTED', 'Odrzucone'],
  ])('names status %s %s until the server sends its names', (status, label) => {
    expect(ACCEPT_STATUS_FALLBACK.find((choice) => choice.id === status)?.name).toBe(label);
  });

  it('keeps no second copy of the status labels in the catalogue: the domain package names them', () => {
    expect(pl.resources.plannedOutages.statuses).toBeUndefined();
  });
});
