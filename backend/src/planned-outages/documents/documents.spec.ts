import { docxText, xlsxRows } from '../../../test/support/office-files';
import type { PlannedOutageResponseDto } from '../dto/planned-outage-response.dto';
import { announcementFileName, buildAnnouncement } from './announcement.builder';
import { buildPlannedOutagesReport } from './planned-outages-report.builder';

const outage = (over: Partial<PlannedOutageResponseDto> = {}): PlannedOutageResponseDto => ({
  id: 42,
  addresses: [
    {
      nonFormattedAddress: 'Marszałkowska 10',
      street: 'ul. Marszałkowska',
      streetNumber: '10',
      postcode: '00-590',
      city: 'Warszawa',
      district: 'Śródmieście',
      wesolaDistrict: false,
      coordinates: { lng: 21.01, lat: 52.23 },
    },
    {
      nonFormattedAddress: 'Kwiatowa 5 (W)',
      street: 'ul. Kwiatowa',
      streetNumber: '5',
      postcode: null,
      city: 'Warszawa',
      district: 'Wesoła',
      wesolaDistrict: true,
      coordinates: { lng: 21.22, lat: 52.25 },
    },
    {
      nonFormattedAddress: 'Nieznana 1',
      street: null,
      streetNumber: null,
      postcode: null,
      city: null,
      district: null,
      wesolaDistrict: false,
      coordinates: null,
    },
  ],
  outageStart: '2026-12-12T07:00:00.000Z',
  outageEnd: '2026-12-12T13:30:00.000Z',
  outageAnnouncement: '2026-12-01',
  voltageLevel: 'MV',
  taskNumber: 'SAP-2026/117',
  recipient: 'SAP',
  acceptStatus: 'ACCEPTED',
  createdBy: { id: 3, fullName: 'Piotr Wiśniewski' },
  comment: 'Wymiana kabla SN & przyłączy',
  deleted: false,
  type: 'PLANNED',
  points: [],
  actualStart: null,
  actualEnd: null,
  cancelled: false,
  outcome: null,
  ...over,
});

describe('planned-outages report (.xlsx)', () => {
  it('has a header row and one row per outage with every column, dates in Warsaw time and Polish labels', async () => {
    const rows = await xlsxRows(
      await buildPlannedOutagesReport([
        outage(),
        outage({ id: 43, acceptStatus: 'TO_ACCEPT', deleted: true, taskNumber: null, recipient: null, comment: null, voltageLevel: 'LV' }),
      ]),
    );
    expect(rows[0]).toEqual([
      'ID',
      'Adresy',
      'Początek',
      'Koniec',
      'Data ogłoszenia',
      'Napięcie',
      'Numer zadania SAP/CallNet',
      'Odbiorca',
      'Status akceptacji',
      'Utworzył',
      'Prace do wykonania',
      'Usunięte',
    ]);
    expect(rows[1]).toEqual([
      '42',
      'ul. Marszałkowska 10, 00-590 Warszawa\nul. Kwiatowa 5, Warszawa (Wesoła)\nNieznana 1',
      '12.12.2026 08:00',
      '12.12.2026 14:30',
      '01.12.2026',
      'SN',
      'SAP-2026/117',
      'SAP',
      'Zaakceptowane',
      'Piotr Wiśniewski',
      'Wymiana kabla SN & przyłączy',
      'Nie',
    ]);
    expect(rows[2]).toEqual([
      '43',
      expect.any(String),
      '12.12.2026 08:00',
      '12.12.2026 14:30',
      '01.12.2026',
      'nN',
      '',
      '',
      'Do akceptacji',
      'Piotr Wiśniewski',
      '',
      'Tak',
    ]);
    expect(rows).toHaveLength(3);
  });

  it('writes a formula-looking comment as text', async () => {
    const rows = await xlsxRows(await buildPlannedOutagesReport([outage({ comment: '=HYPERLINK("http://x")' })]));
    expect(rows[1][10]).toBe('=HYPERLINK("http://x")');
  });

  it('cuts a cell longer than Excel allows', async () => {
    const many = Array.from({ length: 2000 }, (_, i) => ({ ...outage().addresses[0], streetNumber: String(i) }));
    const rows = await xlsxRows(await buildPlannedOutagesReport([outage({ addresses: many })]));
    expect(rows[1][1].length).toBe(32_767);
    expect(rows[1][1].endsWith('…')).toBe(true);
  });
});

describe('announcement (.docx)', () => {
  it('is a Polish notice with the operator, the Warsaw date and hours, the addresses, the works and the hotline', async () => {
    const text = await docxText(await buildAnnouncement(outage()));
    const lines = text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    expect(lines).toEqual([
      'Operator Systemu Dystrybucyjnego',
      'OGŁOSZENIE',
      'Planowana przerwa w dostawie energii elektrycznej',
      'Operator Systemu Dystrybucyjnego uprzejmie informuje, że w związku z planowanymi pracami na sieci elektroenergetycznej nastąpi przerwa w dostawie energii elektrycznej',
      'w dniu 12 grudnia 2026 r. (sobota) w godzinach 08:00–14:30.',
      'Przerwa obejmie następujące adresy:',
      'ul. Marszałkowska 10, 00-590 Warszawa',
      'ul. Kwiatowa 5, Warszawa (Wesoła)',
      'Nieznana 1',
      'Zakres prac: Wymiana kabla SN & przyłączy',
      'Prosimy o traktowanie wszystkich urządzeń elektrycznych jako będących pod napięciem przez cały czas trwania przerwy.',
      'Za utrudnienia przepraszamy.',
      'Informacje o przerwach w dostawie energii: całodobowa infolinia 22 821 31 31.',
      'Nr wyłączenia: 42. Data ogłoszenia: 01.12.2026.',
    ]);
  });

  it('describes an interruption across midnight and leaves out missing works', async () => {
    const text = await docxText(await buildAnnouncement(outage({ outageStart: '2026-06-30T20:00:00Z', outageEnd: '2026-07-01T02:00:00Z', comment: null })));
    expect(text).toContain('od 30 czerwca 2026 r. (wtorek) godz. 22:00 do 1 lipca 2026 r. (środa) godz. 04:00.');
    expect(text).not.toContain('Zakres prac');
  });

  it('is named after the outage', () => {
    expect(announcementFileName(42)).toBe('ogloszenie-wylaczenie-42.docx');
  });
});
