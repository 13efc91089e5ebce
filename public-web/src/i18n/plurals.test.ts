import type { Language } from '@portal/domain';
import { clusterLabel } from '../map/map-events';
import { lastHours } from '../map/list-texts';
import { summaryTexts } from '../map/map-summary';
import { activateLanguage } from './i18n';

afterEach(() => activateLanguage('pl'));

// The forms each language needs after a number: Polish and Ukrainian have one, few and many (12–14 are "many").
const cases: Record<Language, [number, string][]> = {
  pl: [
    [1, '1 awaria'],
    [2, '2 awarie'],
    [5, '5 awarii'],
    [12, '12 awarii'],
    [22, '22 awarie'],
    [0, '0 awarii'],
  ],
  uk: [
    [1, '1 аварія'],
    [2, '2 аварії'],
    [5, '5 аварій'],
    [11, '11 аварій'],
    [21, '21 аварія'],
    [24, '24 аварії'],
  ],
  en: [
    [1, '1 failure'],
    [2, '2 failures'],
    [5, '5 failures'],
    [0, '0 failures'],
  ],
};

describe.each(Object.entries(cases) as [Language, [number, string][]][])('plural forms in %s', (language, expected) => {
  it.each(expected)('%i failures read "%s"', async (count, text) => {
    await activateLanguage(language);
    expect(summaryTexts.failures(count)).toBe(text);
  });
});

describe('the summary bar in each language', () => {
  it('says "1 awaria, 2 awarie, 5 awarii" in Polish', async () => {
    await activateLanguage('pl');
    expect([1, 2, 5].map(summaryTexts.failures).join(', ')).toBe('1 awaria, 2 awarie, 5 awarii');
    expect(summaryTexts.plannedToday(3)).toBe('3 planowane wyłączenia');
    expect(summaryTexts.addresses(1234)).toBe('1234 adresy');
    expect(summaryTexts.addresses(1215)).toBe('1215 adresów');
    expect(lastHours(1)).toBe('z ostatniej godziny');
    expect(lastHours(24)).toBe('z ostatnich 24 godzin');
  });

  it('says "1 аварія, 2 аварії, 5 аварій" in Ukrainian, with the hours declined', async () => {
    await activateLanguage('uk');
    expect([1, 2, 5].map(summaryTexts.failures).join(', ')).toBe('1 аварія, 2 аварії, 5 аварій');
    expect(summaryTexts.plannedToday(3)).toBe('3 планові відключення');
    expect(summaryTexts.reports(5)).toBe('5 повідомлень');
    expect(lastHours(1)).toBe('за останню годину');
    expect(lastHours(3)).toBe('за останні 3 години');
    expect(lastHours(6)).toBe('за останні 6 годин');
  });

  it('says "1 failure, 2 failures" in English, and groups large numbers the English way', async () => {
    await activateLanguage('en');
    expect([1, 2, 5].map(summaryTexts.failures).join(', ')).toBe('1 failure, 2 failures, 5 failures');
    expect(summaryTexts.addresses(12345)).toBe('12,345 addresses');
    expect(lastHours(12)).toBe('from the last 12 hours');
  });

  it('names a cluster of markers in the chosen language', async () => {
    await activateLanguage('uk');
    expect(clusterLabel({ confirmed: 2, planned: 0, other: 0, userReport: 10 }, true)).toBe(
      '12 подій: 2 підтверджені аварії, 10 повідомлень мешканців. Наблизьте мапу',
    );
    await activateLanguage('pl');
    expect(clusterLabel({ confirmed: 2, planned: 0, other: 0, userReport: 10 }, false)).toBe(
      '12 zdarzeń: 2 potwierdzone awarie, 10 zgłoszeń użytkowników. Pokaż listę',
    );
  });
});
