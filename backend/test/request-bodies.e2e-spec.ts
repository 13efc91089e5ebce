import { OUTAGE_LIMITS, outageInputMaxBytes } from '../src/outages/outage-input.rules';
import { CallNetOutageEntity } from '../src/outages/entities/call-net-outage.entity';
import { createTestApp, TestApp } from './support/test-app';
import { marszalkowskaFailure } from './factories/integration-failure';

const KEY = 'bodies-integration-key-0123456789abcdef';
const TOO_LARGE = { statusCode: 413, message: 'Przesłane dane są zbyt duże' };

/** Four UTF-8 bytes and one character to the length rules: the most bytes a documented text can take. */
const text = (characters: number) => '\u{1F50C}'.repeat(characters);

/**
 * The documented maximum (docs/integration.md): every list full and every text at its limit, a closed-in 2,000-point
 * area around central Warsaw, laid out with two-space indentation, then padded with JSON whitespace to `bytes`.
 */
function documentedMaximum(bytes: number): Buffer {
  const area = Array.from({ length: OUTAGE_LIMITS.areaPoints }, (_, i) => {
    const angle = (2 * Math.PI * i) / OUTAGE_LIMITS.areaPoints;
    return { lng: 21.0122 + 0.02 * Math.cos(angle), lat: 52.2297 + 0.012 * Math.sin(angle) };
  });
  const addressList = Array.from({ length: OUTAGE_LIMITS.addressList }, () => ({
    streetType: text(OUTAGE_LIMITS.streetType),
    streetName: text(OUTAGE_LIMITS.streetName),
    residenceNumber: text(OUTAGE_LIMITS.residenceNumber),
  }));
  const body = {
    type: 'FAILURE',
    voltageClass: 'LV',
    area,
    position: { lng: 21.0122, lat: 52.2297 },
    outageCircle: 'MEDIUM',
    addressesCount: OUTAGE_LIMITS.addressesCount,
    addressList,
    start: '2026-11-21T18:40:00.123456789+01:00',
    end: '2026-11-22T06:00:00.123456789+01:00',
    description: text(OUTAGE_LIMITS.description),
    cause: text(OUTAGE_LIMITS.cause),
  };
  const json = Buffer.from(JSON.stringify(body, null, 2));
  if (json.length > bytes) throw new Error(`the documented maximum takes ${json.length} bytes, more than ${bytes}`);
  return Buffer.concat([json, Buffer.alloc(bytes - json.length, ' ')]);
}

describe('request bodies: the limits a route documents and the types it consumes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ INTEGRATION_API_KEYS: KEY });
  });
  afterAll(() => t?.close());

  // As text: superagent would send a Buffer as JSON of its bytes.
  const put = (url: string, body: Buffer | string, contentType = 'application/json') =>
    t.http().put(url).set('X-Api-Key', KEY).set('Content-Type', contentType).send(body.toString());

  // The route's own limit (BodyLimit on the controller) holds with a query string too: the router matches the path alone.
  describe.each([
    ['without a query string', ''],
    ['with a query string', '?via=query'],
  ])('the outage PUT %s', (_path, query) => {
    it('accepts the documented maximum at exactly the route limit, and answers 413 in the one error shape one byte beyond', async () => {
      const limit = outageInputMaxBytes();
      const body = documentedMaximum(limit);
      const id = `MAX-${query ? 'QUERY' : 'PLAIN'}`;
      const ok = await put(`/api/integration/outages/${id}${query}`, body);
      expect({ status: ok.status, addresses: ok.body.addressList?.length }).toEqual({ status: 200, addresses: OUTAGE_LIMITS.addressList });
      expect(ok.body.addressList[0].streetName).toBe(text(OUTAGE_LIMITS.streetName));

      const over = await put(`/api/integration/outages/${id}-2${query}`, Buffer.concat([body, Buffer.from(' ')]));
      expect(over.status).toBe(413);
      expect(over.headers['content-type']).toMatch(/^application\/json/);
      expect(over.body).toEqual(TOO_LARGE);
      expect(await t.db.getRepository(CallNetOutageEntity).countBy({ externalId: `${id}-2` })).toBe(0);
    }, 120_000);

    it('answers a JSON body sent as text/plain with 415 and a Polish message, not "Pole obowiązkowe" for every field', async () => {
      const res = await put(`/api/integration/outages/PLAIN-1${query}`, JSON.stringify(marszalkowskaFailure()), 'text/plain');
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ statusCode: 415, message: expect.stringMatching(/^Nieobsługiwany typ danych: wyślij treść jako application\/json/) });
      expect(await t.db.getRepository(CallNetOutageEntity).countBy({ externalId: 'PLAIN-1' })).toBe(0);
    });
  });

  it('keeps the general limit on every other route', async () => {
    const res = await t
      .http()
      .post('/public/api/planned-outage/search/map')
      .set('Content-Type', 'application/json')
      .send(`{"status":"ACTIVE"${' '.repeat(t.config.bodyLimitBytes)}}`);
    expect(res.status).toBe(413);
    expect(res.body).toEqual(TOO_LARGE);
  });

  it.each([
    ['a form to the sign-in', 'post', '/api/login', 'application/x-www-form-urlencoded', 'login=a%40b.pl&password=x'],
    ['text to the map search', 'post', '/public/api/planned-outage/search/map', 'text/plain', '{"status":"ACTIVE"}'],
    ['a multipart body to a JSON route', 'post', '/public/api/area/get/by-coordinates', 'multipart/form-data; boundary=x', '--x\r\n\r\n--x--\r\n'],
    ['JSON to the file upload', 'post', '/api/area/upload', 'application/json', '{"file":"areas.geojson"}'],
  ] as const)('answers %s with 415', async (_name, method, url, contentType, body) => {
    const res = await t.http()[method](url).set('Content-Type', contentType).send(body);
    expect(res.status).toBe(415);
    expect(res.body.statusCode).toBe(415);
    expect(res.body.message).toMatch(/^Nieobsługiwany typ danych/);
  });

  it('leaves a call without a body alone, whatever its Content-Type says', async () => {
    await t.http().get('/public/api/area/get/all').set('Content-Type', 'text/plain').expect(200);
  });
});
