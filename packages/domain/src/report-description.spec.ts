import { buildReportDescription } from './report-description';

const NO_POWER_OK = { invoicesPaid: true, fusesChecked: true, meterChecked: true };

describe('buildReportDescription (public spec §4)', () => {
  it('describes a complete lack of power in a flat with lit neighbours', () => {
    expect(buildReportDescription('NO_VOLTAGE', { building: 'FLAT', ...NO_POWER_OK, neighboursHaveLight: true })).toBe(
      'Całkowity brak zasilania. Zgłoszenie dotyczy mieszkania. Rachunki za energię elektryczną są opłacone. ' +
        'Zabezpieczenia (bezpieczniki) zostały sprawdzone. Licznik energii elektrycznej został sprawdzony. ' +
        'Sąsiedzi i części wspólne budynku mają prąd.',
    );
  });

  it('describes a house whose neighbours are lit, with the supply and the electrician', () => {
    expect(
      buildReportDescription('NO_VOLTAGE', {
        building: 'HOUSE',
        ...NO_POWER_OK,
        neighboursHaveLight: true,
        supplyType: 'OVERHEAD',
        electricianConfirmed: true,
      }),
    ).toBe(
      'Całkowity brak zasilania. Zgłoszenie dotyczy domu. Rachunki za energię elektryczną są opłacone. ' +
        'Zabezpieczenia (bezpieczniki) zostały sprawdzone. Licznik energii elektrycznej został sprawdzony. ' +
        'Sąsiednie budynki mają prąd. Budynek jest zasilany linią napowietrzną. Elektryk potwierdził, że instalacja odbiorcy jest sprawna.',
    );
  });

  it('leaves out answers the path does not ask (dark neighbours of a house: no supply, no electrician)', () => {
    expect(
      buildReportDescription('NO_VOLTAGE', { building: 'HOUSE', ...NO_POWER_OK, neighboursHaveLight: false, supplyType: 'CABLE', electricianConfirmed: true }),
    ).toBe(
      'Całkowity brak zasilania. Zgłoszenie dotyczy domu. Rachunki za energię elektryczną są opłacone. ' +
        'Zabezpieczenia (bezpieczniki) zostały sprawdzone. Licznik energii elektrycznej został sprawdzony. Sąsiednie budynki nie mają prądu.',
    );
  });

  it('describes a partial lack of power in a flat and in a house', () => {
    expect(buildReportDescription('LIMITED_VOLTAGE', { building: 'FLAT', electricianConfirmed: false, invoicesPaid: true })).toBe(
      'Częściowy brak zasilania. Zgłoszenie dotyczy mieszkania. Elektryk nie potwierdził sprawności instalacji odbiorcy.',
    );
    expect(buildReportDescription('LIMITED_VOLTAGE', { building: 'HOUSE', supplyType: 'CABLE', electricianConfirmed: true })).toBe(
      'Częściowy brak zasilania. Zgłoszenie dotyczy domu. Budynek jest zasilany linią kablową. Elektryk potwierdził, że instalacja odbiorcy jest sprawna.',
    );
  });

  it("appends '[KOMUNIKAT]' and the extensive area's message", () => {
    expect(buildReportDescription('LIMITED_VOLTAGE', { building: 'FLAT', electricianConfirmed: true }, '  Nawałnica, usuwamy skutki.  ')).toBe(
      'Częściowy brak zasilania. Zgłoszenie dotyczy mieszkania. Elektryk potwierdził, że instalacja odbiorcy jest sprawna. [KOMUNIKAT] Nawałnica, usuwamy skutki.',
    );
    expect(buildReportDescription('LIMITED_VOLTAGE', { building: 'FLAT', electricianConfirmed: true }, '   ')).not.toContain('[KOMUNIKAT]');
  });

  it('fits the column (2000 characters) whatever the area message', () => {
    const text = buildReportDescription('LIMITED_VOLTAGE', { building: 'FLAT', electricianConfirmed: true }, 'x'.repeat(5000));
    expect(text).toHaveLength(2000);
    expect(text.endsWith('…')).toBe(true);
  });
});
