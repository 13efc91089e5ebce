import { AREA_MESSAGES } from '../src/geo/area-geometry';
import { DISPLAY_VERTICES } from '../src/areas/display-shape';
import { AreaEntity } from '../src/areas/entities/area.entity';
import { ADDRESS_LIST_MESSAGES } from '../src/planned-outages/excel/address-list.reader';
import { createUser, tokenFor } from './factories/user.factory';
// @ts-expect-error a plain .mjs module shared with `npm run bench:hostile`, without typings
import { bigXls, ringThroughTheMiddle, xlsxWithRows } from './support/hostile-files.mjs';
import type request from 'supertest';
import { measure } from './support/resource-probe';
import { createTestApp, TestApp } from './support/test-app';

/** Issue 14's bounds for a refused hostile file, measured in the server's process while it handles the file. */
const MAX_ADDED_RSS_MB = 100;
const MAX_EVENT_LOOP_DELAY_MS = 200;

describe('hostile files (issue 14): refused with a Polish 400 without holding up or bloating the server', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let dispatcher: { Authorization: string };
  const areaRows = () => t.db.getRepository(AreaEntity).count();
  const uploadArea = (file: Buffer, name = 'obszar.geojson') => t.http().post('/api/area/upload').set(admin).attach('file', file, name);
  const importList = (file: Buffer, name: string) => t.http().post('/api/planned-outage/address-list').set(dispatcher).attach('file', file, name);

  beforeAll(async () => {
    t = await createTestApp();
    admin = { Authorization: `Bearer ${await tokenFor(t.http, (await createUser(t.db, { systemRole: 'ADMIN' })).email)}` };
    dispatcher = { Authorization: `Bearer ${await tokenFor(t.http, (await createUser(t.db, { systemRole: 'DISPATCHER' })).email)}` };
    // A first upload and import, so that what is measured below is the file and not loading the code once.
    await uploadArea(ringThroughTheMiddle(8)).expect(400);
    await importList(xlsxWithRows(5), 'lista.xlsx').expect(200);
  });
  afterAll(() => t.close());

  /**
   * Sends a file and checks the server's answer and cost. Memory is judged on the first try (a later try may reuse
   * what the first one grew). The event-loop delay is wall-clock time and this machine is shared: with nothing to do,
   * its loop was measured late by up to 370 ms under other test runs. So up to three tries are made and the best
   * counts; a real block (22 s before the fix) is there every time.
   */
  async function expectRefusedWithinBounds(
    send: () => Promise<request.Response[]>,
    expected: { status: number; body: unknown },
    maxAddedRssMb = MAX_ADDED_RSS_MB,
  ) {
    const first = await measure(send);
    for (const res of first.result) expect({ status: res.status, body: res.body }).toEqual(expected);
    expect(first.addedRssMb).toBeLessThan(maxAddedRssMb);
    let delay = first.maxDelayMs;
    for (let attempt = 2; attempt <= 3 && delay >= MAX_EVENT_LOOP_DELAY_MS; attempt += 1) delay = Math.min(delay, (await measure(send)).maxDelayMs);
    expect(delay).toBeLessThan(MAX_EVENT_LOOP_DELAY_MS);
  }

  describe('GeoJSON areas', () => {
    it.each([
      // 210 kB: 22 s and 625 MB on the main thread before (the grid check went quadratic).
      ['an 8,000-vertex ring through its middle', 8_000, `Obiekt nr 1: ${AREA_MESSAGES.selfIntersecting}`],
      // Within the per-ring budget: the sweep finds the crossing.
      ['a 49,000-vertex ring through its middle', 49_000, `Obiekt nr 1: ${AREA_MESSAGES.selfIntersecting}`],
      // 2.6 MB: "JavaScript heap out of memory" before; now over the per-ring budget, refused before any geometry work.
      ['a 99,000-vertex ring through its middle', 99_000, `Obiekt nr 1: ${AREA_MESSAGES.tooManyRingVertices}`],
    ])('%s', async (_label, n, message) => {
      const file = ringThroughTheMiddle(n);
      await expectRefusedWithinBounds(async () => [await uploadArea(file)], { status: 400, body: { statusCode: 400, message, errors: { file: message } } });
      expect(await areaRows()).toBe(0);
    });

    it('refuses a NUL character in a name with 400 (it was a 500 from PostgreSQL) and stores nothing', async () => {
      const square = [
        [21, 52],
        [21.1, 52],
        [21.1, 52.1],
        [21, 52.1],
        [21, 52],
      ];
      const file = Buffer.from(JSON.stringify({ type: 'Feature', properties: { name: 'Obszar\u0000' }, geometry: { type: 'Polygon', coordinates: [square] } }));
      const res = await uploadArea(file).expect(400);
      expect(res.body.message).toBe(`Obiekt nr 1: ${AREA_MESSAGES.nulCharacter}`);
      expect(await areaRows()).toBe(0);
    });
  });

  describe('address-list import', () => {
    it.each([
      // 2 MB: the whole sheet was parsed on the main thread before the row limit was checked (5 s).
      ['an .xlsx of 400,000 rows', () => xlsxWithRows(400_000), 'dlugi.xlsx', ADDRESS_LIST_MESSAGES.tooManyRows(10_000)],
      // 4.9 MB, 49 MB unpacked: 17 s.
      ['an .xlsx of 1,000,000 rows', () => xlsxWithRows(1_000_000, { numbers: true }), 'bardzo-dlugi.xlsx', ADDRESS_LIST_MESSAGES.tooManyRows(10_000)],
      // 4.3 MB at the format's row limit: the parser read every cell and the shared strings (1 s, 180 MB) first.
      ['an .xls of 65,535 rows', () => bigXls(), 'dlugi.xls', ADDRESS_LIST_MESSAGES.tooManyRows(10_000)],
    ])(
      '%s',
      async (_label, make, name, message) => {
        const file: Buffer = make();
        await expectRefusedWithinBounds(async () => [await importList(file, name)], {
          status: 400,
          body: { statusCode: 400, message, errors: { file: message } },
        });
      },
      60_000,
    );

    // Before: 2.7 GB resident. Now they take turns in one worker: within the bound of each file together.
    it('three 1,000,000-row files at once: all refused, the server adds less than three files may and its event loop is free', async () => {
      const file: Buffer = xlsxWithRows(1_000_000, { numbers: true });
      const message = ADDRESS_LIST_MESSAGES.tooManyRows(10_000);
      const send = () => Promise.all([1, 2, 3].map((i) => importList(file, `lista-${i}.xlsx`)));
      await expectRefusedWithinBounds(send, { status: 400, body: { statusCode: 400, message, errors: { file: message } } }, 3 * MAX_ADDED_RSS_MB);
    }, 60_000);
  });

  describe('the public list of areas', () => {
    it('is served prepared: compressed, with an ETag and 304, outlines over the display budget simplified; staff get the exact ones', async () => {
      const n = 40_000;
      const ring = Array.from({ length: n }, (_, i) => {
        const a = (2 * Math.PI * i) / n;
        const r = 0.1 + 0.002 * Math.sin(40 * a) + 0.0001 * Math.sin(900 * a);
        return [+(21 + r * Math.cos(a)).toFixed(7), +(52 + r * Math.sin(a)).toFixed(7)];
      });
      const file = Buffer.from(
        JSON.stringify({ type: 'Feature', properties: { name: 'Szczegółowy' }, geometry: { type: 'Polygon', coordinates: [[...ring, ring[0]]] } }),
      );
      await uploadArea(file, 'szczegolowy.geojson').expect(200);

      const raw = await t.http().get('/public/api/area/get/all').set('Accept-Encoding', 'identity').expect(200);
      expect(raw.body[0].shape[0].outerRing.length).toBeLessThanOrEqual(DISPLAY_VERTICES);
      expect(raw.headers['cache-control']).toBe('public, max-age=60');
      const etag = raw.headers.etag;
      expect(etag).toMatch(/^W\/"/);
      const br = await t
        .http()
        .get('/public/api/area/get/all')
        .set('Accept-Encoding', 'br')
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(Number(br.headers['content-length'])).toBeLessThan(Number(raw.headers['content-length']) / 2);
      await t.http().get('/public/api/area/get/all').set('If-None-Match', etag).expect(304);

      const staff = await t.http().get('/api/area/get/all').set(admin).expect(200);
      expect(staff.body[0].shape[0].outerRing).toHaveLength(n + 1);
      expect(staff.headers['cache-control']).toBe('private, no-cache');
    });
  });
});
