import { ServiceUnavailableException } from '@nestjs/common';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@lokalise/xlsx';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { seedDemoPlannedOutages } from '../src/database/seeds/demo-planned-outages.seed';
import { seedDemoUsers } from '../src/database/seeds/demo-users.seed';
import type { GeocodedAddress } from '../src/geocoding/geocoded-address';
import { GeocodingService } from '../src/geocoding/geocoding.service';
import { PlannedOutageAddressEntity } from '../src/planned-outages/entities/planned-outage-address.entity';
import { PlannedOutageEntity } from '../src/planned-outages/entities/planned-outage.entity';
import { PlannedOutagesRepository } from '../src/planned-outages/planned-outages.repository';
import { PlannedOutagesService } from '../src/planned-outages/planned-outages.service';
import type { UserEntity } from '../src/users/entities/user.entity';
import { createUser, tokenFor } from './factories/user.factory';
import { docxText, xlsxRows, zipParts } from './support/office-files';
// @ts-expect-error a plain .mjs module shared with the reader's unit test and the corpus's generate.mjs, without typings
import * as corpus from './fixtures/spreadsheets/corpus/writers.mjs';
import { createTestApp, TestApp } from './support/test-app';
import { createTestDatabase } from './support/test-database';
import { MARSZALKOWSKA } from './factories/outage-addresses';
import { binary } from './support/body-parsers';

const FIXTURES = join(__dirname, 'fixtures', 'spreadsheets');

const place = (
  streetType: string | null,
  street: string,
  streetNumber: string,
  postcode: string,
  district: string,
  lng: number,
  lat: number,
): GeocodedAddress => ({
  label: `${streetType ?? ''} ${street} ${streetNumber}`.trim(),
  streetType,
  street,
  streetNumber,
  postcode,
  city: 'Warszawa',
  district,
  coordinates: { lng, lat },
});

/**
 * The geocoder is replaced by one that knows a few queries by heart, so the tests do not depend on the
 * register's contents; it can also be switched "down" like an external provider.
 */
const KNOWN: Record<string, GeocodedAddress> = {
  'ul. Marszałkowska 10, Warszawa': place('ul.', 'Marszałkowska', '10', '00-590', 'Śródmieście', 21.0186, 52.2128),
  'Puławska 145, Warszawa': place('ul.', 'Puławska', '145', '02-715', 'Mokotów', 21.0226, 52.1893),
  'Okuniewska 3 (W), Warszawa': place('ul.', 'Okuniewska', '3', '05-075', 'Wesoła', 21.2245, 52.2491),
};
const geocoder = {
  down: false,
  asked: [] as string[],
  async geocode(text: string): Promise<GeocodedAddress | null> {
    this.asked.push(text);
    if (this.down) throw new ServiceUnavailableException('Wyszukiwanie adresów jest chwilowo niedostępne. Spróbuj ponownie za chwilę.');
    return KNOWN[text] ?? null;
  },
};

const PULAWSKA = {
  ...MARSZALKOWSKA,
  nonFormattedAddress: 'Puławska 145',
  street: 'ul. Puławska',
  streetNumber: '145',
  postcode: '02-715',
  district: 'Mokotów',
  coordinates: { lng: 21.0226, lat: 52.1893 },
};
const OKUNIEWSKA = {
  ...MARSZALKOWSKA,
  nonFormattedAddress: 'Okuniewska 3 (W)',
  street: 'ul. Okuniewska',
  streetNumber: '3',
  postcode: '05-075',
  district: 'Wesoła',
  wesolaDistrict: true,
  coordinates: { lng: 21.2245, lat: 52.2491 },
};

const form = (over: Record<string, unknown> = {}) => ({
  addresses: [MARSZALKOWSKA, PULAWSKA],
  outageStart: '2030-06-03T06:00:00Z',
  outageEnd: '2030-06-03T14:00:00+02:00',
  outageAnnouncement: '2030-05-27',
  voltageLevel: 'MV',
  taskNumber: 'SAP-1001',
  recipient: 'SAP',
  comment: 'Wymiana kabla SN',
  acceptStatus: '',
  ...over,
});

interface Staff {
  user: UserEntity;
  auth: { Authorization: string };
}

async function staff(t: TestApp, role: UserEntity['systemRole'], fullName: string): Promise<Staff> {
  const user = await createUser(t.db, { systemRole: role, fullName });
  return { user, auth: { Authorization: `Bearer ${await tokenFor(t.http, user.email)}` } };
}

describe('planned outages', () => {
  let t: TestApp;
  let dorota: Staff;
  let damian: Staff;
  let artur: Staff;
  let celina: Staff;
  let adam: Staff;
  let outages: PlannedOutagesService;
  const outageRows = () => t.db.getRepository(PlannedOutageEntity).count();
  const addressRows = () => t.db.getRepository(PlannedOutageAddressEntity).count();
  const publicIds = async (now: string) => (await outages.findPublicActive(new Date(now))).map((o) => o.id);
  const add = (who: Staff, body: Record<string, unknown>) => t.http().post('/api/planned-outage/add').set(who.auth).send(body);
  const decide = (id: number, acceptStatus: string, who = artur) =>
    t.http().post('/api/planned-outage/change-accept-status').set(who.auth).send({ id, acceptStatus });

  beforeAll(async () => {
    t = await createTestApp({}, { overrideProviders: [{ provide: GeocodingService, useValue: geocoder }] });
    outages = t.app.get(PlannedOutagesService);
    dorota = await staff(t, 'DISPATCHER', 'Dorota Dyspozytor');
    damian = await staff(t, 'DISPATCHER', 'Damian Drugi');
    artur = await staff(t, 'ACCEPTER', 'Artur Akceptujący');
    celina = await staff(t, 'CALLCENTER', 'Celina Konsultant');
    adam = await staff(t, 'ADMIN', 'Adam Administrator');
  });
  afterAll(() => t.close());

  it('lists the acceptance statuses with their Polish labels to every staff role, and to nobody else', async () => {
    for (const who of [dorota, artur, celina, adam]) {
      await t
        .http()
        .get('/api/planned-outage/accept-statuses')
        .set(who.auth)
        .expect(200, [
          { id: 'TO_ACCEPT', name: 'Do akceptacji' },
          { id: 'ACCEPTED', name: 'Zaakceptowane' },
          { id: 'REJECTED', name: 'Odrzucone' },
        ]);
    }
    await t.http().get('/api/planned-outage/accept-statuses').expect(401);
    const resident = await staff(t, 'PUBLIC', 'Paweł Mieszkaniec');
    await t.http().get('/api/planned-outage/accept-statuses').set(resident.auth).expect(403);
  });

  describe('lifecycle', () => {
    it('add → TO_ACCEPT and hidden → accepted and public → edited back to TO_ACCEPT and hidden → accepted again → ended', async () => {
      const created = await add(dorota, form({ acceptStatus: 'ACCEPTED' })).expect(201);
      expect(created.body).toEqual({
        id: expect.any(Number),
        addresses: [MARSZALKOWSKA, PULAWSKA],
        outageStart: '2030-06-03T06:00:00.000Z',
        outageEnd: '2030-06-03T12:00:00.000Z',
        outageAnnouncement: '2030-05-27',
        voltageLevel: 'MV',
        taskNumber: 'SAP-1001',
        recipient: 'SAP',
        acceptStatus: 'TO_ACCEPT',
        createdBy: { id: dorota.user.id, fullName: 'Dorota Dyspozytor' },
        comment: 'Wymiana kabla SN',
        deleted: false,
        type: 'PLANNED',
        points: [
          { lng: 21.0186, lat: 52.2128 },
          { lng: 21.0226, lat: 52.1893 },
        ],
        actualStart: null,
        actualEnd: null,
        cancelled: false,
        outcome: null,
      });
      const id = created.body.id as number;
      expect(await publicIds('2030-06-01T00:00:00Z')).not.toContain(id);

      const accepted = await decide(id, 'ACCEPTED').expect(200);
      expect(accepted.body).toMatchObject({ id, acceptStatus: 'ACCEPTED' });
      expect(await publicIds('2030-06-01T00:00:00Z')).toContain(id);
      expect(await publicIds('2030-06-03T11:00:00Z')).toContain(id);

      const edited = await add(dorota, form({ id, addresses: [PULAWSKA, OKUNIEWSKA, MARSZALKOWSKA], comment: 'Wymiana kabla SN i złączy' })).expect(201);
      expect(edited.body).toMatchObject({
        id,
        acceptStatus: 'TO_ACCEPT',
        comment: 'Wymiana kabla SN i złączy',
        addresses: [PULAWSKA, OKUNIEWSKA, MARSZALKOWSKA],
      });
      expect(edited.body.points).toHaveLength(3);
      expect(await publicIds('2030-06-01T00:00:00Z')).not.toContain(id);
      const got = await t.http().get(`/api/planned-outage/get/${id}`).set(celina.auth).expect(200);
      expect(got.body).toEqual(edited.body);

      await decide(id, 'ACCEPTED').expect(200);
      expect(await publicIds('2030-06-01T00:00:00Z')).toContain(id);
      expect(await publicIds('2030-06-03T12:00:00Z')).not.toContain(id);
    });

    it('rejects: hidden; rejected may be accepted later; the same decision twice is refused with 400', async () => {
      const id = (await add(dorota, form()).expect(201)).body.id as number;
      await decide(id, 'REJECTED').expect(200);
      expect(await publicIds('2030-06-01T00:00:00Z')).not.toContain(id);
      const again = await decide(id, 'REJECTED').expect(400);
      expect(again.body.message).toBe('Nie można zmienić statusu z „Odrzucone” na „Odrzucone”');
      await decide(id, 'ACCEPTED').expect(200);
      await decide(id, 'REJECTED').expect(200);
      expect(await publicIds('2030-06-01T00:00:00Z')).not.toContain(id);
    });

    it('refuses a decision other than ACCEPTED or REJECTED, and 404s an unknown or deleted outage', async () => {
      const id = (await add(dorota, form()).expect(201)).body.id as number;
      const res = await decide(id, 'TO_ACCEPT').expect(400);
      expect(res.body.errors).toEqual({ acceptStatus: 'Dozwolone wartości: ACCEPTED, REJECTED' });
      await decide(999999, 'ACCEPTED').expect(404, { statusCode: 404, message: 'Nie znaleziono planowanego wyłączenia' });
      await t.http().delete(`/api/planned-outage/delete/${id}`).set(dorota.auth).expect(204);
      await decide(id, 'ACCEPTED').expect(404);
    });

    it('accepts many in one transaction, counting only those that changed; an unknown id changes nothing', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 3; i += 1) ids.push((await add(dorota, form()).expect(201)).body.id);
      await decide(ids[0], 'ACCEPTED').expect(200);
      const many = (body: object, who = artur) => t.http().post('/api/planned-outage/change-accept-status/many').set(who.auth).send(body);
      await many({ ids: [...ids, 999999], acceptStatus: 'ACCEPTED' }).expect(404);
      expect((await t.http().get(`/api/planned-outage/get/${ids[1]}`).set(artur.auth)).body.acceptStatus).toBe('TO_ACCEPT');
      await many({ ids, acceptStatus: 'ACCEPTED' }).expect(200, { changed: 2 });
      expect(await publicIds('2030-06-01T00:00:00Z')).toEqual(expect.arrayContaining(ids));
      await many({ ids: [], acceptStatus: 'ACCEPTED' }).expect(400);
      await many({ ids: Array.from({ length: 201 }, (_, i) => i + 1), acceptStatus: 'REJECTED' }).expect(400);
      await many({ ids, acceptStatus: 'REJECTED' }, dorota).expect(403);
    });
  });

  describe('deletion', () => {
    it('soft-deletes from a bare list or { ids }, by any dispatcher; deleted outages are not public', async () => {
      const mine = (await add(dorota, form()).expect(201)).body.id as number;
      const other = (await add(damian, form()).expect(201)).body.id as number;
      await decide(mine, 'ACCEPTED').expect(200);
      await t.http().post('/api/planned-outage/delete/many').set(damian.auth).send([mine]).expect(200, { deleted: 1 });
      await t
        .http()
        .post('/api/planned-outage/delete/many')
        .set(dorota.auth)
        .send({ ids: [mine, other] })
        .expect(200, { deleted: 1 });
      const got = await t.http().get(`/api/planned-outage/get/${mine}`).set(dorota.auth).expect(200);
      expect(got.body).toMatchObject({ deleted: true, acceptStatus: 'ACCEPTED' });
      expect(await publicIds('2030-06-01T00:00:00Z')).not.toContain(mine);
      expect(await t.db.getRepository(PlannedOutageEntity).countBy({ id: mine })).toBe(1);
    });

    it('deletes one with DELETE (204, also when deleted already), 404s an unknown id, and cannot edit a deleted one', async () => {
      const id = (await add(dorota, form()).expect(201)).body.id as number;
      await t.http().delete(`/api/planned-outage/delete/${id}`).set(dorota.auth).expect(204);
      await t.http().delete(`/api/planned-outage/delete/${id}`).set(dorota.auth).expect(204);
      await t.http().delete('/api/planned-outage/delete/999999').set(dorota.auth).expect(404);
      await t.http().delete('/api/planned-outage/delete/abc').set(dorota.auth).expect(400);
      await add(dorota, form({ id })).expect(404);
    });

    it('refuses an empty selection with the spec message, and other roles', async () => {
      const res = await t.http().post('/api/planned-outage/delete/many').set(dorota.auth).send([]).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'Niepoprawne dane', errors: { ids: 'Nie zaznaczono żadnych wyłączeń' } });
      const bad = await t
        .http()
        .post('/api/planned-outage/delete/many')
        .set(dorota.auth)
        .send({ ids: ['x'] })
        .expect(400);
      expect(bad.body.errors).toEqual({ ids: 'Wartość musi być liczbą całkowitą' });
      const id = (await add(dorota, form()).expect(201)).body.id as number;
      await t.http().post('/api/planned-outage/delete/many').set(artur.auth).send([id]).expect(403);
      await t.http().delete(`/api/planned-outage/delete/${id}`).set(celina.auth).expect(403);
      expect((await t.http().get(`/api/planned-outage/get/${id}`).set(artur.auth)).body.deleted).toBe(false);
    });
  });

  describe('roles', () => {
    it('lets only a dispatcher add, and only the creator edit (403 with the spec message, nothing changed)', async () => {
      const before = await outageRows();
      await add(celina, form()).expect(403);
      await add(artur, form()).expect(403);
      await add(adam, form()).expect(403);
      expect(await outageRows()).toBe(before);

      const id = (await add(dorota, form()).expect(201)).body.id as number;
      await decide(id, 'ACCEPTED').expect(200);
      const res = await add(damian, form({ id, comment: 'Cudza zmiana' })).expect(403);
      expect(res.body).toEqual({ statusCode: 403, message: 'Nie masz wystarczających uprawnień' });
      const got = await t.http().get(`/api/planned-outage/get/${id}`).set(dorota.auth).expect(200);
      expect(got.body).toMatchObject({ comment: 'Wymiana kabla SN', acceptStatus: 'ACCEPTED' });
      await add(dorota, form({ id: 999999 })).expect(404);
    });

    it('lets only an accepter decide', async () => {
      const id = (await add(dorota, form()).expect(201)).body.id as number;
      for (const who of [dorota, celina, adam]) await decide(id, 'ACCEPTED', who).expect(403);
      expect((await t.http().get(`/api/planned-outage/get/${id}`).set(dorota.auth)).body.acceptStatus).toBe('TO_ACCEPT');
    });

    it('keeps each list, the report and the documents to the spec roles', async () => {
      const id = (await add(dorota, form()).expect(201)).body.id as number;
      await t.http().post('/api/planned-outage/dispatcher/search/report').set(artur.auth).send({}).expect(403);
      await t.http().post('/api/planned-outage/search/report').set(dorota.auth).send({}).expect(403);
      await t.http().post('/api/planned-outage/search/report/count').set(adam.auth).send({}).expect(403);
      await t.http().get(`/api/planned-outage/get/${id}`).set(adam.auth).expect(403);
      await t.http().get('/api/planned-outage/report').set(celina.auth).expect(403);
      await t.http().get(`/api/planned-outage/announcement/${id}`).set(artur.auth).expect(403);
      await t
        .http()
        .post('/api/planned-outage/resolve-addresses')
        .set(celina.auth)
        .send({ addresses: ['x'] })
        .expect(403);
      await t.http().post('/api/planned-outage/address-list').set(artur.auth).expect(403);
      await t.http().get(`/api/planned-outage/get/${id}`).expect(401);
    });
  });

  describe('validation: 400 with a message under each field, nothing written', () => {
    const long = (n: number) => 'x'.repeat(n);
    it.each<[string, Record<string, unknown>, Record<string, string>]>([
      [
        'missing required fields',
        { addresses: [MARSZALKOWSKA] },
        { outageStart: 'Pole obowiązkowe', outageEnd: 'Pole obowiązkowe', outageAnnouncement: 'Pole obowiązkowe', voltageLevel: 'Pole obowiązkowe' },
      ],
      ['end before start', form({ outageEnd: '2030-06-03T05:59:00Z' }), { outageEnd: 'Czas zakończenia nie może być wcześniej od czasu rozpoczęcia' }],
      ['end equal to start', form({ outageEnd: '2030-06-03T08:00:00+02:00' }), { outageEnd: 'Czas zakończenia nie może być wcześniej od czasu rozpoczęcia' }],
      ['no addresses', form({ addresses: [] }), { addresses: 'Nie wpisano żadnego adresu' }],
      ['addresses missing', { ...form(), addresses: undefined }, { addresses: 'Nie wpisano żadnego adresu' }],
      [
        '2001 addresses',
        form({ addresses: Array.from({ length: 2001 }, (_, i) => ({ nonFormattedAddress: `Testowa ${i}` })) }),
        { addresses: 'Maksymalna liczba adresów: 2000' },
      ],
      [
        'an address of 201 characters',
        form({ addresses: [{ nonFormattedAddress: long(201) }] }),
        { 'addresses.0.nonFormattedAddress': 'Maksymalna długość: 200' },
      ],
      ['an empty address', form({ addresses: [MARSZALKOWSKA, { nonFormattedAddress: '  ' }] }), { 'addresses.1.nonFormattedAddress': 'Pole obowiązkowe' }],
      [
        'bad coordinates',
        form({ addresses: [{ ...MARSZALKOWSKA, coordinates: { lng: 21, lat: 91 } }] }),
        { 'addresses.0.coordinates.lat': 'Maksymalna wartość: 90' },
      ],
      ['a comment of 1001 characters', form({ comment: long(1001) }), { comment: 'Maksymalna długość: 1000' }],
      ['a task number of 51 characters', form({ taskNumber: long(51) }), { taskNumber: 'Maksymalna długość: 50' }],
      [
        'an unknown voltage and recipient',
        form({ voltageLevel: 'SN', recipient: 'Excel' }),
        { voltageLevel: 'Dozwolone wartości: LV, MV, HV', recipient: 'Dozwolone wartości: SAP, CallNet' },
      ],
      [
        'a local time without a zone',
        form({ outageStart: '2030-06-03T08:00:00' }),
        { outageStart: 'Podaj datę i godzinę w formacie ISO 8601 ze strefą czasową (np. 2026-12-01T08:00:00Z)' },
      ],
      ['an impossible announcement date', form({ outageAnnouncement: '2030-02-30' }), { outageAnnouncement: 'Podaj datę w formacie RRRR-MM-DD' }],
      ['an unknown field', form({ createdAt: '2030-01-01' }), { createdAt: 'Nieznane pole' }],
      // Issue 14: nested lists reached the service and answered 500.
      ['a list of addresses nested in a list', form({ addresses: [[MARSZALKOWSKA]] }), { addresses: 'Wartość musi być obiektem' }],
      ['an empty list in the addresses', form({ addresses: [[]] }), { addresses: 'Wartość musi być obiektem' }],
    ])('%s', async (_name, body, errors) => {
      const [outagesBefore, addressesBefore] = [await outageRows(), await addressRows()];
      const res = await add(dorota, body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'Niepoprawne dane', errors });
      expect([await outageRows(), await addressRows()]).toEqual([outagesBefore, addressesBefore]);
    });

    it('accepts 2000 addresses of 200 characters', async () => {
      const addresses = Array.from({ length: 2000 }, (_, i) => ({ nonFormattedAddress: `${i} `.padEnd(200, 'x') }));
      const res = await add(dorota, form({ addresses })).expect(201);
      expect(res.body.addresses).toHaveLength(2000);
      expect(res.body.points).toEqual([]);
    });

    it('does not change an outage when an edit is invalid', async () => {
      const id = (await add(dorota, form()).expect(201)).body.id as number;
      await add(dorota, form({ id, addresses: [] })).expect(400);
      expect((await t.http().get(`/api/planned-outage/get/${id}`).set(dorota.auth)).body.addresses).toEqual([MARSZALKOWSKA, PULAWSKA]);
    });
  });

  describe('address list import', () => {
    const upload = (name: string, who = dorota) => t.http().post('/api/planned-outage/address-list').set(who.auth).attach('file', join(FIXTURES, name));

    it('reads the [PPE] Adres column of an .xlsx and of an .xls', async () => {
      await upload('addresses.xlsx').expect(200, ['ul. Marszałkowska 10, Warszawa', 'ul. Puławska 145, Warszawa', 'ul. Kwiatowa 5 (W)', 'ul. Grochowska 200']);
      await upload('addresses.xls').expect(200, ['ul. Grójecka 20, Warszawa', 'al. Jana Pawła II 12, Warszawa']);
    });

    describe('a corpus of real writers (fixtures/spreadsheets/corpus): every file gives the same list', () => {
      const send = (file: Buffer, name: string) => t.http().post('/api/planned-outage/address-list').set(dorota.auth).attach('file', file, name);
      const expected = corpus.EXPECTED_ADDRESSES as string[];

      it.each(Object.keys(corpus.WRITTEN_IN_TEST))('%s, written by its library in the test', async (name: string) => {
        await send(Buffer.from(await corpus.WRITTEN_IN_TEST[name]()), name).expect(200, expected);
      });

      it.each(corpus.COMMITTED as string[])('%s, made by its tool and committed', async (name) => {
        await send(readFileSync(join(corpus.CORPUS_DIR, name)), name).expect(200, expected);
      });

      it('the committed CSV is the table the tools are given', () => {
        expect(readFileSync(join(corpus.CORPUS_DIR, 'adresy.csv'), 'utf8')).toBe(corpus.tableCsv());
      });

      /**
       * The committed files must be what the tools make today: each is made again and read through the same route,
       * and its workbook parts (all but the document properties, which carry the time) equal the committed ones.
       * Without the tool here the check is skipped; CI installs both, so there it is required.
       */
      describe.each([
        ['soffice', 'libreoffice', () => corpus.makeLibreOffice],
        ['python3-openpyxl', 'openpyxl', () => corpus.makeOpenpyxl],
      ])('made again with %s', (tool, prefix, maker) => {
        let dir: string;
        let present = false;
        beforeAll(async () => {
          present = await corpus.available(tool === 'soffice' ? 'soffice' : 'openpyxl');
          if (!present && process.env.CI) throw new Error(`${tool} is missing: CI must install it`);
          dir = mkdtempSync(join(tmpdir(), 'corpus-'));
        });
        afterAll(() => rmSync(dir, { recursive: true, force: true }));

        it('gives the committed files', async () => {
          if (!present) return console.warn(`${tool} is not installed: the committed ${prefix} files are not remade`);
          const names: string[] = await maker()(dir);
          for (const name of names) {
            const made = readFileSync(join(dir, name));
            const committed = readFileSync(join(corpus.CORPUS_DIR, name));
            await send(made, name).expect(200, expected);
            if (name.endsWith('.xls')) {
              const cells = (file: Buffer) => {
                const book = XLSX.read(file, { type: 'buffer' });
                return XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]], { header: 1 });
              };
              expect(cells(made)).toEqual(cells(committed));
            } else {
              const workbookParts = async (file: Buffer) => [...(await zipParts(file))].filter(([part]) => !part.startsWith('docProps/'));
              expect(await workbookParts(made)).toEqual(await workbookParts(committed));
            }
          }
        }, 180_000);
      });
    });

    it.each([
      ['no-column.xlsx', 'Plik nie zawiera kolumny [PPE] Adres'],
      ['corrupt.xlsx', 'Plik jest uszkodzony i nie da się go odczytać'],
      ['bomb.xlsx', 'Plik odrzucony: po rozpakowaniu byłby zbyt duży lub ma zbyt wiele elementów'],
      ['many-entries.xlsx', 'Plik odrzucony: po rozpakowaniu byłby zbyt duży lub ma zbyt wiele elementów'],
      ['lying-size.xlsx', 'Plik odrzucony: po rozpakowaniu byłby zbyt duży lub ma zbyt wiele elementów'],
      ['encrypted.xlsx', 'Plik jest zabezpieczony hasłem: zapisz go bez hasła i spróbuj ponownie'],
      ['not-a-spreadsheet.xlsx', 'Plik nie jest arkuszem Excel (.xlsx lub .xls)'],
      ['too-many-addresses.xlsx', 'Plik zawiera więcej niż 2000 adresów'],
    ])('refuses %s with 400 and a Polish message', async (name, message) => {
      await upload(name).expect(400, { statusCode: 400, message, errors: { file: message } });
    });

    it('refuses no file, another field, a wrong extension and a file over 5 MB', async () => {
      const none = await t.http().post('/api/planned-outage/address-list').set(dorota.auth).expect(400);
      expect(none.body.message).toBe('Nie przesłano pliku');
      const field = await t.http().post('/api/planned-outage/address-list').set(dorota.auth).attach('plik', join(FIXTURES, 'addresses.xlsx')).expect(400);
      expect(field.body.message).toBe('Niepoprawne przesłanie pliku: wyślij jeden plik w polu „file”');
      const csv = await t
        .http()
        .post('/api/planned-outage/address-list')
        .set(dorota.auth)
        .attach('file', Buffer.from('[PPE] Adres\nMarszałkowska 10\n'), 'lista.csv')
        .expect(400);
      expect(csv.body.message).toBe('Akceptowane są wyłącznie pliki Excel (.xlsx lub .xls)');
      const big = await t
        .http()
        .post('/api/planned-outage/address-list')
        .set(dorota.auth)
        .attach('file', Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'duzy.xlsx')
        .expect(413);
      expect(big.body).toEqual({ statusCode: 413, message: 'Plik jest za duży (najwyżej 5 MB)', errors: { file: 'Plik jest za duży (najwyżej 5 MB)' } });
    });
  });

  describe('resolve addresses', () => {
    const resolve = (addresses: unknown) => t.http().post('/api/planned-outage/resolve-addresses').set(dorota.auth).send({ addresses });

    it('places what it can, adds the capital, reads (W), and returns the rest as null in the order given', async () => {
      geocoder.asked = [];
      const res = await resolve(['ul. Marszałkowska 10', 'Nieznana 7', 'Okuniewska 3 (W)']).expect(200);
      expect(res.body).toEqual([
        { input: 'ul. Marszałkowska 10', address: { ...MARSZALKOWSKA, nonFormattedAddress: 'ul. Marszałkowska 10' } },
        { input: 'Nieznana 7', address: null },
        { input: 'Okuniewska 3 (W)', address: OKUNIEWSKA },
      ]);
      expect(geocoder.asked.sort()).toEqual(['Nieznana 7, Warszawa', 'Okuniewska 3 (W), Warszawa', 'ul. Marszałkowska 10, Warszawa']);
    });

    it('takes 1 to 200 texts of up to 200 characters', async () => {
      expect((await resolve([]).expect(400)).body.errors).toEqual({ addresses: 'Nie wpisano żadnego adresu' });
      expect((await resolve(Array.from({ length: 201 }, () => 'a')).expect(400)).body.errors).toEqual({
        addresses: 'Maksymalnie 200 adresów w jednym wywołaniu',
      });
      expect((await resolve(['x'.repeat(201)]).expect(400)).body.errors).toEqual({ addresses: 'Maksymalna długość: 200' });
      await resolve(Array.from({ length: 200 }, (_, i) => `Nieznana ${i + 1}`)).expect(200);
    });

    it('answers 503 when the geocoder is down, rather than marking every address wrong', async () => {
      geocoder.down = true;
      try {
        const res = await resolve(['ul. Marszałkowska 10']).expect(503);
        expect(res.body.message).toBe('Wyszukiwanie adresów jest chwilowo niedostępne. Spróbuj ponownie za chwilę.');
      } finally {
        geocoder.down = false;
      }
    });
  });

  describe('documents', () => {
    it('prints a Polish announcement with the Warsaw date and hours, the addresses, the works and the hotline', async () => {
      const id = (await add(dorota, form({ addresses: [MARSZALKOWSKA, OKUNIEWSKA, { nonFormattedAddress: 'Nieznana 7' }] })).expect(201)).body.id as number;
      const res = await t.http().get(`/api/planned-outage/announcement/${id}`).set(dorota.auth).buffer(true).parse(binary).expect(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="ogloszenie-wylaczenie-${id}.docx"`);
      const text = await docxText(res.body);
      expect(text).toContain('Operator Systemu Dystrybucyjnego');
      expect(text).toContain('OGŁOSZENIE');
      expect(text).toContain('w dniu 3 czerwca 2030 r. (poniedziałek) w godzinach 08:00–14:00.');
      expect(text).toContain('ul. Marszałkowska 10, 00-590 Warszawa');
      expect(text).toContain('ul. Okuniewska 3, 05-075 Warszawa (Wesoła)');
      expect(text).toContain('Nieznana 7');
      expect(text).toContain('Zakres prac: Wymiana kabla SN');
      expect(text).toContain('całodobowa infolinia 22 821 31 31');
      expect(text).toContain(`Nr wyłączenia: ${id}. Data ogłoszenia: 27.05.2030.`);
    });

    it('answers 404 for an unknown outage and 400 for a deleted one', async () => {
      await t.http().get('/api/planned-outage/announcement/999999').set(dorota.auth).expect(404);
      const id = (await add(dorota, form()).expect(201)).body.id as number;
      await t.http().delete(`/api/planned-outage/delete/${id}`).set(dorota.auth).expect(204);
      const res = await t.http().get(`/api/planned-outage/announcement/${id}`).set(dorota.auth).expect(400);
      expect(res.body.message).toBe('Nie można przygotować ogłoszenia dla usuniętego wyłączenia');
    });
  });
});

describe('planned outage search, count and report', () => {
  let t: TestApp;
  let dorota: Staff;
  let damian: Staff;
  let artur: Staff;
  let celina: Staff;
  const ids: Record<string, number> = {};
  const dispatcherSearch = (who: Staff, body: object) => t.http().post('/api/planned-outage/dispatcher/search/report').set(who.auth).send(body);
  const search = (body: object, who = artur) => t.http().post('/api/planned-outage/search/report').set(who.auth).send(body);
  const count = (body: object, who = artur) => t.http().post('/api/planned-outage/search/report/count').set(who.auth).send(body);
  const names = (res: { body: Array<{ id: number }> }) => res.body.map((o) => Object.keys(ids).find((k) => ids[k] === o.id));

  beforeAll(async () => {
    t = await createTestApp({}, { overrideProviders: [{ provide: GeocodingService, useValue: geocoder }] });
    dorota = await staff(t, 'DISPATCHER', 'Dorota Dyspozytor');
    damian = await staff(t, 'DISPATCHER', 'Bartosz Mistrz');
    artur = await staff(t, 'ACCEPTER', 'Artur Akceptujący');
    celina = await staff(t, 'CALLCENTER', 'Celina Konsultant');
    const make = async (name: string, who: Staff, over: Record<string, unknown>, status?: string) => {
      const res = await t.http().post('/api/planned-outage/add').set(who.auth).send(form(over)).expect(201);
      ids[name] = res.body.id;
      if (status) await t.http().post('/api/planned-outage/change-accept-status').set(artur.auth).send({ id: res.body.id, acceptStatus: status }).expect(200);
    };
    // Day by day in June 2030, Warsaw time is UTC+2.
    await make(
      'a',
      dorota,
      { outageStart: '2030-06-01T06:00:00Z', outageEnd: '2030-06-01T10:00:00Z', voltageLevel: 'LV', taskNumber: 'T-3', comment: 'Wymiana słupa' },
      'ACCEPTED',
    );
    await make('b', dorota, {
      outageStart: '2030-06-02T06:00:00Z',
      outageEnd: '2030-06-02T18:00:00Z',
      voltageLevel: 'HV',
      taskNumber: 'T-1',
      comment: 'Przegląd stacji',
      addresses: [PULAWSKA],
    });
    await make(
      'c',
      damian,
      {
        outageStart: '2030-06-03T06:00:00Z',
        outageEnd: '2030-06-04T06:00:00Z',
        voltageLevel: 'MV',
        taskNumber: null,
        comment: '100% mocy_rezerwa',
        addresses: [OKUNIEWSKA],
      },
      'REJECTED',
    );
    await make(
      'd',
      damian,
      {
        outageStart: '2030-06-05T06:00:00Z',
        outageEnd: '2030-06-05T07:00:00Z',
        voltageLevel: 'LV',
        taskNumber: 'T-2',
        comment: null,
        addresses: [MARSZALKOWSKA],
      },
      'ACCEPTED',
    );
    await make('e', dorota, { outageStart: '2030-06-06T06:00:00Z', outageEnd: '2030-06-06T07:00:00Z', comment: 'Usunięte prace' });
    await t.http().delete(`/api/planned-outage/delete/${ids.e}`).set(dorota.auth).expect(204);
  });
  afterAll(() => t.close());

  it('filters by address anywhere, ignoring case and Polish diacritics', async () => {
    expect(names(await search({ address: 'PULAWSKA 145' }))).toEqual(['a', 'b', 'e']);
    expect(names(await search({ address: 'wesoła' }))).toEqual(['c']);
    expect(names(await search({ address: 'okuniewska 3 (w)' }))).toEqual(['c']);
    expect(names(await search({ address: '00-590' }))).toEqual(['a', 'd', 'e']);
    expect(names(await search({ address: '%' }))).toEqual([]);
  });

  it('filters by works, id, status, deleted and creator', async () => {
    expect(names(await search({ comment: 'STACJI' }))).toEqual(['b']);
    expect(names(await search({ comment: '100%' }))).toEqual(['c']);
    expect(names(await search({ comment: '_' }))).toEqual(['c']);
    expect(names(await search({ id: ids.d }))).toEqual(['d']);
    expect(names(await search({ acceptStatus: 'ACCEPTED' }))).toEqual(['a', 'd']);
    expect(names(await search({ acceptStatus: 'TO_ACCEPT', deleted: false }))).toEqual(['b']);
    expect(names(await search({ deleted: true }))).toEqual(['e']);
    expect(names(await search({ createdBy: damian.user.id }))).toEqual(['c', 'd']);
  });

  it('filters by time: overlap with [start, end], starting at or after, ending at or before', async () => {
    expect(names(await search({ start: '2030-06-02T12:00:00Z', end: '2030-06-03T12:00:00+02:00' }))).toEqual(['b', 'c']);
    expect(names(await search({ start: '2030-06-04T00:00:00Z' }))).toEqual(['c', 'd', 'e']);
    expect(names(await search({ end: '2030-06-01T23:59:00Z' }))).toEqual(['a']);
    expect(names(await search({ outageStart: '2030-06-03T06:00:00Z' }))).toEqual(['c', 'd', 'e']);
    expect(names(await search({ outageEnd: '2030-06-02T18:00:00Z' }))).toEqual(['a', 'b']);
    expect(names(await search({ outageStart: '2030-06-02T00:00:00Z', outageEnd: '2030-06-05T08:00:00Z', deleted: false }))).toEqual(['b', 'c', 'd']);
  });

  it('sorts by every listed column and pages; the count ignores paging', async () => {
    const order = async (sortField: string, sortOrder = 'ASC') => names(await search({ page: { sortField, sortOrder } }));
    expect(await order('outageStart', 'DESC')).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(await order('outageEnd')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(await order('taskNumber')).toEqual(['e', 'b', 'd', 'a', 'c']);
    expect(await order('voltageLevel')).toEqual(['b', 'a', 'd', 'c', 'e']);
    expect(await order('acceptStatus')).toEqual(['a', 'd', 'c', 'b', 'e']);
    expect(await order('createdBy')).toEqual(['c', 'd', 'a', 'b', 'e']);
    expect(await order('comment')).toEqual(['c', 'b', 'e', 'a', 'd']);
    expect(await order('id', 'DESC')).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(names(await search({ page: { limit: 2, offset: 2, sortField: 'id' } }))).toEqual(['c', 'd']);
    expect(names(await search({}))).toEqual(['a', 'b', 'c', 'd', 'e']);
    await count({ page: { limit: 1 } }).expect(200, { count: 5 });
    await count({ deleted: false, acceptStatus: 'ACCEPTED' }, celina).expect(200, { count: 2 });
  });

  it('refuses unknown sort fields and malformed criteria', async () => {
    const res = await search({ page: { sortField: 'password', limit: 101 }, start: 'wczoraj', acceptStatus: 'DONE', deleted: 'false' }).expect(400);
    expect(res.body.errors).toEqual({
      'page.sortField': 'Dozwolone wartości: id, outageStart, outageEnd, voltageLevel, taskNumber, acceptStatus, createdBy, comment',
      'page.limit': 'Maksymalna wartość: 100',
      start: 'Podaj datę i godzinę w formacie ISO 8601 ze strefą czasową (np. 2026-12-01T08:00:00Z)',
      acceptStatus: 'Dozwolone wartości: TO_ACCEPT, ACCEPTED, REJECTED',
      deleted: 'Wartość musi być wartością logiczną (true/false)',
    });
  });

  it("gives the dispatcher 'my' and 'all' lists", async () => {
    expect(names(await dispatcherSearch(dorota, { mine: true, deleted: false }))).toEqual(['a', 'b']);
    expect(names(await dispatcherSearch(damian, { mine: true }))).toEqual(['c', 'd']);
    // 'mine' wins over a createdBy in the body.
    expect(names(await dispatcherSearch(damian, { mine: true, createdBy: dorota.user.id }))).toEqual(['c', 'd']);
    expect(names(await dispatcherSearch(damian, { deleted: false }))).toEqual(['a', 'b', 'c', 'd']);
    await t.http().post('/api/planned-outage/dispatcher/search/report/count').set(dorota.auth).send({ mine: true }).expect(200, { count: 3 });
  });

  it('downloads the Excel report with every column, Warsaw times and the same criteria as query parameters', async () => {
    const res = await t
      .http()
      .get('/api/planned-outage/report')
      .query({ deleted: 'false', sortField: 'outageStart', sortOrder: 'DESC' })
      .set(artur.auth)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="planowane-wylaczenia-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const rows = await xlsxRows(res.body);
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
    expect(rows.slice(1).map((r) => r[0])).toEqual([ids.d, ids.c, ids.b, ids.a].map(String));
    expect(rows[2]).toEqual([
      String(ids.c),
      'ul. Okuniewska 3, 05-075 Warszawa (Wesoła)',
      '03.06.2030 08:00',
      '04.06.2030 08:00',
      '27.05.2030',
      'SN',
      '',
      'SAP',
      'Odrzucone',
      'Bartosz Mistrz',
      '100% mocy_rezerwa',
      'Nie',
    ]);
    expect(rows[4][1]).toBe('ul. Marszałkowska 10, 00-590 Warszawa\nul. Puławska 145, 02-715 Warszawa');

    const mine = await t
      .http()
      .get('/api/planned-outage/report')
      .query({ mine: 'true', acceptStatus: 'ACCEPTED' })
      .set(dorota.auth)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect((await xlsxRows(mine.body)).slice(1).map((r) => r[0])).toEqual([String(ids.a)]);
    const bad = await t.http().get('/api/planned-outage/report').query({ deleted: 'nie', id: 'x', page: '1' }).set(artur.auth).expect(400);
    expect(bad.body.errors).toEqual({
      deleted: 'Wartość musi być wartością logiczną (true/false)',
      id: 'Wartość musi być liczbą całkowitą',
      page: 'Nieznane pole',
    });
  });
});

describe('planned outage demo data', () => {
  it('seeds a dozen outages of the demo dispatcher in every status, six of them public now', async () => {
    const url = await createTestDatabase();
    const db = await new DataSource(dataSourceOptions(url)).initialize();
    try {
      await db.transaction(async (em) => {
        await seedDemoUsers(em);
        await seedDemoPlannedOutages(em);
      });
      const rows = await db.getRepository(PlannedOutageEntity).find({ relations: { createdBy: true, addresses: true } });
      expect(rows).toHaveLength(12);
      expect(new Set(rows.map((o) => o.createdBy!.email))).toEqual(new Set(['dyspozytor@demo.local']));
      expect(new Set(rows.map((o) => o.acceptStatus))).toEqual(new Set(['TO_ACCEPT', 'ACCEPTED', 'REJECTED']));
      expect(rows.filter((o) => o.deleted)).toHaveLength(1);
      expect(rows.filter((o) => o.outageEnd < new Date())).toHaveLength(1);
      expect(new Set(rows.flatMap((o) => o.addresses!.map((a) => a.district))).size).toBeGreaterThanOrEqual(8);
      for (const o of rows) {
        expect(o.outageEnd.getTime()).toBeGreaterThan(o.outageStart.getTime());
        expect(o.points.length).toBe(Math.min(o.addresses!.length, 3));
      }
      const active = await new PlannedOutagesRepository(db).findPublicActive(new Date());
      expect(active).toHaveLength(6);
      expect(active.every((o) => o.acceptStatus === 'ACCEPTED' && !o.deleted)).toBe(true);
    } finally {
      await db.destroy();
    }
  });
});
