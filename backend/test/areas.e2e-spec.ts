import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AREA_LIMITS } from '../src/geo/area-geometry';
import { AreasService } from '../src/areas/areas.service';
import { AreaEntity } from '../src/areas/entities/area.entity';
import { seedDemoAreas } from '../src/database/seeds/demo-areas.seed';
import type { UserEntity } from '../src/users/entities/user.entity';
import { createUser, tokenFor } from './factories/user.factory';
import { createTestApp, TestApp } from './support/test-app';

const FIXTURES = join(__dirname, 'fixtures', 'areas');

interface Staff {
  user: UserEntity;
  auth: { Authorization: string };
}

async function staff(t: TestApp, role: UserEntity['systemRole']): Promise<Staff> {
  const user = await createUser(t.db, { systemRole: role });
  return { user, auth: { Authorization: `Bearer ${await tokenFor(t.http, user.email)}` } };
}

/** Inside "Test Centrum" of areas.geojson, outside its hole; and inside the hole. */
const CENTRUM = { lat: 52.21, lng: 21.02 };
const CENTRUM_HOLE = { lat: 52.23, lng: 21.005 };
/** Inside the moved "Test Centrum" of centrum-moved.geojson. */
const MOVED = { lat: 52.31, lng: 20.92 };

describe('areas', () => {
  let t: TestApp;
  let admin: Staff;
  let dispatcher: Staff;
  const upload = (file: string | Buffer, name?: string, who: Staff = admin) =>
    t
      .http()
      .post('/api/area/upload')
      .set(who.auth)
      .attach('file', typeof file === 'string' ? join(FIXTURES, file) : file, name);
  const lookup = (body: unknown) =>
    t
      .http()
      .post('/public/api/area/get/by-coordinates')
      .send(body as object);
  const rows = async () => (await t.db.getRepository(AreaEntity).find({ order: { id: 'ASC' } })).map((a) => ({ id: a.id, name: a.name, geometry: a.geometry }));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await staff(t, 'ADMIN');
    dispatcher = await staff(t, 'DISPATCHER');
  });
  afterAll(() => t.close());

  it('answers 404 for every point while no area exists', async () => {
    const res = await lookup(CENTRUM).expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Punkt poza obszarem działania' });
  });

  it('refuses the upload without a token (401) and to other roles (403)', async () => {
    // No file attached: the guard answers before the body is read, and a large body still being written
    // would meet a closed socket (EPIPE) instead of the answer.
    await t.http().post('/api/area/upload').expect(401);
    await t.http().post('/api/area/upload').set(dispatcher.auth).expect(403);
    expect(await rows()).toEqual([]);
  });

  it('stores a good file and answers every area in the spec shape', async () => {
    const res = await upload('areas.geojson').expect(200);
    expect(res.body.added).toBe(2);
    expect(res.body.replaced).toBe(0);
    const [centrum, wyspy] = res.body.areas;
    expect(centrum).toEqual({
      id: expect.any(Number),
      name: 'Test Centrum',
      description: 'Śródmieście z dziurą wokół Pałacu Kultury',
      shape: [
        {
          outerRing: [
            { lat: 52.2, lng: 20.98 },
            { lat: 52.2, lng: 21.04 },
            { lat: 52.25, lng: 21.04 },
            { lat: 52.25, lng: 20.98 },
            { lat: 52.2, lng: 20.98 },
          ],
          innerRings: [
            [
              { lat: 52.225, lng: 21 },
              { lat: 52.225, lng: 21.01 },
              { lat: 52.235, lng: 21.01 },
              { lat: 52.235, lng: 21 },
              { lat: 52.225, lng: 21 },
            ],
          ],
        },
      ],
    });
    expect(wyspy).toMatchObject({ name: 'Test Wyspy', description: null });
    expect(wyspy.shape).toHaveLength(2);
    expect(await t.db.getRepository(AreaEntity).findOneByOrFail({ name: 'Test Centrum' })).toMatchObject({
      minLng: 20.98,
      minLat: 52.2,
      maxLng: 21.04,
      maxLat: 52.25,
    });
  });

  it('lists the areas publicly and to any signed-in staff member', async () => {
    const pub = await t.http().get('/public/api/area/get/all').expect(200);
    expect(pub.body.map((a: { name: string }) => a.name)).toEqual(['Test Centrum', 'Test Wyspy']);
    const staffList = await t.http().get('/api/area/get/all').set(dispatcher.auth).expect(200);
    expect(staffList.body).toEqual(pub.body);
    await t.http().get('/api/area/get/all').expect(401);
  });

  it('keeps the staff area calls from a portal (PUBLIC) account: 403', async () => {
    const resident = await staff(t, 'PUBLIC');
    const [first] = await rows();
    const res = await t.http().get('/api/area/get/all').set(resident.auth).expect(403);
    expect(res.body).toEqual({ statusCode: 403, message: 'Nie masz wystarczających uprawnień' });
    await t.http().get(`/api/area/get/${first.id}`).set(resident.auth).expect(403);
  });

  it('gets one area by id to staff, 404 in Polish for an unknown id and 400 for a bad one', async () => {
    const [first] = await rows();
    const one = await t.http().get(`/api/area/get/${first.id}`).set(dispatcher.auth).expect(200);
    expect(one.body).toMatchObject({ id: first.id, name: 'Test Centrum' });
    const missing = await t.http().get('/api/area/get/999999').set(dispatcher.auth).expect(404);
    expect(missing.body).toEqual({ statusCode: 404, message: 'Nie znaleziono obszaru' });
    await t.http().get('/api/area/get/abc').set(dispatcher.auth).expect(400);
    await t.http().get(`/api/area/get/${first.id}`).expect(401);
  });

  it('finds the area containing a point, respecting holes and every polygon of a MultiPolygon', async () => {
    const [centrum, wyspy] = await rows();
    expect((await lookup(CENTRUM).expect(200)).body).toEqual({ id: centrum.id, name: 'Test Centrum' });
    expect((await lookup({ lat: 52.11, lng: 21.16 }).expect(200)).body).toEqual({ id: wyspy.id, name: 'Test Wyspy' });
    expect((await lookup(CENTRUM_HOLE).expect(404)).body.message).toBe('Punkt poza obszarem działania');
    await lookup({ lat: 50, lng: 19 }).expect(404);
  });

  it.each([
    ['no body', {}],
    ['text instead of numbers', { lat: '52.21', lng: '21.02' }],
    ['a latitude over 90', { lat: 91, lng: 21 }],
    ['a longitude under -180', { lat: 52, lng: -181 }],
    ['an unknown field', { lat: 52, lng: 21, radius: 5 }],
  ])('refuses by-coordinates with %s (400)', async (_label, body) => {
    const res = await lookup(body).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, message: expect.any(String), errors: expect.any(Object) });
  });

  describe('refused files change nothing', () => {
    let before: Awaited<ReturnType<typeof rows>>;
    beforeAll(async () => {
      before = await rows();
    });
    afterEach(async () => {
      expect(await rows()).toEqual(before);
    });

    it('refuses a file that is not .geojson', async () => {
      const res = await upload('areas.geojson', 'obszary.json').expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: 'Akceptowane są wyłącznie pliki geoJSON',
        errors: { file: 'Akceptowane są wyłącznie pliki geoJSON' },
      });
    });

    it('accepts the extension in any case but refuses JSON that is not GeoJSON', async () => {
      const res = await upload(readFileSync(join(FIXTURES, 'not-geojson.geojson')), 'OBSZARY.GEOJSON').expect(400);
      expect(res.body.message).toBe('Plik nie jest plikiem GeoJSON: oczekiwano obiektu FeatureCollection lub Feature');
    });

    it('refuses a self-intersecting polygon, naming it, and keeps the good one of the same file out', async () => {
      const res = await upload('self-intersecting.geojson').expect(400);
      expect(res.body.message).toBe('Obiekt nr 2: wielokąt przecina sam siebie');
      expect(await t.db.getRepository(AreaEntity).countBy({ name: 'Test Dobry' })).toBe(0);
    });

    it('refuses a file over the vertex limit (400) and one over 5 MB (413)', async () => {
      // Three rings within the per-ring budget, together over the file's.
      const n = Math.ceil(AREA_LIMITS.vertices / 3) + 10;
      const ring = Array.from({ length: n }, (_, i) => [21 + 0.1 * Math.cos((2 * Math.PI * i) / n), 52 + 0.1 * Math.sin((2 * Math.PI * i) / n)]);
      ring.push(ring[0]);
      const many = Buffer.from(
        JSON.stringify({ type: 'Feature', properties: { name: 'Test Ogromny' }, geometry: { type: 'MultiPolygon', coordinates: [[ring], [ring], [ring]] } }),
      );
      expect(many.length).toBeLessThan(AREA_LIMITS.fileBytes);
      expect((await upload(many, 'ogromny.geojson').expect(400)).body.message).toBe('Plik ma zbyt wiele wierzchołków (najwyżej 100 000)');

      const padded = Buffer.concat([
        Buffer.from(JSON.stringify({ type: 'Feature', properties: { name: 'Test Ogromny', description: 'x' } })),
        Buffer.alloc(AREA_LIMITS.fileBytes, ' '),
      ]);
      const big = await upload(padded, 'duzy.geojson').expect(413);
      expect(big.body).toMatchObject({ statusCode: 413, message: 'Plik jest za duży (najwyżej 5 MB)' });
    });

    it('refuses an upload without a file', async () => {
      const res = await t.http().post('/api/area/upload').set(admin.auth).expect(400);
      expect(res.body.message).toBe('Nie przesłano pliku');
    });
  });

  it('replaces an area of the same name in place, and the lookup uses the new outline at once', async () => {
    const before = await rows();
    const res = await upload('centrum-moved.geojson').expect(200);
    expect(res.body).toMatchObject({ added: 0, replaced: 1 });
    expect(res.body.areas[0]).toMatchObject({ id: before[0].id, name: 'Test Centrum', description: 'Nowy zarys' });
    const after = await rows();
    expect(after.map((a) => a.id)).toEqual(before.map((a) => a.id));
    expect(after[1]).toEqual(before[1]);

    await lookup(CENTRUM).expect(404);
    expect((await lookup(MOVED).expect(200)).body).toEqual({ id: before[0].id, name: 'Test Centrum' });
    const one = await t.http().get(`/api/area/get/${before[0].id}`).set(admin.auth).expect(200);
    expect(one.body.shape[0].outerRing[0]).toEqual({ lat: 52.3, lng: 20.9 });
  });

  it('seeds the approximate Warsaw demo area, which contains the city centre and Wesoła', async () => {
    await t.db.transaction((em) => seedDemoAreas(em));
    await t.app.get(AreasService).reload();
    for (const point of [
      { lat: 52.2128, lng: 21.0186 },
      { lat: 52.2491, lng: 21.2245 },
      { lat: 52.1893, lng: 21.0226 },
    ]) {
      expect((await lookup(point).expect(200)).body.name).toBe('Warszawa');
    }
    await lookup({ lat: 52.4, lng: 21.0 }).expect(404);
  });
});
