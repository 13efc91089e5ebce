import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { CsvHeaderError, CsvRow, detectDelimiter, readAddressCsv } from './address-csv.reader';

const FIXTURE = join(__dirname, '..', '..', '..', 'test', 'fixtures', 'addresses-sample.csv');

async function readAll(input: Readable, delimiter = ','): Promise<CsvRow[]> {
  const rows: CsvRow[] = [];
  for await (const row of readAddressCsv(input, delimiter)) rows.push(row);
  return rows;
}
const problems = (rows: CsvRow[]) => rows.filter((r): r is Extract<CsvRow, { problem: string }> => 'problem' in r).map((r) => [r.line, r.problem]);
const records = (rows: CsvRow[]) => rows.filter((r): r is Extract<CsvRow, { record: unknown }> => 'record' in r);

describe('readAddressCsv', () => {
  it('reads the documented header, keeps good rows and reports bad ones with their line numbers', async () => {
    const rows = await readAll(createReadStream(FIXTURE));
    expect(records(rows).map((r) => [r.line, r.record.externalId])).toEqual([
      [2, 'csv-1'],
      [3, 'csv-2'],
      [4, 'csv-3'],
      [5, 'csv-4'],
      [9, 'csv-8'],
      [12, 'csv-10'],
      [14, 'csv-12'],
      [17, 'csv-15'],
    ]);
    expect(problems(rows)).toEqual([
      [6, 'brak identyfikatora (id)'],
      [7, 'długość geograficzna "abc" nie jest liczbą (lng)'],
      [8, 'współrzędne lat 21.019, lng 52.2266 leżą poza Polską (oczekiwano WGS 84: lat 49–54,9, lng 14,1–24,2) — czy kolumny lng i lat nie są zamienione?'],
      [10, 'brak numeru porządkowego (house_number)'],
      [13, 'niepoprawny kod pocztowy "0052", oczekiwano NN-NNN (postcode)'],
      [15, 'brak miejscowości (city)'],
      [16, 'brak miejscowości (city); brak numeru porządkowego (house_number); brak długości geograficznej (lng); brak szerokości geograficznej (lat)'],
    ]);
  });

  it('normalises street types and names: a type word in the name, a spelled-out type, the default ul.', async () => {
    const byId = new Map(records(await readAll(createReadStream(FIXTURE))).map((r) => [r.record.externalId, r.record]));
    expect(byId.get('csv-3')).toEqual({
      externalId: 'csv-3',
      streetType: 'al.',
      street: 'Jerozolimskie',
      houseNumber: '65/79',
      postcode: '00-697',
      city: 'Warszawa',
      district: 'Śródmieście',
      lng: 21.0052,
      lat: 52.2285,
    });
    expect(byId.get('csv-4')).toMatchObject({ streetType: 'ul.', street: 'Puławska' });
    expect(byId.get('csv-15')).toMatchObject({ streetType: 'ul.', street: 'Marcina Kasprzaka' });
  });

  it('loads the columns of a PRG address-point export as they are (semicolons, decimal commas, extra columns)', async () => {
    const csv = [
      'przestrzen_nazw;lokalny_id;miejscowosc;gmina;ulica;numer_porzadkowy;kod_pocztowy;status;dlugosc_geograficzna;szerokosc_geograficzna',
      'PL.PZGIK.200;7343b2d2-c2ac;Warszawa;Wola;Plac Zawiszy;1;02-025;istniejacy;20,9855;52,2250',
      'PL.PZGIK.200;07bcb481-4975;Rzepin;Rzepin;Inwalidów Wojennych;1A;69-110;istniejacy;14,8391;52,3434',
    ].join('\n');
    const rows = await readAll(Readable.from([csv]), detectDelimiter(csv.split('\n')[0]));
    expect(problems(rows)).toEqual([]);
    expect(records(rows).map((r) => r.record)).toEqual([
      {
        externalId: '7343b2d2-c2ac',
        streetType: 'pl.',
        street: 'Zawiszy',
        houseNumber: '1',
        postcode: '02-025',
        city: 'Warszawa',
        district: 'Wola',
        lng: 20.9855,
        lat: 52.225,
      },
      {
        externalId: '07bcb481-4975',
        streetType: 'ul.',
        street: 'Inwalidów Wojennych',
        houseNumber: '1A',
        postcode: '69-110',
        city: 'Rzepin',
        district: null,
        lng: 14.8391,
        lat: 52.3434,
      },
    ]);
  });

  it('counts lines of quoted fields that span lines, and reports an unclosed quote', async () => {
    const csv = 'id,street,house_number,city,lng,lat\na,"Długa\nulica",1,Warszawa,21,52.2\nb,Krótka,2,Warszawa,21,52.2\nc,"Zła,3,Warszawa,21,52.2\n';
    const rows = await readAll(Readable.from([csv]));
    expect(records(rows).map((r) => [r.line, r.record.externalId])).toEqual([
      [2, 'a'],
      [4, 'b'],
    ]);
    expect(problems(rows)).toEqual([[5, expect.stringMatching(/^błąd składni CSV: Quote Not Closed/)]]);
  });

  it('refuses a file without the required columns, naming them', async () => {
    await expect(readAll(Readable.from(['id,street,city\n1,Długa,Warszawa\n']))).rejects.toThrow(
      new CsvHeaderError(
        'Brak kolumn w nagłówku: house_number, lng, lat. Oczekiwany nagłówek: id,street_type,street,house_number,postcode,city,district,lng,lat (docs/geocoding.md)',
      ),
    );
    await expect(readAll(Readable.from(['']))).rejects.toThrow(CsvHeaderError);
  });

  it.each([
    ['id,street,lat', ','],
    ['id;street;lat', ';'],
    ['id\tstreet\tlat', '\t'],
    ['id', ','],
  ])('detects the delimiter of %j', (line, delimiter) => expect(detectDelimiter(line)).toBe(delimiter));
});
