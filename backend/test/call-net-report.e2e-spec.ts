import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AreasService } from '../src/areas/areas.service';
import { CallNetOutageEntity } from '../src/outages/entities/call-net-outage.entity';
import { UserReportEntity } from '../src/reports/entities/user-report.entity';
import type { LngLat } from '@portal/domain';
import { OutageLocatorService } from '../src/map-feed/outage-locator.service';
import { ReportRetentionService, RETENTION_JOB } from '../src/reports/report-retention.service';
import { advisoryLockKey } from '../src/common/scheduling/advisory-lock';
import { PlannedOutageEntity } from '../src/planned-outages/entities/planned-outage.entity';
import { SettingsService } from '../src/settings/settings.service';
import type { UserEntity } from '../src/users/entities/user.entity';
import { createUser, tokenFor } from './factories/user.factory';
import { solvedCaptcha } from './support/altcha-solver';
import { squareRing } from './factories/square-ring';
import { createTestApp, TestApp } from './support/test-app';

const OUTSIDE_SERVICE = 'Adres obsługiwany przez innego Operatora Sieci Dystrybucyjnej.';
const CAPTCHA_FAILED = 'Weryfikacja captcha nie powiodła się. Spróbuj ponownie.';

/** "Test Centrum" of fixtures/areas/areas.geojson spans lng 20.98–21.04, lat 52.20–52.25 (hole at 21.00–21.01, 52.225–52.235). */
const PLAIN: LngLat = { lng: 21.02, lat: 52.215 };
const IN_EXTENSIVE: LngLat = { lng: 21.03, lat: 52.244 };
const IN_PLANNED: LngLat = { lng: 20.99, lat: 52.21 };
const IN_FAILURE: LngLat = { lng: 21.03, lat: 52.205 };
const IN_HOLE: LngLat = { lng: 21.005, lat: 52.23 };
const OUTSIDE: LngLat = { lng: 21.3, lat: 52.4 };

const NO_VOLTAGE_FLAT = { building: 'FLAT', invoicesPaid: true, fusesChecked: true, meterChecked: true, neighboursHaveLight: false };
const LIMITED_HOUSE = { building: 'HOUSE', supplyType: 'CABLE', electricianConfirmed: true };

let sequence = 0;
/** A complete, valid report body (without the captcha); each call has its own phone and e-mail, so none is a duplicate. */
function body(at: LngLat = PLAIN, overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    city: 'Warszawa',
    district: 'Śródmieście',
    street: 'ul. Marszałkowska',
    residenceNumber: `${sequence}`,
    apartmentNumber: '4',
    postcode: '00-590',
    reporter: 'Jan Kowalski',
    phoneNumber: `+48600${String(sequence).padStart(6, '0')}`,
    email: `jan${sequence}@example.pl`,
    coordinateX: at.lng,
    coordinateY: at.lat,
    outageStart: '2026-11-21T18:30:00Z',
    reportType: 'NO_VOLTAGE',
    checkAnswers: NO_VOLTAGE_FLAT,
    dataProtectionConsent: true,
    ...overrides,
  };
}

describe('failure reports (POST /public/api/call-net/report and the point calls)', () => {
  let t: TestApp;
  let admin: UserEntity;
  let clientNo = 0;
  const reports = () => t.db.getRepository(UserReportEntity);
  /** Each request from its own client address (TRUST_PROXY=true), so the per-client limit stays out of the way. */
  const post = (payload: object, ip = `198.51.100.${(clientNo = (clientNo % 250) + 1)}`) =>
    t.http().post('/public/api/call-net/report').set('X-Forwarded-For', ip).send(payload);
  /** Solves a fresh captcha and sends; `.expect(status)` as with supertest. */
  const submit = (payload: object, ip?: string) => {
    const sent = (async () => post({ ...payload, recaptchaToken: await solvedCaptcha(t, 'REPORT') }, ip))();
    return Object.assign(sent, {
      expect: async (status: number) => {
        const res = await sent;
        if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
        return res;
      },
    });
  };
  const setOutsideArea = async (allowed: boolean) =>
    t.app.get(SettingsService).editMany([{ key: 'canAddReportOutsideArea', value: String(allowed) }], { userId: admin.id, address: null });

  beforeAll(async () => {
    t = await createTestApp({ CAPTCHA_COST: '20', TRUST_PROXY: 'true', REPORT_RATE_LIMIT: '3', REPORT_RATE_WINDOW_MINUTES: '10' });
    admin = await createUser(t.db, { systemRole: 'ADMIN' });
    await t.app.get(AreasService).upload({ originalname: 'areas.geojson', buffer: readFileSync(join(__dirname, 'fixtures', 'areas', 'areas.geojson')) });
    const now = Date.now();
    const outages = t.db.getRepository(CallNetOutageEntity);
    const outage = (externalId: string, kind: 'FAILURE' | 'EXTENSIVE', at: LngLat, description: string | null) => {
      const area = squareRing(at);
      return outages.save(
        outages.create({
          externalId,
          kind,
          voltageClass: kind === 'FAILURE' ? 'LV' : null,
          area,
          position: at,
          outageCircle: null,
          addressesCount: 3,
          addressList: [],
          outageStart: new Date(now - 3600_000),
          outageEnd: new Date(now + 3 * 3600_000),
          description,
          cause: null,
          endedAt: null,
          minLng: at.lng - 0.004,
          minLat: at.lat - 0.004,
          maxLng: at.lng + 0.004,
          maxLat: at.lat + 0.004,
        }),
      );
    };
    await outage('test-extensive-1', 'EXTENSIVE', IN_EXTENSIVE, 'Nawałnica nad Mokotowem, usuwamy skutki.');
    await outage('test-failure-1', 'FAILURE', IN_FAILURE, null);
    const planned = t.db.getRepository(PlannedOutageEntity);
    await planned.save(
      planned.create({
        outageStart: new Date(now - 3600_000),
        outageEnd: new Date(now + 5 * 3600_000),
        outageAnnouncement: new Date(now - 6 * 86400_000).toISOString().slice(0, 10),
        voltageLevel: 'LV',
        taskNumber: null,
        recipient: null,
        acceptStatus: 'ACCEPTED',
        createdById: admin.id,
        comment: 'Wymiana kabla',
        deleted: false,
        points: squareRing(IN_PLANNED),
      }),
    );
    await t.app.get(OutageLocatorService).refresh();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.query(`TRUNCATE "user_reports" CASCADE`); // report_followups refer to reports
    await setOutsideArea(false);
  });

  describe('a valid report of each type', () => {
    it.each([
      ['NO_VOLTAGE', PLAIN, 'NO_VOLTAGE', NO_VOLTAGE_FLAT],
      ['LIMITED_VOLTAGE', PLAIN, 'LIMITED_VOLTAGE', LIMITED_HOUSE],
      ['EXTENSIVE_FAILURE', IN_EXTENSIVE, 'NO_VOLTAGE', NO_VOLTAGE_FLAT],
      ['WORKS', IN_PLANNED, 'LIMITED_VOLTAGE', LIMITED_HOUSE],
      ['POWER_FAILURE', IN_FAILURE, 'NO_VOLTAGE', NO_VOLTAGE_FLAT],
    ])('stores %s', async (stored, at, chosen, checkAnswers) => {
      const res = await submit(body(at, { reportType: chosen, checkAnswers }));
      expect(res.status).toBe(201);
      // Inside a known outage the answer also says what is known (issue 18; report-follow-up.e2e-spec.ts).
      expect(res.body).toMatchObject({ id: expect.any(Number), status: 'CREATED' });
      expect(!!res.body.knownOutage).toBe(['EXTENSIVE_FAILURE', 'WORKS', 'POWER_FAILURE'].includes(stored));
      const row = await reports().findOneByOrFail({ id: res.body.id });
      expect(row.reportType).toBe(stored);
      expect(row.areaId).toEqual(expect.any(Number));
    });

    it('stores the address split, the built description, the coordinates and a keyed client hash', async () => {
      const res = await submit(body(PLAIN, { street: '  ul. Marszałkowska ', phoneNumber: '+48 600 100 999', residenceNumber: '10A' }), '203.0.113.77').expect(
        201,
      );
      const row = await reports().findOneByOrFail({ id: res.body.id });
      expect(row).toEqual(
        expect.objectContaining({
          source: 'WEB',
          city: 'Warszawa',
          district: 'Śródmieście',
          streetType: 'ul.',
          streetName: 'Marszałkowska',
          residenceNumber: '10A',
          apartmentNumber: '4',
          postcode: '00-590',
          reporter: 'Jan Kowalski',
          phoneNumber: '+48600100999',
          lng: PLAIN.lng,
          lat: PLAIN.lat,
          userId: null,
          idempotencyKey: null,
          personalDataRemovedAt: null,
        }),
      );
      expect(row.outageStart?.toISOString()).toBe('2026-11-21T18:30:00.000Z');
      expect(row.description).toBe(
        'Całkowity brak zasilania. Zgłoszenie dotyczy mieszkania. Rachunki za energię elektryczną są opłacone. ' +
          'Zabezpieczenia (bezpieczniki) zostały sprawdzone. Licznik energii elektrycznej został sprawdzony. ' +
          'Sąsiedzi i części wspólne budynku nie mają prądu.',
      );
      expect(row.clientHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.clientHash).not.toContain('203.0.113.77');
    });

    it("appends '[KOMUNIKAT]' and the area's message inside an extensive area", async () => {
      const res = await submit(body(IN_EXTENSIVE)).expect(201);
      const row = await reports().findOneByOrFail({ id: res.body.id });
      expect(row.description.endsWith(' [KOMUNIKAT] Nawałnica nad Mokotowem, usuwamy skutki.')).toBe(true);
    });

    it('shows the report in the map feed as soon as it is answered, folded inside an extensive area', async () => {
      const plain = await submit(body(PLAIN)).expect(201);
      const folded = await submit(body(IN_EXTENSIVE)).expect(201);
      const feed = await t.http().get('/public/api/call-net/reports?timePeriod=PT1H').expect(200);
      const ids = (feed.body as Array<{ id: number }>).map((r) => r.id);
      expect(ids).toContain(plain.body.id);
      expect(ids).not.toContain(folded.body.id);
    });

    it('links the report to a signed-in resident, not to staff, and ignores a bad token', async () => {
      const resident = await createUser(t.db, { systemRole: 'PUBLIC' });
      const residentToken = await tokenFor(t.http, resident.email);
      const staffToken = await tokenFor(t.http, admin.email);
      const send = async (token: string) =>
        t
          .http()
          .post('/public/api/call-net/report')
          .set('Authorization', `Bearer ${token}`)
          .set('X-Forwarded-For', '192.0.2.50')
          .send({ ...body(), recaptchaToken: await solvedCaptcha(t, 'REPORT') })
          .expect(201);
      const mine = await send(residentToken);
      const staff = await send(staffToken);
      const garbage = await send('not.a.token');
      expect((await reports().findOneByOrFail({ id: mine.body.id })).userId).toBe(resident.id);
      expect((await reports().findOneByOrFail({ id: staff.body.id })).userId).toBeNull();
      expect((await reports().findOneByOrFail({ id: garbage.body.id })).userId).toBeNull();
    });
  });

  describe('validation (400 with the field, nothing stored, captcha left unspent)', () => {
    it.each([
      ['no city', { city: undefined }, { city: 'Pole obowiązkowe' }],
      ['a blank city', { city: '   ' }, { city: 'Pole obowiązkowe' }],
      ['a city over 30', { city: 'W'.repeat(31) }, { city: 'Maksymalna długość: 30' }],
      ['no street', { street: '' }, { street: 'Pole obowiązkowe' }],
      ['a street over 70', { street: 'S'.repeat(71) }, { street: 'Maksymalna długość: 70' }],
      ['no house number', { residenceNumber: undefined }, { residenceNumber: 'Pole obowiązkowe' }],
      ['a house number over 50', { residenceNumber: '1'.repeat(51) }, { residenceNumber: 'Maksymalna długość: 50' }],
      ['an apartment number over 20', { apartmentNumber: '1'.repeat(21) }, { apartmentNumber: 'Maksymalna długość: 20' }],
      ['a district over 100', { district: 'D'.repeat(101) }, { district: 'Maksymalna długość: 100' }],
      ['a postcode without a dash', { postcode: '00590' }, { postcode: 'Wpisz poprawny kod pocztowy' }],
      ['a postcode with letters', { postcode: 'ab-cde' }, { postcode: 'Wpisz poprawny kod pocztowy' }],
      ['no name', { reporter: undefined }, { reporter: 'Pole obowiązkowe' }],
      ['a name over 100', { reporter: 'J'.repeat(101) }, { reporter: 'Maksymalna długość: 100' }],
      ['no e-mail', { email: undefined }, { email: 'Pole obowiązkowe' }],
      ['a malformed e-mail', { email: 'jan@example' }, { email: 'Wpisz poprawny email' }],
      ['an e-mail over 50', { email: `${'j'.repeat(40)}@example.pl` }, { email: 'Maksymalna długość: 50' }],
      ['no phone', { phoneNumber: undefined }, { phoneNumber: 'Pole obowiązkowe' }],
      ['a Polish phone of 8 digits', { phoneNumber: '+4860010020' }, { phoneNumber: 'Niepoprawny numeru telefonu' }],
      ['a Polish phone of 10 digits', { phoneNumber: '+486001002001' }, { phoneNumber: 'Niepoprawny numeru telefonu' }],
      ['a foreign phone of 5 digits', { phoneNumber: '+4912345' }, { phoneNumber: 'Zbyt krótki numeru telefonu' }],
      ['a phone without the code', { phoneNumber: '600100200' }, { phoneNumber: 'Niepoprawny numeru telefonu' }],
      ['no consent', { dataProtectionConsent: false }, { dataProtectionConsent: 'Zaznacz zgodę na przetwarzanie danych osobowych' }],
      ['a missing consent', { dataProtectionConsent: undefined }, { dataProtectionConsent: 'Pole obowiązkowe' }],
      ['no longitude', { coordinateX: undefined }, { coordinateX: 'Pole obowiązkowe' }],
      ['a latitude as text', { coordinateY: '52.2' }, { coordinateY: 'Wartość musi być liczbą' }],
      ['a latitude over 90', { coordinateY: 91 }, { coordinateY: 'Maksymalna wartość: 90' }],
      ['a derived type chosen', { reportType: 'WORKS' }, { reportType: 'Dozwolone wartości: LIMITED_VOLTAGE, NO_VOLTAGE' }],
      ['a start that is not an instant', { outageStart: 'wczoraj' }, { outageStart: 'Wartość musi być datą i godziną w formacie ISO 8601' }],
      ['no check answers', { checkAnswers: undefined }, { checkAnswers: 'Pole obowiązkowe' }],
      ['no building', { checkAnswers: { electricianConfirmed: true } }, { 'checkAnswers.building': 'Pole obowiązkowe' }],
      [
        'an unknown supply type',
        { reportType: 'LIMITED_VOLTAGE', checkAnswers: { building: 'HOUSE', supplyType: 'SOLAR', electricianConfirmed: true } },
        { 'checkAnswers.supplyType': 'Dozwolone wartości: OVERHEAD, CABLE' },
      ],
      ['fuses not confirmed', { checkAnswers: { ...NO_VOLTAGE_FLAT, fusesChecked: false } }, { 'checkAnswers.fusesChecked': 'Wymagane potwierdzenie' }],
      [
        'a house without the supply type',
        { reportType: 'LIMITED_VOLTAGE', checkAnswers: { building: 'HOUSE', electricianConfirmed: false } },
        { 'checkAnswers.supplyType': 'Wybierz jedną odpowiedź' },
      ],
      ['an unknown field', { description: 'Mój opis' }, { description: 'Nieznane pole' }],
    ])('refuses %s', async (_name, change, errors) => {
      const recaptchaToken = await solvedCaptcha(t, 'REPORT');
      const res = await post({ ...body(), ...change, recaptchaToken }).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'Niepoprawne dane', errors });
      expect(await reports().count()).toBe(0);
      await post({ ...body(), recaptchaToken }).expect(201);
    });

    it('accepts the optional fields left empty and a foreign phone', async () => {
      const res = await submit(body(PLAIN, { district: '', apartmentNumber: '', postcode: '', outageStart: null, phoneNumber: '+420601123456' })).expect(201);
      expect(await reports().findOneByOrFail({ id: res.body.id })).toEqual(
        expect.objectContaining({ district: null, apartmentNumber: null, postcode: null, outageStart: null, phoneNumber: '+420601123456' }),
      );
    });

    it('refuses a malformed Idempotency-Key', async () => {
      const res = await t
        .http()
        .post('/public/api/call-net/report')
        .set('Idempotency-Key', 'a b')
        .send({ ...body(), recaptchaToken: await solvedCaptcha(t, 'REPORT') })
        .expect(400);
      expect(res.body.errors).toEqual({ 'Idempotency-Key': 'Nagłówek Idempotency-Key: od 8 do 64 znaków (litery, cyfry, - i _)' });
      expect(await reports().count()).toBe(0);
    });
  });

  describe('captcha (403)', () => {
    it('refuses a report without a captcha', async () => {
      const res = await post(body()).expect(403);
      expect(res.body).toEqual({ statusCode: 403, message: CAPTCHA_FAILED, errors: { recaptchaToken: CAPTCHA_FAILED } });
      expect(await reports().count()).toBe(0);
    });

    it.each([
      ['garbage', () => Promise.resolve('bm90IGEgc29sdXRpb24=')],
      ['a solution for the survey', (t2: TestApp) => solvedCaptcha(t2, 'POLL')],
    ])('refuses a wrong captcha: %s', async (_name, token) => {
      await post({ ...body(), recaptchaToken: await token(t) }).expect(403);
      expect(await reports().count()).toBe(0);
    });

    it('refuses a solution sent a second time', async () => {
      const recaptchaToken = await solvedCaptcha(t, 'REPORT');
      await post({ ...body(), recaptchaToken }).expect(201);
      const res = await post({ ...body(), recaptchaToken }).expect(403);
      expect(res.body.message).toBe(CAPTCHA_FAILED);
      expect(await reports().count()).toBe(1);
    });
  });

  describe('location rules (public spec §5)', () => {
    it.each([
      ['outside every area', OUTSIDE],
      ["inside an area's hole", IN_HOLE],
    ])('refuses a point %s while canAddReportOutsideArea is off', async (_name, at) => {
      const res = await submit(body(at)).expect(403);
      expect(res.body).toEqual({ statusCode: 403, message: OUTSIDE_SERVICE });
      expect(await reports().count()).toBe(0);
    });

    it('accepts a point outside every area when canAddReportOutsideArea is on, without an area id', async () => {
      await setOutsideArea(true);
      const res = await submit(body(OUTSIDE)).expect(201);
      expect((await reports().findOneByOrFail({ id: res.body.id })).areaId).toBeNull();
    });

    it.each([
      ['ul. Kasprzaka', '29A'],
      ['Marcina Kasprzaka', '31 b'],
      ['al. Prymasa Tysiąclecia', '83a'],
      ['Gizow', '3'],
    ])('refuses the excepted address %s %s inside the area', async (street, residenceNumber) => {
      const res = await submit(body(PLAIN, { street, residenceNumber })).expect(403);
      expect(res.body.message).toBe(OUTSIDE_SERVICE);
      expect(await reports().count()).toBe(0);
    });

    it('accepts an excepted address when canAddReportOutsideArea is on', async () => {
      await setOutsideArea(true);
      await submit(body(PLAIN, { street: 'ul. Kasprzaka', residenceNumber: '29A' })).expect(201);
    });
  });

  describe('already registered, per-client limit, idempotency', () => {
    it('answers ALREADY_REGISTERED with the earlier id when the same phone reports the same address, however written', async () => {
      const first = await submit(
        body(PLAIN, { street: 'ul. Marszałkowska', residenceNumber: '10 a', phoneNumber: '+48600777001', email: 'a@example.pl' }),
      ).expect(201);
      const again = await submit(body(PLAIN, { street: 'Marszalkowska', residenceNumber: '10A', phoneNumber: '+48 600 777 001', email: 'b@example.pl' }));
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ id: first.body.id, status: 'ALREADY_REGISTERED' });
      expect(await reports().count()).toBe(1);
    });

    it('answers ALREADY_REGISTERED for the same e-mail in other letter case', async () => {
      const first = await submit(body(PLAIN, { residenceNumber: '77', phoneNumber: '+48600777002', email: 'Ola@Example.pl' })).expect(201);
      const again = await submit(body(PLAIN, { residenceNumber: '77', phoneNumber: '+48600777003', email: 'ola@example.pl' })).expect(200);
      expect(again.body).toEqual({ id: first.body.id, status: 'ALREADY_REGISTERED' });
    });

    it('stores a report of the same person at another address, and of another person at the same address', async () => {
      await submit(body(PLAIN, { residenceNumber: '5', phoneNumber: '+48600777004', email: 'c@example.pl' })).expect(201);
      await submit(body(PLAIN, { residenceNumber: '7', phoneNumber: '+48600777004', email: 'c@example.pl' })).expect(201);
      await submit(body(PLAIN, { residenceNumber: '5', phoneNumber: '+48600777005', email: 'd@example.pl' })).expect(201);
      expect(await reports().count()).toBe(3);
    });

    it('stores the same report again once the duplicate window has passed', async () => {
      const first = await submit(body(PLAIN, { residenceNumber: '8', phoneNumber: '+48600777006', email: 'e@example.pl' })).expect(201);
      await reports().update({ id: first.body.id }, { reportedAt: new Date(Date.now() - 121 * 60_000) });
      await submit(body(PLAIN, { residenceNumber: '8', phoneNumber: '+48600777006', email: 'e@example.pl' })).expect(201);
    });

    it('refuses a fourth report from one client within the window (limit 3) and accepts another client', async () => {
      for (let i = 0; i < 3; i += 1) await submit(body(), '192.0.2.99').expect(201);
      const res = await submit(body(), '192.0.2.99').expect(403);
      expect(res.body).toEqual({ statusCode: 403, message: 'Wysłano zbyt wiele zgłoszeń w krótkim czasie. Spróbuj ponownie za kilka minut.' });
      expect(await reports().count()).toBe(3);
      await submit(body(), '192.0.2.100').expect(201);
    });

    it('counts an IPv6 client by its /64', async () => {
      for (let i = 0; i < 3; i += 1) await submit(body(), `2001:db8:7:7::${i + 1}`).expect(201);
      await submit(body(), '2001:db8:7:7:ffff::9').expect(403);
    });

    it('stores a retried submission with the same Idempotency-Key once and answers it the same', async () => {
      const payload = { ...body(), recaptchaToken: await solvedCaptcha(t, 'REPORT') };
      const key = 'c9a0f5c2-1b7e-4a55-9f0e-5d1f8a2b3c4d';
      const first = await t.http().post('/public/api/call-net/report').set('Idempotency-Key', key).send(payload).expect(201);
      const retry = await t.http().post('/public/api/call-net/report').set('Idempotency-Key', key).send(payload).expect(201);
      expect(retry.body).toEqual(first.body);
      expect(await reports().count()).toBe(1);
      expect((await reports().findOneByOrFail({ id: first.body.id })).idempotencyKey).toBe(key);
    });

    it('refuses a used Idempotency-Key with another body or from another client (422), never with the first answer', async () => {
      const REUSED = 'Ten klucz Idempotency-Key został już użyty dla innego zgłoszenia. Wyślij zgłoszenie ponownie z nowym kluczem.';
      const payload = body(IN_FAILURE);
      const key = 'reused-key-5d1f8a2b3c4d';
      const send = (sent: object, ip: string) => t.http().post('/public/api/call-net/report').set('Idempotency-Key', key).set('X-Forwarded-For', ip).send(sent);
      const first = await send({ ...payload, recaptchaToken: await solvedCaptcha(t, 'REPORT') }, '203.0.113.61').expect(201);
      expect(first.body.followUpToken).toEqual(expect.any(String));

      // Any body, no captcha: the replay an attacker would send; then other content, and the same body from another client.
      const refused = [
        await send({ city: 'Warszawa' }, '203.0.113.61'),
        await send({ ...payload, residenceNumber: '999' }, '203.0.113.61'),
        await send({ ...payload, email: 'ktos.inny@example.pl' }, '203.0.113.61'),
        await send(payload, '203.0.113.62'),
      ];
      for (const res of refused) {
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(JSON.stringify(res.body)).not.toContain(first.body.followUpToken);
        expect(res.body).not.toHaveProperty('id');
      }
      expect(refused.slice(1).map((r) => [r.status, r.body])).toEqual(
        Array(3).fill([422, { statusCode: 422, message: REUSED, errors: { 'Idempotency-Key': REUSED } }]),
      );
      // The same request again still gets the first answer, followUpToken included.
      const same = await send(payload, '203.0.113.61').expect(201);
      expect(same.body).toEqual(first.body);
      expect(await reports().count()).toBe(1);
    });

    it('stores once when the retry arrives while the first try is still running', async () => {
      const payload = { ...body(), recaptchaToken: await solvedCaptcha(t, 'REPORT') };
      const key = 'race-6f1d2c3b-4a5e';
      const answers = await Promise.all([1, 2, 3].map(() => t.http().post('/public/api/call-net/report').set('Idempotency-Key', key).send(payload)));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
      expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
      expect(await reports().count()).toBe(1);
    });

    it('stores once when two tries with the same key each solved their own captcha', async () => {
      const key = 'own-captcha-each-1234';
      const payload = body();
      const [a, b] = await Promise.all([solvedCaptcha(t, 'REPORT'), solvedCaptcha(t, 'REPORT')]);
      const answers = await Promise.all(
        [a, b].map((recaptchaToken) =>
          t
            .http()
            .post('/public/api/call-net/report')
            .set('Idempotency-Key', key)
            .send({ ...payload, recaptchaToken }),
        ),
      );
      expect(answers.map((r) => r.status)).toEqual([201, 201]);
      expect(answers[0].body).toEqual(answers[1].body);
      expect(await reports().count()).toBe(1);
    });
  });

  describe('retention of personal data', () => {
    const old = (days: number) => new Date(Date.now() - days * 86400_000);

    it('removes name, phone and e-mail from reports older than 90 days and keeps the report', async () => {
      const oldOne = await submit(body()).expect(201);
      const recent = await submit(body()).expect(201);
      await reports().update({ id: oldOne.body.id }, { reportedAt: old(91) });
      await reports().update({ id: recent.body.id }, { reportedAt: old(89) });

      expect(await t.app.get(ReportRetentionService).removeExpiredPersonalData()).toBe(1);

      const cleaned = await reports().findOneByOrFail({ id: oldOne.body.id });
      expect(cleaned).toEqual(
        expect.objectContaining({ reporter: null, phoneNumber: null, email: null, clientHash: null, personalDataRemovedAt: expect.any(Date) }),
      );
      expect(cleaned.description).toContain('Całkowity brak zasilania.');
      expect(cleaned.streetName).toBe('Marszałkowska');
      const kept = await reports().findOneByOrFail({ id: recent.body.id });
      expect(kept).toEqual(expect.objectContaining({ reporter: 'Jan Kowalski', personalDataRemovedAt: null }));
      // The client hash serves only the short per-client limit: gone after a day.
      expect(kept.clientHash).toBeNull();
      // A second run has nothing left to do.
      expect(await t.app.get(ReportRetentionService).removeExpiredPersonalData()).toBe(0);
    });

    it('keeps the client hash of a report younger than a day', async () => {
      const res = await submit(body()).expect(201);
      await t.app.get(ReportRetentionService).removeExpiredPersonalData();
      expect((await reports().findOneByOrFail({ id: res.body.id })).clientHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('does nothing while another instance holds the job', async () => {
      const res = await submit(body()).expect(201);
      await reports().update({ id: res.body.id }, { reportedAt: old(100) });
      const runner = t.db.createQueryRunner();
      await runner.connect();
      await runner.startTransaction();
      try {
        await runner.query('SELECT pg_advisory_xact_lock($1)', [advisoryLockKey(RETENTION_JOB)]);
        expect(await t.app.get(ReportRetentionService).removeExpiredPersonalData()).toBeNull();
        expect((await reports().findOneByOrFail({ id: res.body.id })).reporter).toBe('Jan Kowalski');
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
      expect(await t.app.get(ReportRetentionService).removeExpiredPersonalData()).toBe(1);
    });
  });

  describe('POST /public/api/call-net/point-electricity-area-status', () => {
    const status = (at: LngLat) => t.http().post('/public/api/call-net/point-electricity-area-status').send(at);

    it('answers HAS_ELECTRICITY where nothing is known', async () => {
      expect((await status(PLAIN).expect(200)).body).toEqual({
        pointElectricityStatus: 'HAS_ELECTRICITY',
        description: null,
        outageStart: null,
        outageEnd: null,
      });
    });

    it('answers EXTENSIVE with the area message and the times', async () => {
      const res = await status(IN_EXTENSIVE).expect(200);
      expect(res.body).toEqual({
        pointElectricityStatus: 'EXTENSIVE',
        description: 'Nawałnica nad Mokotowem, usuwamy skutki.',
        outageStart: expect.any(String),
        outageEnd: expect.any(String),
      });
    });

    it('answers PLANNED_OUTAGE with its comment and FAILURE at a known failure', async () => {
      expect((await status(IN_PLANNED).expect(200)).body).toEqual(
        expect.objectContaining({ pointElectricityStatus: 'PLANNED_OUTAGE', description: 'Wymiana kabla', outageEnd: expect.any(String) }),
      );
      expect((await status(IN_FAILURE).expect(200)).body.pointElectricityStatus).toBe('FAILURE');
    });

    it('refuses a point that is not numbers', async () => {
      const res = await status({ lat: 'x', lng: 21 } as unknown as LngLat).expect(400);
      expect(res.body.errors).toEqual({ lat: 'Wartość musi być liczbą' });
    });
  });

  describe('POST /public/api/call-net/address-adm-status', () => {
    const adm = (b: object) => t.http().post('/public/api/call-net/address-adm-status').send(b);

    it('answers true for a flat (an apartment number) and false for a house, as JSON', async () => {
      const flat = await adm({ street: 'ul. Marszałkowska', district: 'Śródmieście', residenceNumber: '10', apartmentNumber: '4', city: 'Warszawa' }).expect(
        200,
      );
      expect(flat.headers['content-type']).toMatch(/^application\/json/);
      expect(flat.body).toBe(true);
      expect((await adm({ street: 'Kwiatowa', district: null, residenceNumber: '3', apartmentNumber: '', city: 'Warszawa' }).expect(200)).body).toBe(false);
      expect((await adm({ street: 'Kwiatowa', residenceNumber: '3', city: 'Warszawa' }).expect(200)).body).toBe(false);
    });

    it('refuses an over-long field', async () => {
      expect((await adm({ street: 'S'.repeat(71) }).expect(400)).body.errors).toEqual({ street: 'Maksymalna długość: 70' });
    });
  });
});
