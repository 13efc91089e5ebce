import { formatAddressList, groupOutages, outageDetails, reportDetails, shownOfTotal, typeLabel } from './event-details';
import { addReportPath, countLabel, kindOf, parseFocusPoint } from './map-items';
import { outage, report } from '../../test/map/test-map-data';

describe('countLabel (spec §2, §9)', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [10_000, '99+'],
  ])('%p → %p', (count, label) => {
    expect(countLabel(count)).toBe(label);
  });
});

describe('event types', () => {
  it.each([
    ['PLANNED', 'Planowane wyłączenie', 'planned'],
    ['FAILURE', 'Potwierdzona awaria', 'confirmed'],
    ['EXTENSIVE', 'Rozległa awaria', 'extensive'],
    ['WEB', 'Zgłoszenie użytkownika', null],
    ['CALL_CENTER', 'Zgłoszenie użytkownika', null],
  ])('%s is named %p and drawn as %p', (type, label, kind) => {
    expect(typeLabel(type)).toBe(label);
    expect(kindOf(type)).toBe(kind);
  });

  it.each(['STORM', '', 'toString', '__proto__'])('an unknown type %p shows "Nieznany typ zdarzenia"', (type) => {
    expect(typeLabel(type)).toBe('Nieznany typ zdarzenia');
    expect(outageDetails(outage({ type })).title).toBe('Nieznany typ zdarzenia');
  });
});

describe('info window content (spec §2)', () => {
  it('shows start and end in Warsaw time, the addresses and the comment of a planned outage', () => {
    const details = outageDetails(
      outage({
        type: 'PLANNED',
        start: '2026-11-23T07:00:00Z',
        end: '2026-11-23T13:30:00Z',
        comment: 'Wymiana słupa',
        description: 'nie dla planowanych',
        addressList: [
          { streetType: 'ul.', streetName: 'Marszałkowska', residenceNumber: '10' },
          { streetType: 'ul.', streetName: 'Marszałkowska', residenceNumber: '12' },
          { streetType: 'al.', streetName: 'Jana Pawła II', residenceNumber: '5' },
        ],
        addressesCount: 3,
      }),
    );
    expect(details.title).toBe('Planowane wyłączenie');
    expect(details.rows).toEqual([
      { label: 'Początek', value: '23.11.2026, 08:00' },
      { label: 'Planowane zakończenie', value: '23.11.2026, 14:30' },
      { label: 'Adresy', value: 'ul. Marszałkowska 10, 12; al. Jana Pawła II 5' },
      { label: 'Liczba adresów', value: '3' },
      { label: 'Komentarz', value: 'Wymiana słupa', polish: true },
    ]);
  });

  it('shows the description of an extensive area and "Brak informacji" without an end', () => {
    const details = outageDetails(outage({ type: 'EXTENSIVE', end: null, description: 'Wichura, wiele linii zerwanych', addressList: [] }));
    expect(details.title).toBe('Rozległa awaria');
    expect(details.rows).toContainEqual({ label: 'Przewidywane zakończenie', value: 'Brak informacji' });
    expect(details.rows).toContainEqual({ label: 'Opis', value: 'Wichura, wiele linii zerwanych', polish: true });
  });

  it('describes a user report by address and date', () => {
    expect(reportDetails(report({ address: 'ul. Prosta 1, Warszawa', date: '2026-07-01T06:05:00Z' }))).toEqual({
      title: 'Zgłoszenie użytkownika',
      rows: [
        { label: 'Adres', value: 'ul. Prosta 1, Warszawa' },
        { label: 'Data zgłoszenia', value: '01.07.2026, 08:05' },
      ],
    });
  });

  it('shows at most ten addresses, then an ellipsis (spec §9)', () => {
    const addresses = Array.from({ length: 12 }, (_, i) => ({ streetType: null, streetName: 'Prosta', residenceNumber: String(i + 1) }));
    expect(formatAddressList(addresses)).toBe('Prosta 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 …');
  });

  it('says how many of how many addresses an info window lists: "10 z 338 adresów" (issue 16)', () => {
    const addressList = Array.from({ length: 338 }, (_, i) => ({ streetType: 'ul.', streetName: 'Prosta', residenceNumber: String(i + 1) }));
    const row = (item: Parameters<typeof outage>[0]) => outageDetails(outage(item)).rows.find((r) => r.label === 'Adresy')?.value;
    expect(row({ addressList, addressesCount: 338 })).toBe('ul. Prosta 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 …\n10 z 338 adresów');
    // The feed may list fewer addresses than it counts: the count is the total.
    expect(row({ addressList: addressList.slice(0, 3), addressesCount: 40 })).toBe('ul. Prosta 1, 2, 3\n3 z 40 adresów');
    // A whole list says nothing more.
    expect(row({ addressList: addressList.slice(0, 10), addressesCount: 10 })).toBe('ul. Prosta 1, 2, 3, 4, 5, 6, 7, 8, 9, 10');
  });

  // After "z" the genitive: z 1 adresu, z 2 / 5 / 12 / 22 / 338 adresów (not the nominative's 2 adresy, 22 adresy).
  it.each([
    [1, 1, '1 z 1 adresu'],
    [1, 2, '1 z 2 adresów'],
    [3, 4, '3 z 4 adresów'],
    [10, 12, '10 z 12 adresów'],
    [10, 22, '10 z 22 adresów'],
    [10, 338, '10 z 338 adresów'],
  ])('%i of %i → %p', (shown, total, text) => {
    expect(shownOfTotal(shown, total)).toBe(text);
  });
});

describe('routes', () => {
  it('opens the wizard at a point with lng and lat', () => {
    expect(addReportPath({ lat: 52.2297, lng: 21.0118 })).toBe('/public/add-report/1?lng=21.011800&lat=52.229700');
    expect(addReportPath()).toBe('/public/add-report/1');
  });

  it.each([
    ['21.0118', '52.2297', { lng: 21.0118, lat: 52.2297 }],
    ['21', '52', { lng: 21, lat: 52 }],
    ['add-report', '1', null],
    ['21.01', 'abc', null],
    ['200', '52', null],
    [undefined, undefined, null],
  ])('/public/%s/%s → %p', (lng, lat, point) => {
    expect(parseFocusPoint(lng, lat)).toEqual(point);
  });
});

describe('groupOutages', () => {
  it('groups by type, earliest first, unknown types apart', () => {
    const items = [
      outage({ id: 1, type: 'FAILURE', start: '2026-11-21T10:00:00Z' }),
      outage({ id: 2, type: 'FAILURE', start: '2026-11-21T08:00:00Z' }),
      outage({ id: 3, type: 'PLANNED' }),
      outage({ id: 4, type: 'EXTENSIVE' }),
      outage({ id: 5, type: 'STORM' }),
    ];
    const groups = groupOutages(items);
    expect(groups.failures.map((item) => item.id)).toEqual([2, 1]);
    expect(groups.planned.map((item) => item.id)).toEqual([3]);
    expect(groups.extensive.map((item) => item.id)).toEqual([4]);
    expect(groups.other.map((item) => item.id)).toEqual([5]);
  });
});
