import { spawnSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import { warsawYear } from '../src/outage-history/interruption-time';
import { GeocodingService } from '../src/geocoding/geocoding.service';
import type { GeocodedAddress } from '../src/geocoding/geocoded-address';
import { addressMatchKey } from '@portal/domain';
import { OutageHistoryScheduler } from '../src/outage-history/outage-history.scheduler';
import { REPORT_SHEETS } from '../src/outage-history/history-report.workbook';
import { createUser, tokenFor } from './factories/user.factory';
import { MARSZALKOWSKA } from './factories/outage-addresses';
import { createTestApp, type TestApp } from './support/test-app';
import { binary } from './support/body-parsers';

const KEY = 'history-integration-key-0123456789abcdef';
const HOUR = 3_600_000;
const AT = { lng: 21.0186, lat: 52.2128 };
const PULAWSKA = {
  ...MARSZALKOWSKA,
  nonFormattedAddress: 'Puławska 145',
  street: 'Puławska',
  streetNumber: '145',
  postcode: '02-715',
  district: 'Mokotów',
  coordinates: { lng: 21.0226, lat: 52.1893 },
};
const geocoder = { geocode: async (): Promise<GeocodedAddress | null> => null };

/** The text a PDF shows, as an independent reader extracts it (poppler's pdftotext, Debian's poppler-utils). */
function pdfText(pdf: Buffer): string {
  const out = spawnSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`pdftotext could not read the file: ${out.stderr}`);
  return out.stdout;
}

/** The fonts the PDF uses, as poppler lists them: every one must be embedded, or a viewer substitutes its own. */
function pdfFonts(pdf: Buffer): { name: string; embedded: boolean }[] {
  const out = spawnSync('pdffonts', ['-'], { input: pdf, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`pdffonts could not read the file: ${out.stderr}`);
  return out.stdout
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((line) => ({ name: line.split(/\s+/)[0], embedded: / yes +(yes|no) +(yes|no) /.test(line) }));
}

describe('outage history (issue #18)', () => {
  let t: TestApp;
  let olaAuth: { Authorization: string };
  let ewaAuth: { Authorization: string };
  let adminAuth: { Authorization: string };
  let dispatcher: { Authorization: string };
  let accepter: { Authorization: string };
  let olaAddress: number;
  let olaUserId: number;
  const now = Date.now();
  // Ten days back at a whole hour: inside this Warsaw year unless the suite runs in the first ten days of January.
  const base = Math.floor((now - 10 * 24 * HOUR) / HOUR) * HOUR;
  const year = warsawYear(new Date(base));
  const iso = (ms: number) => new Date(ms).toISOString();

  const integration = {
    put: (id: string, body: object) => t.http().put(`/api/integration/outages/${id}`).set('X-Api-Key', KEY).send(body).expect(200),
    end: (id: string, endedAt: number) =>
      t
        .http()
        .post(`/api/integration/outages/${id}/end`)
        .set('X-Api-Key', KEY)
        .send({ endedAt: iso(endedAt) })
        .expect(200),
  };
  const planned = async (addresses: object[], start: number, hours: number, accept = true) => {
    const res = await t
      .http()
      .post('/api/planned-outage/add')
      .set(dispatcher)
      .send({
        addresses,
        outageStart: iso(start),
        outageEnd: iso(start + hours * HOUR),
        outageAnnouncement: iso(start).slice(0, 10),
        voltageLevel: 'LV',
        taskNumber: null,
        recipient: null,
        comment: null,
        acceptStatus: '',
      })
      .expect(201);
    if (accept) await t.http().post('/api/planned-outage/change-accept-status').set(accepter).send({ id: res.body.id, acceptStatus: 'ACCEPTED' }).expect(200);
    return res.body.id as number;
  };
  const limitRows = () =>
    t.db
      .query(`SELECT "limit_kind" AS "kind" FROM "outage_limit_alerts" WHERE "watched_address_id" = $1 ORDER BY "limit_kind"`, [olaAddress])
      .then((r: Array<{ kind: string }>) => r.map((x) => x.kind));
  const limitMessages = () =>
    t.db.query(`SELECT "channel", "key" FROM "notifications" WHERE "event" = 'LIMIT_EXCEEDED' AND "user_id" = $1 ORDER BY "key", "channel"`, [olaUserId]);
  const history = (auth = olaAuth) => t.http().get('/public/api/user/outage-history').query({ year }).set(auth);

  beforeAll(async () => {
    t = await createTestApp(
      { INTEGRATION_API_KEYS: KEY, NOTIFICATIONS_WORKER: 'false', PUBLIC_URL: 'https://awarie.example.pl', LOG_LEVEL: 'error' },
      { logDestination: process.stderr, overrideProviders: [{ provide: GeocodingService, useValue: geocoder }] },
    );
    const ola = await createUser(t.db, { systemRole: 'PUBLIC', email: 'ola@historia.test', phone: '600100200', emailConfirmedAt: new Date() });
    const ewa = await createUser(t.db, { systemRole: 'PUBLIC', email: 'ewa@historia.test' });
    const admin = await createUser(t.db, { systemRole: 'ADMIN' });
    const d = await createUser(t.db, { systemRole: 'DISPATCHER' });
    const a = await createUser(t.db, { systemRole: 'ACCEPTER' });
    olaUserId = ola.id;
    await t.db.query(
      `UPDATE "users" SET "data_processing_consent_at" = now(), "email_notification_at" = now(), "sms_notification_at" = now() WHERE "id" = $1`,
      [ola.id],
    );
    const insert = async (userId: number, street: string, number: string, at: { lng: number; lat: number }, createdAt: number) =>
      (
        await t.db.query(
          `INSERT INTO "watched_addresses" ("user_id", "street_type", "street_name", "house_number", "city", "district", "lng", "lat", "match_key", "match_key_base", "created_at")
           VALUES ($1, 'ul.', $2, $3, 'Warszawa', 'Śródmieście', $4, $5, $6, $6, $7) RETURNING "id"`,
          [userId, street, number, at.lng, at.lat, addressMatchKey(street, number), new Date(createdAt)],
        )
      )[0].id as number;
    // Watched since before everything below; Ewa's Puławska address was added today, after the planned outage there.
    olaAddress = await insert(ola.id, 'Marszałkowska', '10', AT, base - 24 * HOUR);
    await insert(ewa.id, 'Puławska', '145', PULAWSKA.coordinates, now);
    olaAuth = { Authorization: `Bearer ${await tokenFor(t.http, ola.email)}` };
    ewaAuth = { Authorization: `Bearer ${await tokenFor(t.http, ewa.email)}` };
    adminAuth = { Authorization: `Bearer ${await tokenFor(t.http, admin.email)}` };
    dispatcher = { Authorization: `Bearer ${await tokenFor(t.http, d.email)}` };
    accepter = { Authorization: `Bearer ${await tokenFor(t.http, a.email)}` };

    // Planned: 20 h and 18 h accepted (38 h > 35 h a year; both > 16 h), one never accepted (does not count).
    await planned([MARSZALKOWSKA, PULAWSKA], base, 20);
    await planned([{ ...MARSZALKOWSKA, street: 'Marszałkowska', nonFormattedAddress: 'Marszałkowska 10' }], base + 2 * 24 * HOUR, 18);
    await planned([MARSZALKOWSKA], base + 3 * 24 * HOUR, 10, false);
  });
  afterAll(() => t.close());

  it('the hook on an ended outage tells the address of the planned limits it passed, once per limit', async () => {
    // A failure at the address (circle), 10 h, ended through the integration API: the writer's hook runs the check.
    await integration.put('H-1', {
      type: 'FAILURE',
      voltageClass: 'LV',
      position: AT,
      outageCircle: 'SMALL',
      start: iso(base + 5 * 24 * HOUR),
      cause: 'Uszkodzenie kabla nN',
    });
    expect(await limitRows()).toEqual([]);
    await integration.end('H-1', base + 5 * 24 * HOUR + 10 * HOUR);
    expect(await limitRows()).toEqual(['PLANNED_SINGLE', 'PLANNED_YEAR']);
    const messages = await limitMessages();
    expect(messages.map((m: { channel: string }) => m.channel).sort()).toEqual(['EMAIL', 'EMAIL', 'SMS', 'SMS']);
    expect(messages[0].key).toBe(`LIMIT_EXCEEDED:address:${olaAddress}:${year}:PLANNED_SINGLE`);
    const [mail] = await t.db.query(
      `SELECT "body" FROM "notifications" WHERE "event" = 'LIMIT_EXCEEDED' AND "channel" = 'EMAIL' AND "key" LIKE '%PLANNED_YEAR'`,
    );
    expect(mail.body).toContain(
      `Planowane wyłączenia w ${year} r. pod adresem ul. Marszałkowska 10, Warszawa trwały łącznie 38 h, a dopuszczalny czas to 35 h.`,
    );
    expect(mail.body).toContain(`https://awarie.example.pl/public/user/outage-history?rok=${year}`);
  });

  it('the scheduled check tells of a running outage passing 24 h, and no check tells anything twice', async () => {
    // An extensive failure overlapping H-1 (its area covers the address): counted once with it. A failure far away.
    const square = (d: number) => [
      { lng: AT.lng - d, lat: AT.lat - d },
      { lng: AT.lng + d, lat: AT.lat - d },
      { lng: AT.lng + d, lat: AT.lat + d },
      { lng: AT.lng - d, lat: AT.lat + d },
    ];
    await integration.put('H-2', { type: 'EXTENSIVE', area: square(0.01), start: iso(base + 5 * 24 * HOUR + 5 * HOUR), cause: 'Burza' });
    await integration.end('H-2', base + 5 * 24 * HOUR + 12 * HOUR);
    await integration.put('H-3', {
      type: 'FAILURE',
      voltageClass: 'LV',
      position: { lng: 21.2245, lat: 52.2491 },
      outageCircle: 'MEDIUM',
      start: iso(base + 5 * 24 * HOUR),
    });
    // Still running, 30 h so far: one unplanned interruption over 24 h.
    await integration.put('H-4', { type: 'FAILURE', voltageClass: 'LV', position: AT, outageCircle: 'MEDIUM', start: iso(now - 30 * HOUR) });
    expect(await limitRows()).toEqual(['PLANNED_SINGLE', 'PLANNED_YEAR']);
    const scheduler = t.app.get(OutageHistoryScheduler);
    expect(await scheduler.checkLimits()).toBe(2);
    expect(await limitRows()).toEqual(['PLANNED_SINGLE', 'PLANNED_YEAR', 'UNPLANNED_SINGLE']);
    expect(await scheduler.checkLimits()).toBe(0);
    await integration.end('H-1', base + 5 * 24 * HOUR + 10 * HOUR);
    expect((await limitMessages()).length).toBe(6);
  });

  it('lists every interruption of the year with its figures against the limits', async () => {
    const res = await history().expect(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.body).toMatchObject({ year, notice: expect.stringContaining('Nie jest dokumentem rozliczeniowym operatora') });
    const [a] = res.body.addresses;
    expect(res.body.addresses).toHaveLength(1);
    expect(a).toMatchObject({ id: olaAddress, address: 'ul. Marszałkowska 10, Warszawa' });
    expect(
      a.interruptions.map((i: { kind: string; hours: number; running: boolean; cause: string }) => [i.kind, Math.round(i.hours), i.running, i.cause]),
    ).toEqual([
      ['PLANNED', 20, false, 'Prace planowe na sieci'],
      ['PLANNED', 18, false, 'Prace planowe na sieci'],
      ['FAILURE', 10, false, 'Uszkodzenie kabla nN'],
      ['EXTENSIVE', 7, false, 'Burza'],
      ['FAILURE', 30, true, 'Nie podano'],
    ]);
    expect(a.interruptions[4].end).toBeNull();
    expect(a.planned).toMatchObject({ hours: 38, limitHours: 35, exceeded: true, excessHours: 3, singleLimitHours: 16, discountHours: 6 });
    expect(a.planned.longInterruptions.map((l: { hours: number }) => l.hours)).toEqual([20, 18]);
    // 10 h and 7 h overlapping from hour 5 to 10: 12 h once, plus the running 30 h.
    expect(a.unplanned.hours).toBeCloseTo(42, 1);
    expect(a.unplanned).toMatchObject({ limitHours: 48, exceeded: false, singleLimitHours: 24 });
    expect(a.unplanned.longInterruptions).toHaveLength(1);
    expect(a.unplanned.longInterruptions[0].running).toBe(true);
  });

  it('starts an address history when it was added', async () => {
    const res = await history(ewaAuth).expect(200);
    expect(res.body.addresses).toHaveLength(1);
    expect(res.body.addresses[0].interruptions).toEqual([]);
    expect(res.body.addresses[0].planned.hours).toBe(0);
  });

  it('exports the year as CSV for Polish Excel', async () => {
    const res = await t.http().get(`/public/api/user/outage-history/${olaAddress}/csv`).query({ year }).set(olaAuth).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="historia-wylaczen-${year}-adres-${olaAddress}.csv"`);
    expect(res.headers['cache-control']).toContain('no-store');
    const body = res.body as Buffer;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = body.subarray(3).toString('utf8').split('\r\n');
    expect(lines[1]).toBe('Adres;Rodzaj;Początek;Koniec;Czas trwania (h);Przyczyna');
    expect(lines[2]).toMatch(
      /^ul\. Marszałkowska 10, Warszawa;Wyłączenie planowane;\d\d\.\d\d\.\d{4} \d\d:\d\d;\d\d\.\d\d\.\d{4} \d\d:\d\d;20;Prace planowe na sieci$/,
    );
    expect(lines[6]).toMatch(/;Awaria;.*;trwa;30(,\d+)?;Nie podano$/);
    expect(lines).toContain('Wyłączenia planowane;38;35;tak;2 (limit 16 h)');
  });

  it('exports the year as a Polish PDF with the address, the table and the totals', async () => {
    const res = await t.http().get(`/public/api/user/outage-history/${olaAddress}/pdf`).query({ year }).set(olaAuth).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const fonts = pdfFonts(pdf);
    expect(fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
    expect(fonts.every((f) => f.embedded)).toBe(true);
    const text = pdfText(pdf);
    expect(text).toContain(`Historia wyłączeń – rok ${year}`);
    expect(text).toContain('Adres: ul. Marszałkowska 10, Warszawa');
    expect(text).toContain('Uszkodzenie kabla nN');
    expect(text).toContain('38 h z 35 h dopuszczalnych w roku – limit przekroczony o 3 h');
    expect(text).toContain('Przekroczono dopuszczalny czas przerw: może przysługiwać bonifikata.');
    expect(text).toMatch(/Dz\.U\.\s+2022\s+poz\.\s+2505/);
  });

  it('never shows one person the history of another, nor to staff or to nobody', async () => {
    await t.http().get(`/public/api/user/outage-history/${olaAddress}/csv`).set(ewaAuth).expect(404);
    await t.http().get(`/public/api/user/outage-history/${olaAddress}/pdf`).set(ewaAuth).expect(404);
    expect((await history(ewaAuth).expect(200)).body.addresses.map((a: { id: number }) => a.id)).not.toContain(olaAddress);
    await t.http().get('/public/api/user/outage-history').set(adminAuth).expect(403);
    await t.http().get(`/public/api/user/outage-history/${olaAddress}/csv`).set(adminAuth).expect(403);
    await t.http().get('/public/api/user/outage-history').expect(401);
  });

  it('refuses a wrong year or id with a Polish message', async () => {
    const res = await t.http().get('/public/api/user/outage-history').query({ year: 'abc' }).set(olaAuth).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, errors: { year: expect.any(String) } });
    await t.http().get('/public/api/user/outage-history').query({ year: 1999 }).set(olaAuth).expect(400);
    await t.http().get('/public/api/user/outage-history/abc/csv').set(olaAuth).expect(400);
  });

  it('gives ADMIN the report per district and month as .xlsx, and nobody else', async () => {
    await t.http().get('/api/outage-history/report').set(olaAuth).expect(403);
    await t.http().get('/api/outage-history/report').set(dispatcher).expect(403);
    await t.http().get('/api/outage-history/report').expect(401);
    const res = await t.http().get('/api/outage-history/report').query({ year }).set(adminAuth).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="historia-wylaczen-raport-${year}.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.body);
    const months = book.getWorksheet(REPORT_SHEETS.months)!;
    const rows = months.getSheetValues().filter(Boolean) as unknown[][];
    const srodmiescie = rows.filter((r) => r[1] === 'Śródmieście');
    expect(srodmiescie).toHaveLength(12);
    const planned = srodmiescie.reduce((sum, r) => sum + Number(r[5]), 0);
    expect(planned).toBeCloseTo(38, 0);
    const limits = book.getWorksheet(REPORT_SHEETS.limits)!.getRow(2).values as unknown[];
    expect(limits.slice(1, 7)).toEqual(['Śródmieście', 2, 1, 0, 1, 1]);
  });
});
