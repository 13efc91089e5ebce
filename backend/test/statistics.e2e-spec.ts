import { addressMatchKey } from '@portal/domain';
import { GeocodingService } from '../src/geocoding/geocoding.service';
import type { GeocodedAddress } from '../src/geocoding/geocoded-address';
import { lastFullMonth, monthText } from '../src/statistics/scoreboard-figures';
import { createUser, tokenFor } from './factories/user.factory';
import { MARSZALKOWSKA } from './factories/outage-addresses';
import { createTestApp, type TestApp } from './support/test-app';

const KEY = 'statistics-integration-key-0123456789abcdef';
const geocoder = { geocode: async (): Promise<GeocodedAddress | null> => null };
/** Where the estimate failures happen: no watched address is near. */
const FAILURE_AT = { lng: 21.0122, lat: 52.2297 };
/** Seven watched addresses stand here, inside one extensive failure's square. */
const LIMIT_AT = { lng: 21.3, lat: 52.3 };
/** Three watched addresses with no interruption at all. */
const QUIET_AT = { lng: 20.9, lat: 52.1 };
const PULAWSKA = { ...MARSZALKOWSKA, nonFormattedAddress: 'ul. Puławska 145, Warszawa', street: 'ul. Puławska', streetNumber: '145' };
const MARSZALKOWSKA_12 = { ...MARSZALKOWSKA, nonFormattedAddress: 'ul. Marszałkowska 12, Warszawa', streetNumber: '12' };

/**
 * The scoreboard over a history whose figures are known by construction (docs/statistics.md). October 2026 in Warsaw
 * runs from 2026-09-30T22:00Z (summer time) to 2026-10-31T23:00Z (winter time, after the 25 October change).
 */
describe('public scoreboard', () => {
  let t: TestApp;
  let dispatcher: { Authorization: string };
  let accepter: { Authorization: string };

  const failure = (id: string, body: Record<string, unknown>) =>
    t
      .http()
      .put(`/api/integration/outages/${id}`)
      .set('X-Api-Key', KEY)
      .send({ type: 'FAILURE', voltageClass: 'LV', position: FAILURE_AT, outageCircle: 'SMALL', cause: 'Uszkodzenie kabla nN', ...body })
      .expect(200);
  const end = (id: string, endedAt: string) => t.http().post(`/api/integration/outages/${id}/end`).set('X-Api-Key', KEY).send({ endedAt }).expect(200);
  const planned = async (addresses: object[], start: string, end: string, then: 'accept' | 'accept-and-delete' | 'leave' = 'accept') => {
    const res = await t
      .http()
      .post('/api/planned-outage/add')
      .set(dispatcher)
      .send({
        addresses,
        outageStart: start,
        outageEnd: end,
        outageAnnouncement: start.slice(0, 10),
        voltageLevel: 'LV',
        taskNumber: null,
        recipient: null,
        comment: null,
        acceptStatus: '',
      })
      .expect(201);
    if (then !== 'leave')
      await t.http().post('/api/planned-outage/change-accept-status').set(accepter).send({ id: res.body.id, acceptStatus: 'ACCEPTED' }).expect(200);
    if (then === 'accept-and-delete')
      await t
        .http()
        .delete(`/api/planned-outage/delete/${res.body.id}`)
        .set(dispatcher)
        .expect((r) => expect(r.status).toBeLessThan(300));
    return res.body.id as number;
  };
  /** What really happened, as a dispatcher reports it (docs/planned-outages.md "Plan against fact"). */
  const actual = (id: number, body: { actualStart?: string; actualEnd?: string; cancelled?: boolean }) =>
    t.http().post(`/api/planned-outage/actual/${id}`).set(dispatcher).send(body).expect(200);
  const statistics = (month?: string) =>
    t
      .http()
      .get('/public/api/statistics')
      .query(month ? { month } : {});

  beforeAll(async () => {
    t = await createTestApp(
      { INTEGRATION_API_KEYS: KEY, NOTIFICATIONS_WORKER: 'false', LOG_LEVEL: 'error' },
      { logDestination: process.stderr, overrideProviders: [{ provide: GeocodingService, useValue: geocoder }] },
    );
    const d = await createUser(t.db, { systemRole: 'DISPATCHER' });
    const a = await createUser(t.db, { systemRole: 'ACCEPTER' });
    dispatcher = { Authorization: `Bearer ${await tokenFor(t.http, d.email)}` };
    accepter = { Authorization: `Bearer ${await tokenFor(t.http, a.email)}` };
    const watcher = await createUser(t.db, { systemRole: 'PUBLIC', email: 'licznik@statystyki.test' });
    const watch = (street: string, number: string, at: { lng: number; lat: number }) =>
      t.db.query(
        `INSERT INTO "watched_addresses" ("user_id", "street_type", "street_name", "house_number", "city", "district", "lng", "lat", "match_key", "match_key_base", "created_at")
         VALUES ($1, 'ul.', $2, $3, 'Warszawa', 'Śródmieście', $4, $5, $6, $6, '2026-01-01T00:00:00Z')`,
        [watcher.id, street, number, at.lng, at.lat, addressMatchKey(street, number)],
      );
    for (const n of ['1', '2', '3', '4', '5']) await watch('Limitowa', n, LIMIT_AT);
    await watch('Marszałkowska', '10', LIMIT_AT);
    await watch('Marszałkowska', '12', LIMIT_AT);
    for (const n of ['1', '2', '3']) await watch('Cicha', n, QUIET_AT);

    // F1: estimate 10:00, restored 09:30 — 30 minutes early.
    await failure('F1', { start: '2026-10-15T08:00:00Z', end: '2026-10-15T10:00:00Z' });
    await end('F1', '2026-10-15T09:30:00Z');
    // F2: first estimate 10:00, moved to 12:00, restored 10:20 — 20 minutes after the FIRST estimate (early against the last).
    await failure('F2', { start: '2026-10-15T08:00:00Z', end: '2026-10-15T10:00:00Z' });
    await failure('F2', { start: '2026-10-15T08:00:00Z', end: '2026-10-15T12:00:00Z' });
    await end('F2', '2026-10-15T10:20:00Z');
    // F3: created without an estimate, then 10:00, then 11:00; restored 11:00 — 60 minutes after the first.
    await failure('F3', { start: '2026-10-15T08:00:00Z' });
    await failure('F3', { start: '2026-10-15T08:00:00Z', end: '2026-10-15T10:00:00Z' });
    await failure('F3', { start: '2026-10-15T08:00:00Z', end: '2026-10-15T11:00:00Z' });
    await end('F3', '2026-10-15T11:00:00Z');
    // F4: never an estimate.
    await failure('F4', { start: '2026-10-15T08:00:00Z' });
    await end('F4', '2026-10-15T09:00:00Z');
    // F6: restored 1 October 00:30 Warsaw (22:30Z the day before, summer time), 30 minutes after its estimate: October, within.
    await failure('F6', { start: '2026-09-30T20:00:00Z', end: '2026-09-30T22:00:00Z' });
    await end('F6', '2026-09-30T22:30:00Z');
    // F5: restored 1 November 00:30 Warsaw (23:30Z, winter time): November, not October.
    await failure('F5', { start: '2026-10-31T20:00:00Z', end: '2026-10-31T23:00:00Z' });
    await end('F5', '2026-10-31T23:30:00Z');
    // E: an extensive failure over the seven addresses, no estimate, 50 h: over 48 h a year and over 24 h at once.
    const d0 = 0.01;
    await t
      .http()
      .put('/api/integration/outages/E')
      .set('X-Api-Key', KEY)
      .send({
        type: 'EXTENSIVE',
        start: '2026-10-20T00:00:00Z',
        cause: 'Burza',
        area: [
          { lng: LIMIT_AT.lng - d0, lat: LIMIT_AT.lat - d0 },
          { lng: LIMIT_AT.lng + d0, lat: LIMIT_AT.lat - d0 },
          { lng: LIMIT_AT.lng + d0, lat: LIMIT_AT.lat + d0 },
          { lng: LIMIT_AT.lng - d0, lat: LIMIT_AT.lat + d0 },
        ],
      })
      .expect(200);
    await end('E', '2026-10-22T02:00:00Z');

    // P1: 36 h at Marszałkowska 10 and 12 — two addresses over 35 h a year and 16 h at once (a count too small to
    // publish); held exactly as announced.
    const p1 = await planned([MARSZALKOWSKA, MARSZALKOWSKA_12], '2026-10-05T04:00:00Z', '2026-10-06T16:00:00Z');
    await actual(p1, { actualStart: '2026-10-05T04:00:00Z', actualEnd: '2026-10-06T16:00:00Z' });
    // P2: published, then deleted: withdrawn, so cancelled.
    await planned([PULAWSKA], '2026-10-08T06:00:00Z', '2026-10-08T10:00:00Z', 'accept-and-delete');
    // P3: never published: not counted.
    await planned([PULAWSKA], '2026-10-09T06:00:00Z', '2026-10-09T10:00:00Z', 'leave');
    // P4: announced to end 1 November 00:30 Warsaw: November, with no recorded end.
    await planned([PULAWSKA], '2026-10-31T20:00:00Z', '2026-10-31T23:30:00Z');
    // P5: announced to end 1 October 00:30 Warsaw: October; it ended exactly the tolerance (15 minutes) late: as planned.
    const p5 = await planned([PULAWSKA], '2026-09-30T20:00:00Z', '2026-09-30T22:30:00Z');
    await actual(p5, { actualStart: '2026-09-30T20:00:00Z', actualEnd: '2026-09-30T22:45:00Z' });
    // P6: four hours announced, two taken: shortened.
    const p6 = await planned([PULAWSKA], '2026-10-12T06:00:00Z', '2026-10-12T10:00:00Z');
    await actual(p6, { actualStart: '2026-10-12T06:00:00Z', actualEnd: '2026-10-12T08:00:00Z' });
    // P7: ended a minute past the tolerance: extended.
    const p7 = await planned([PULAWSKA], '2026-10-13T06:00:00Z', '2026-10-13T10:00:00Z');
    await actual(p7, { actualStart: '2026-10-13T06:00:00Z', actualEnd: '2026-10-13T10:16:00Z' });
    // P8: published, then marked cancelled (not deleted): cancelled.
    const p8 = await planned([PULAWSKA], '2026-10-14T06:00:00Z', '2026-10-14T10:00:00Z');
    await actual(p8, { cancelled: true });
    // P9: began, its end never reported: without a record.
    const p9 = await planned([PULAWSKA], '2026-10-15T06:00:00Z', '2026-10-15T10:00:00Z');
    await actual(p9, { actualStart: '2026-10-15T06:05:00Z' });
  });
  afterAll(() => t.close());

  it('gives every figure of October 2026 as constructed', async () => {
    const res = await statistics('2026-10').expect(200);
    expect(res.body).toMatchObject({ month: '2026-10', from: '2026-09-30T22:00:00.000Z', to: '2026-10-31T23:00:00.000Z', complete: true, graceMinutes: 30 });
    expect(res.body.failures).toEqual({
      ended: 6,
      withoutEstimate: 2,
      withEstimate: 4,
      beforeEstimate: 1,
      withinGrace: 2,
      later: 1,
      beforeEstimatePercent: 25,
      withinGracePercent: 50,
      laterPercent: 25,
      // Errors −30, +20, +30, +60: the mean of the middle two.
      medianErrorMinutes: 25,
    });
    // P1, P2, P5–P9; each outcome by the one rule with its tolerance. Unread actual columns would leave five without a
    // record and P8 uncancelled.
    expect(res.body.planned).toEqual({
      announced: 7,
      cancelled: 2,
      withoutRecord: 1,
      asPlanned: 2,
      shortened: 1,
      extended: 1,
      asPlannedPercent: 50,
      shortenedPercent: 25,
      extendedPercent: 25,
    });
    expect(res.body.limits).toEqual({
      year: 2026,
      asOf: '2026-10-31T23:00:00.000Z',
      suppressBelow: 5,
      watchedAddresses: 10,
      limits: [
        { kind: 'PLANNED_YEAR', limitHours: 35, addresses: null },
        { kind: 'UNPLANNED_YEAR', limitHours: 48, addresses: 7 },
        { kind: 'PLANNED_SINGLE', limitHours: 16, addresses: null },
        { kind: 'UNPLANNED_SINGLE', limitHours: 24, addresses: 7 },
      ],
    });
  });

  it('puts what ended after midnight of 1 November, Warsaw time, in November', async () => {
    const res = await statistics('2026-11').expect(200);
    expect(res.body.failures).toMatchObject({ ended: 1, withEstimate: 1, withinGrace: 1, medianErrorMinutes: 30 });
    expect(res.body.planned).toMatchObject({ announced: 1, withoutRecord: 1 });
  });

  it('counts nothing in a month with no recorded history', async () => {
    const res = await statistics('2026-08').expect(200);
    expect(res.body.failures).toMatchObject({ ended: 0, withoutEstimate: 0, medianErrorMinutes: null, beforeEstimatePercent: null });
    expect(res.body.planned).toMatchObject({ announced: 0, cancelled: 0 });
    // Up to the end of August nobody had passed a limit; the ten addresses are counted.
    expect(res.body.limits.limits.map((l: { addresses: number | null }) => l.addresses)).toEqual([0, 0, 0, 0]);
    expect(res.body.limits.watchedAddresses).toBe(10);
  });

  it('answers the last full month when none is asked for', async () => {
    const res = await statistics().expect(200);
    expect(res.body.month).toBe(monthText(lastFullMonth(new Date())));
    expect(res.body.complete).toBe(true);
  });

  it('is public and cacheable: an ETag, and 304 for the copy the client has', async () => {
    const res = await statistics('2026-10').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers.etag).toBeTruthy();
    await statistics('2026-10').set('If-None-Match', res.headers.etag).expect(304);
  });

  it.each([
    ['a malformed month', '2026-13', 'Podaj miesiąc w formacie RRRR-MM, np. 2026-10'],
    ['a date instead of a month', '2026-10-01', 'Podaj miesiąc w formacie RRRR-MM, np. 2026-10'],
    ['a month not yet begun', '2999-01', 'Ten miesiąc jeszcze się nie zaczął: statystyki obejmują miesiące do bieżącego'],
    ['a month before the portal kept outages', '1999-12', 'Statystyki obejmują miesiące od 2000-01'],
  ])('refuses %s with a Polish 400', async (_, month, message) => {
    const res = await statistics(month).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'Niepoprawne dane', errors: { month: message } });
    const csv = await t.http().get('/public/api/statistics/csv').query({ month }).expect(400);
    expect(csv.body.errors).toEqual({ month: message });
  });

  it('downloads the month as CSV for Polish Excel', async () => {
    const res = await t
      .http()
      .get('/public/api/statistics/csv')
      .query({ month: '2026-10' })
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="statystyki-2026-10.csv"');
    const body = res.body as Buffer;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = body.subarray(3).toString('utf8').split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Awarie zakończone w miesiącu;Wszystkie zakończone;6;',
        'Awarie zakończone w miesiącu;Bez przewidywanego czasu usunięcia;2;',
        'Awarie zakończone w miesiącu;Usunięte do 30 minut po nim;2;50',
        'Awarie zakończone w miesiącu;Mediana różnicy: faktyczny koniec minus pierwszy przewidywany (minuty);25;',
        'Wyłączenia planowane z zapowiadanym końcem w miesiącu;Odwołane;2;',
        'Wyłączenia planowane z zapowiadanym końcem w miesiącu;Bez zapisanego faktycznego przebiegu;1;',
        'Wyłączenia planowane z zapowiadanym końcem w miesiącu;Zgodnie z planem (do 15 minut różnicy);2;50',
        'Wyłączenia planowane z zapowiadanym końcem w miesiącu;Skrócone;1;25',
        'Wyłączenia planowane z zapowiadanym końcem w miesiącu;Przedłużone;1;25',
        'Limity przerw w roku 2026 (obserwowane adresy);Ponad 48 h przerw nieplanowanych w roku;7;',
        'Limity przerw w roku 2026 (obserwowane adresy);Ponad 35 h przerw planowanych w roku;;',
      ]),
    );
  });
});
