import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Response } from 'supertest';
import { AreasService } from '../src/areas/areas.service';
import { VALIDATION_MESSAGES } from '../src/common/api-error';
import { startOfWarsawDay, warsawDay } from '@portal/domain';
import { createAddress } from './factories/address.factory';
import { createUser, TEST_PASSWORD, tokenFor } from './factories/user.factory';
import { solvedCaptcha } from './support/altcha-solver';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Issue #13: a client written from the two specs alone. Each row sends one call of a spec's §7 table with the
 * names the spec gives (§3 entities, §7 payloads) and dates as the original client sends them (date-times,
 * staff spec §4.3, public spec §7), and checks the answer means what the spec says — not only that it is 2xx.
 * Names the API still refuses are listed in docs/deviations.md.
 */

type Auth = { Authorization: string };
type Row = [call: string, run: () => Promise<void>];

const DAY_MS = 24 * 3600_000;
/** A Warsaw calendar day `days` from today. */
const warsawDayIn = (days: number) => warsawDay(new Date(Date.now() + days * DAY_MS));
/** The instant `minutes` after the start of a Warsaw day. */
const warsawTimeOn = (day: string, minutes: number) => new Date(startOfWarsawDay(day).getTime() + minutes * 60_000).toISOString();
/** What the original client sends for a day picked in a date picker: the local midnight shifted by the zone offset. */
const shifted = (day: string) => `${day}T00:00:00.000Z`;

/** Accepted: a success, and never the validation pipe's 'Nieznane pole' for any name sent. */
function accepted(res: Response, status: number): void {
  const unknown = Object.entries((res.body?.errors ?? {}) as Record<string, string>).filter(([, m]) => m === VALIDATION_MESSAGES.unknownField);
  expect({ status: res.status, unknown }).toEqual({ status, unknown: [] });
}

const ids = (res: Response) => (res.body as Array<{ id: number }>).map((o) => o.id);

/** Staff spec §3 outage address, every field the spec names. */
const address = (street: string, streetNumber: string) => ({
  nonFormattedAddress: `${street} ${streetNumber}, Warszawa`,
  street,
  streetNumber,
  postcode: '00-590',
  city: 'Warszawa',
  district: 'Śródmieście',
  wesolaDistrict: false,
  coordinates: { lng: 21.02, lat: 52.215 },
});

describe('the API under the names of the specs (issue #13)', () => {
  let t: TestApp;
  let admin: Auth;
  let dispatcher: Auth;
  let accepter: Auth;
  let dispatcherId: number;
  let areaId: number;
  let publicUser: Auth;
  /** Outages by role in the lists: `early` starts 00:30 Warsaw time on `day`, `later` three days on, `before` two days earlier. */
  const outage: Record<'early' | 'later' | 'before', number> = { early: 0, later: 0, before: 0 };
  const day = warsawDayIn(10);

  const post = (path: string, auth?: Auth) => (auth ? t.http().post(path).set(auth) : t.http().post(path));

  /** POST /api/planned-outage/add with the whole staff spec §3 planned outage, as a client that fills every field sends it. */
  const plannedOutage = (overrides: Record<string, unknown> = {}) => ({
    addresses: [address('ul. Marszałkowska', '10')],
    outageStart: warsawTimeOn(day, 8 * 60),
    outageEnd: warsawTimeOn(day, 14 * 60),
    outageAnnouncement: '2026-03-14T23:00:00.000Z',
    voltageLevel: 'LV',
    taskNumber: 'SAP-1',
    recipient: 'SAP',
    acceptStatus: '',
    comment: 'Wymiana izolatorów',
    deleted: false,
    type: 'PLANNED',
    points: [],
    ...overrides,
  });

  /** The list fixtures, sent in the form the API always took, so each row below stands or falls on its own. */
  async function addAccepted(body: Record<string, unknown>): Promise<number> {
    const res = await post('/api/planned-outage/add', dispatcher)
      .send({ outageAnnouncement: '2026-03-15', voltageLevel: 'LV', ...body })
      .expect(201);
    await post('/api/planned-outage/change-accept-status', accepter).send({ id: res.body.id, acceptStatus: 'ACCEPTED' }).expect(200);
    return res.body.id as number;
  }

  beforeAll(async () => {
    t = await createTestApp({ CAPTCHA_COST: '20', TRUST_PROXY: 'true' });
    const auth = async (systemRole: 'ADMIN' | 'DISPATCHER' | 'ACCEPTER' | 'PUBLIC') => {
      const user = await createUser(t.db, { systemRole });
      return { user, auth: { Authorization: `Bearer ${await tokenFor(t.http, user.email)}` } };
    };
    admin = (await auth('ADMIN')).auth;
    const d = await auth('DISPATCHER');
    dispatcher = d.auth;
    dispatcherId = d.user.id;
    accepter = (await auth('ACCEPTER')).auth;
    publicUser = (await auth('PUBLIC')).auth;
    await t.app.get(AreasService).upload({ originalname: 'areas.geojson', buffer: readFileSync(join(__dirname, 'fixtures', 'areas', 'areas.geojson')) });
    areaId = (await t.http().get('/api/area/get/all').set(admin).expect(200)).body[0].id;
    await createAddress(t.db, { street: 'Marszałkowska', houseNumber: '10', postcode: '00-590', lng: 21.02, lat: 52.215 });

    outage.early = await addAccepted({
      addresses: [address('ul. Puławska', '2')],
      outageStart: warsawTimeOn(day, 30),
      outageEnd: warsawTimeOn(day, 6 * 60),
      comment: 'Przegląd stacji',
    });
    outage.later = await addAccepted({
      addresses: [address('ul. Grochowska', '5')],
      outageStart: warsawTimeOn(warsawDayIn(13), 8 * 60),
      outageEnd: warsawTimeOn(warsawDayIn(13), 12 * 60),
      comment: 'Wymiana słupa',
    });
    outage.before = await addAccepted({
      addresses: [address('ul. Wolska', '1')],
      outageStart: warsawTimeOn(warsawDayIn(8), 8 * 60),
      outageEnd: warsawTimeOn(warsawDayIn(8), 12 * 60),
      comment: 'Cięcie drzew',
    });
  });
  afterAll(() => t.close());

  describe('staff spec §7 with §3 names', () => {
    const rows: Row[] = [
      [
        'POST /api/login: login, password → token, userId, role, fullName, area, email, phone',
        async () => {
          const user = await createUser(t.db, { systemRole: 'CALLCENTER' });
          const res = await post('/api/login').send({ login: user.email, password: TEST_PASSWORD });
          accepted(res, 200);
          expect(Object.keys(res.body)).toEqual(expect.arrayContaining(['token', 'userId', 'role', 'fullName', 'area', 'email', 'phone']));
          expect(res.body).toMatchObject({ userId: user.id, role: 'CALLCENTER' });
        },
      ],
      [
        'POST /api/planned-outage/add: the §3 planned outage with outageAnnouncement as a date-time → the Warsaw date',
        async () => {
          for (const [sent, date] of [
            ['2026-03-14T23:00:00.000Z', '2026-03-15'],
            [shifted('2026-03-15'), '2026-03-15'],
            ['2026-06-30T22:00:00Z', '2026-07-01'],
            ['2026-03-15', '2026-03-15'],
          ]) {
            const res = await post('/api/planned-outage/add', dispatcher).send(plannedOutage({ outageAnnouncement: sent }));
            accepted(res, 201);
            expect(res.body).toMatchObject({
              outageAnnouncement: date,
              acceptStatus: 'TO_ACCEPT',
              createdBy: { id: dispatcherId },
              deleted: false,
              type: 'PLANNED',
            });
            expect(res.body.addresses[0]).toEqual(address('ul. Marszałkowska', '10'));
          }
        },
      ],
      [
        'POST /api/planned-outage/add: an outage read from get/{id} sent back as is (the edit, staff spec §4.3) updates it',
        async () => {
          const created = await post('/api/planned-outage/add', dispatcher).send(plannedOutage()).expect(201);
          const read = await t.http().get(`/api/planned-outage/get/${created.body.id}`).set(dispatcher).expect(200);
          const res = await post('/api/planned-outage/add', dispatcher).send({
            ...read.body,
            comment: 'Zmieniony zakres prac',
            outageAnnouncement: '2026-11-23T23:00:00.000Z',
          });
          accepted(res, 201);
          expect(res.body).toMatchObject({
            id: created.body.id,
            comment: 'Zmieniony zakres prac',
            outageAnnouncement: '2026-11-24',
            createdBy: read.body.createdBy,
          });
          // Set by the server: a client's other values change nothing.
          const forged = await post('/api/planned-outage/add', dispatcher).send({
            ...read.body,
            createdBy: { id: 1, fullName: 'Ktoś inny' },
            points: [{ lng: 0, lat: 0 }],
          });
          accepted(forged, 201);
          expect(forged.body.createdBy).toEqual(read.body.createdBy);
          expect(forged.body.points).toEqual(read.body.points);
          const deleted = await post('/api/planned-outage/add', dispatcher)
            .send({ ...read.body, deleted: true })
            .expect(400);
          expect(deleted.body.errors).toEqual({ deleted: 'Usuniętego wyłączenia nie można zapisać' });
        },
      ],
      [
        'POST /api/planned-outage/change-accept-status: id, acceptStatus',
        async () => {
          const created = await post('/api/planned-outage/add', dispatcher).send(plannedOutage()).expect(201);
          const res = await post('/api/planned-outage/change-accept-status', accepter).send({ id: created.body.id, acceptStatus: 'REJECTED' });
          accepted(res, 200);
          expect(res.body.acceptStatus).toBe('REJECTED');
        },
      ],
      [
        'POST /api/planned-outage/delete/many: a list of ids (master view) and an object holding ids (accept view)',
        async () => {
          const a = (await post('/api/planned-outage/add', dispatcher).send(plannedOutage()).expect(201)).body.id;
          const b = (await post('/api/planned-outage/add', dispatcher).send(plannedOutage()).expect(201)).body.id;
          accepted(await post('/api/planned-outage/delete/many', dispatcher).send([a]), 200);
          accepted(await post('/api/planned-outage/delete/many', dispatcher).send({ ids: [b] }), 200);
          for (const id of [a, b]) expect((await t.http().get(`/api/planned-outage/get/${id}`).set(dispatcher).expect(200)).body.deleted).toBe(true);
        },
      ],
      [
        'POST /api/config/edit/many: key/value entries, maintenance dates as date-times',
        async () => {
          const entries = [
            { key: 'maintenanceStart', value: `${warsawDayIn(3)}T21:00:00.000Z` },
            { key: 'maintenanceEnd', value: `${warsawDayIn(3)}T23:00:00.000Z` },
            { key: 'showMaintenance', value: 'true' },
          ];
          const res = await post('/api/config/edit/many', admin).send(entries);
          accepted(res, 200);
          expect(res.body).toEqual(expect.arrayContaining(entries.map((e) => expect.objectContaining(e))));
        },
      ],
      [
        'POST /api/user/create: the §3 user (id, systemRole, area, fullName, email, phone, deleted)',
        async () => {
          const res = await post('/api/user/create', admin).send({
            id: null,
            systemRole: 'DISPATCHER',
            area: areaId,
            fullName: 'Adam Nowak',
            email: 'adam.nowak@example.pl',
            phone: '600100200',
            deleted: false,
          });
          accepted(res, 201);
          expect(res.body).toMatchObject({
            systemRole: 'DISPATCHER',
            area: areaId,
            fullName: 'Adam Nowak',
            email: 'adam.nowak@example.pl',
            phone: '600100200',
            deleted: false,
          });
        },
      ],
      [
        'PUT /api/user/edit/{id}: a user read from get/{id} sent back as is, changed',
        async () => {
          const user = await createUser(t.db, { systemRole: 'CALLCENTER' });
          const read = await t.http().get(`/api/user/get/${user.id}`).set(admin).expect(200);
          const res = await t
            .http()
            .put(`/api/user/edit/${user.id}`)
            .set(admin)
            .send({ ...read.body, fullName: 'Nowe Nazwisko', systemRole: 'ACCEPTER' });
          accepted(res, 200);
          expect(res.body).toMatchObject({ id: user.id, fullName: 'Nowe Nazwisko', systemRole: 'ACCEPTER', deleted: false });
          const other = await t
            .http()
            .put(`/api/user/edit/${user.id}`)
            .set(admin)
            .send({ ...read.body, id: user.id + 1000 })
            .expect(400);
          expect(other.body.errors).toEqual({ id: 'Identyfikator w treści nie zgadza się z identyfikatorem w adresie' });
        },
      ],
      [
        'POST /api/user/search and /count: id, systemRole, area, deleted, fullName, email, page (limit, offset, sortField, sortOrder)',
        async () => {
          const user = await createUser(t.db, { systemRole: 'ACCEPTER', fullName: 'Zofia Szukana', area: areaId });
          const criteria = { id: user.id, systemRole: 'ACCEPTER', area: areaId, deleted: false, fullName: 'szukana', email: user.email };
          const list = await post('/api/user/search', admin).send({ ...criteria, page: { limit: 5, offset: 0, sortField: 'id', sortOrder: 'DESC' } });
          accepted(list, 200);
          expect(ids(list)).toEqual([user.id]);
          const count = await post('/api/user/search/count', admin).send(criteria);
          accepted(count, 200);
          expect(count.body).toEqual({ count: 1 });
        },
      ],
      [
        'POST /api/user/password/remind: email; POST /api/user/password/change: resetPasswordToken, newPassword',
        async () => {
          accepted(await post('/api/user/password/remind').send({ email: 'nikt@example.pl' }), 204);
          const change = await post('/api/user/password/change').send({ resetPasswordToken: 'nieważny', newPassword: 'Nowe#Haslo12' }).expect(400);
          expect(JSON.stringify(change.body)).not.toContain(VALIDATION_MESSAGES.unknownField);
        },
      ],
    ];
    it.each(rows)('%s', async (_call, run) => run());
  });

  describe('staff spec §3 planned outage search criteria', () => {
    const search = (criteria: Record<string, unknown>) =>
      post('/api/planned-outage/search/report', accepter).send({ ...criteria, acceptStatus: 'ACCEPTED', deleted: false });
    /** [criterion, value, the ids it keeps among early, later, before] */
    const rows: Array<[string, () => Record<string, unknown>, () => number[]]> = [
      ['id', () => ({ id: outage.later }), () => [outage.later]],
      ['address (addresses.address)', () => ({ address: 'GROCHOWSKA' }), () => [outage.later]],
      ['comment', () => ({ comment: 'drzew' }), () => [outage.before]],
      ['start: not ended before', () => ({ start: warsawTimeOn(day, 0) }), () => [outage.early, outage.later]],
      ['end: not starting after', () => ({ end: warsawTimeOn(day, 23 * 60) }), () => [outage.early, outage.before]],
      ['start and end: overlapping the day', () => ({ start: warsawTimeOn(day, 0), end: warsawTimeOn(day, 23 * 60) }), () => [outage.early]],
      ['outageStart: starting at or after', () => ({ outageStart: warsawTimeOn(day, 60) }), () => [outage.later]],
      ['outageEnd: ending at or before', () => ({ outageEnd: warsawTimeOn(day, 23 * 60) }), () => [outage.early, outage.before]],
    ];
    it.each(rows)('%s', async (_criterion, criteria, expected) => {
      const list = await search({ ...criteria(), page: { limit: 50, offset: 0, sortField: 'outageStart', sortOrder: 'ASC' } });
      accepted(list, 200);
      const mine = ids(list).filter((id) => Object.values(outage).includes(id));
      expect(mine.sort()).toEqual(expected().sort());
      // Only the three outages of beforeAll are accepted, so the count is exactly theirs.
      const count = await post('/api/planned-outage/search/report/count', accepter).send({ ...criteria(), acceptStatus: 'ACCEPTED', deleted: false });
      accepted(count, 200);
      expect(count.body).toEqual({ count: expected().length });
      const dispatcherList = await post('/api/planned-outage/dispatcher/search/report', dispatcher).send({
        ...criteria(),
        acceptStatus: 'ACCEPTED',
        deleted: false,
      });
      accepted(dispatcherList, 200);
      expect(
        ids(dispatcherList)
          .filter((id) => Object.values(outage).includes(id))
          .sort(),
      ).toEqual(expected().sort());
      accepted(await post('/api/planned-outage/dispatcher/search/report/count', dispatcher).send(criteria()), 200);
    });
  });

  describe('public spec §7: the planned list criteria (address, start) and its page', () => {
    const search = (body: Record<string, unknown>) => post('/public/api/planned-outage/search/compressed-report').send(body);
    const count = (body: Record<string, unknown>) => post('/public/api/planned-outage/search/compressed-report/count').send(body);
    /** [how start is sent, value]: every form names the same Warsaw day, so `early` (00:30 that day) is in. */
    const rows: Array<[string, () => string]> = [
      ['a date', () => day],
      ['Warsaw midnight as a UTC date-time', () => startOfWarsawDay(day).toISOString()],
      ['the date-time shifted by the zone offset (the original client)', () => shifted(day)],
    ];
    it.each(rows)('start as %s: planned start from that day', async (_form, start) => {
      const list = await search({ start: start(), page: { limit: 10, offset: 0, sortField: 'start', sortOrder: 'ASC' } });
      accepted(list, 200);
      expect(ids(list)).toEqual([outage.early, outage.later]);
      const counted = await count({ start: start() });
      accepted(counted, 200);
      expect(counted.body).toEqual({ count: 2 });
    });

    it('address and start together; sortField end with sortOrder DESC', async () => {
      const list = await search({ address: 'puławska', start: day });
      accepted(list, 200);
      expect(ids(list)).toEqual([outage.early]);
      const byEnd = await search({ start: warsawDayIn(8), page: { limit: 10, offset: 0, sortField: 'end', sortOrder: 'DESC' } });
      accepted(byEnd, 200);
      expect(ids(byEnd)).toEqual([outage.later, outage.early, outage.before]);
      const fromLater = await count({ start: warsawDayIn(11) });
      expect(fromLater.body).toEqual({ count: 1 });
    });
  });

  describe('public spec §7 calls with §3 names', () => {
    let reportId: number;
    const rows: Row[] = [
      [
        'POST /public/api/area/get/by-coordinates: lat, lng',
        async () => {
          const res = await post('/public/api/area/get/by-coordinates').send({ lat: 52.215, lng: 21.02 });
          accepted(res, 200);
          expect(res.body.name).toBe('Test Centrum');
          await post('/public/api/area/get/by-coordinates').send({ lat: 52.4, lng: 21.3 }).expect(404);
        },
      ],
      [
        'POST /public/api/call-net/point-electricity-area-status: lat, lng',
        async () => {
          // The planned outages of beforeAll are at this point; 3 km north-west there is none.
          const res = await post('/public/api/call-net/point-electricity-area-status').send({ lat: 52.215, lng: 21.02 });
          accepted(res, 200);
          expect(res.body.pointElectricityStatus).toBe('PLANNED_OUTAGE');
          const elsewhere = await post('/public/api/call-net/point-electricity-area-status').send({ lat: 52.245, lng: 20.99 });
          accepted(elsewhere, 200);
          expect(elsewhere.body.pointElectricityStatus).toBe('HAS_ELECTRICITY');
        },
      ],
      [
        'POST /public/api/call-net/address-adm-status: street, district, residenceNumber, apartmentNumber, city',
        async () => {
          const res = await post('/public/api/call-net/address-adm-status').send({
            street: 'ul. Marszałkowska',
            district: 'Śródmieście',
            residenceNumber: '10',
            apartmentNumber: '5',
            city: 'Warszawa',
          });
          accepted(res, 200);
          expect(typeof res.body).toBe('boolean');
        },
      ],
      [
        'POST /public/api/call-net/report: the §3 report being created (id, …, outageStart as a date-time, canAddReportOutsideArea)',
        async () => {
          const report = {
            id: null,
            city: 'Warszawa',
            district: 'Śródmieście',
            street: 'ul. Marszałkowska',
            residenceNumber: '10',
            apartmentNumber: '5',
            postcode: '00-590',
            reporter: 'Jan Kowalski',
            phoneNumber: '+48600100200',
            email: 'jan.kowalski@example.pl',
            coordinateX: 21.02,
            coordinateY: 52.215,
            outageStart: new Date(Date.now() - 3600_000).toISOString(),
            reportType: 'NO_VOLTAGE',
            canAddReportOutsideArea: false,
            // Not spec names (docs/deviations.md): the server builds the description from these answers.
            checkAnswers: { building: 'FLAT', invoicesPaid: true, fusesChecked: true, meterChecked: true, neighboursHaveLight: false },
            dataProtectionConsent: true,
          };
          const res = await post('/public/api/call-net/report', publicUser)
            .set('X-Forwarded-For', '198.51.100.1')
            .send({ ...report, recaptchaToken: await solvedCaptcha(t, 'REPORT') });
          accepted(res, 201);
          reportId = res.body.id;
          // The client's copy of the setting decides nothing: outside the area is still refused.
          const outside = await post('/public/api/call-net/report')
            .set('X-Forwarded-For', '198.51.100.2')
            .send({
              ...report,
              email: 'inny@example.pl',
              phoneNumber: '+48600100201',
              coordinateX: 21.3,
              coordinateY: 52.4,
              canAddReportOutsideArea: true,
              recaptchaToken: await solvedCaptcha(t, 'REPORT'),
            });
          expect(outside.status).toBe(403);
        },
      ],
      [
        'POST /public/api/user/reports: reportDate as a date-time (the Warsaw day), sortField, sortOrder, page',
        async () => {
          expect(reportId).toBeGreaterThan(0);
          const today = warsawDay(new Date());
          for (const reportDate of [shifted(today), startOfWarsawDay(today).toISOString(), today]) {
            const res = await post('/public/api/user/reports', publicUser).send({
              reportDate,
              sortField: 'reportDate',
              sortOrder: 'DESC',
              page: { limit: 10, offset: 0 },
            });
            accepted(res, 200);
            expect(res.body.total).toBe(1);
          }
          const yesterday = await post('/public/api/user/reports', publicUser).send({ reportDate: shifted(warsawDayIn(-1)) });
          accepted(yesterday, 200);
          expect(yesterday.body.total).toBe(0);
        },
      ],
      [
        'POST /public/api/user/update: dataProcessingConsent, fullName, email, phone, emailNotificationAgreement, smsNotificationAgreement',
        async () => {
          const me = await t.http().get('/public/api/user/get').set(publicUser).expect(200);
          const settings = {
            dataProcessingConsent: true,
            fullName: 'Joanna Wójcik',
            email: me.body.email,
            phone: '600100200',
            emailNotificationAgreement: true,
            smsNotificationAgreement: true,
          };
          accepted(await post('/public/api/user/update', publicUser).send(settings), 200);
          expect((await t.http().get('/public/api/user/get').set(publicUser).expect(200)).body).toMatchObject(settings);
        },
      ],
      [
        'POST /public/api/user/address: confirmed, streetName, houseNumber, city, district',
        async () => {
          const res = await post('/public/api/user/address', publicUser).send({
            confirmed: true,
            streetName: 'Marszałkowska',
            houseNumber: '10',
            city: 'Warszawa',
            district: 'Śródmieście',
          });
          accepted(res, 201);
          expect(res.body).toMatchObject({ confirmed: true, streetName: expect.stringContaining('Marszałkowska'), houseNumber: '10', city: 'Warszawa' });
          const off = await post(`/public/api/user/address/status/${res.body.id}?enabled=false`, publicUser);
          accepted(off, 200);
          expect(off.body.confirmed).toBe(false);
          accepted(await t.http().delete(`/public/api/user/address?id=${res.body.id}`).set(publicUser), 204);
        },
      ],
      [
        'POST /public/api/user/password/change: currentPassword, newPassword',
        async () => {
          const user = await createUser(t.db, { systemRole: 'PUBLIC' });
          const token = await tokenFor(t.http, user.email);
          accepted(
            await post('/public/api/user/password/change', { Authorization: `Bearer ${token}` }).send({
              currentPassword: TEST_PASSWORD,
              newPassword: 'Nowe#Haslo12',
            }),
            200,
          );
          await post('/public/api/login').send({ login: user.email, password: 'Nowe#Haslo12' }).expect(200);
        },
      ],
      [
        'POST /public/api/planned-outage/search/map: includedDate (a date-time), status ACTIVE',
        async () => {
          const res = await post('/public/api/planned-outage/search/map').send({ includedDate: warsawTimeOn(day, 60), status: 'ACTIVE' });
          accepted(res, 200);
          expect(Array.isArray(res.body)).toBe(true);
        },
      ],
      [
        'POST /public/api/poll/add: the §3 poll with recaptchaToken',
        async () => {
          const res = await post('/public/api/poll/add').send({
            reportFailureTarget: true,
            failureCheckTarget: false,
            plannedCheckTarget: true,
            targetAchieved: true,
            targetNotAchieved: false,
            additionalRemarks: 'Wszystko jasne',
            recaptchaToken: await solvedCaptcha(t, 'POLL'),
          });
          accepted(res, 204);
        },
      ],
      [
        'POST /public/api/register: fullName, email, password',
        async () => {
          accepted(await post('/public/api/register').send({ fullName: 'Ewa Nowa', email: 'ewa.nowa@example.pl', password: 'Dobre#Haslo1' }), 201);
        },
      ],
    ];
    it.each(rows)('%s', async (_call, run) => run());
  });
});
