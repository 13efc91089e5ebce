import type { Test } from 'supertest';
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '../src/common/api-error';
import { marszalkowskaFailure } from './factories/integration-failure';
import { createTestApp, TestApp } from './support/test-app';

const KEY = 'text-encoding-integration-key-0123456789';
const PASSWORD = 'Mocne#Haslo1';
const BAD_ENCODING = { statusCode: 400, message: ERROR_MESSAGES.invalidEncoding };
/** A JSON text whose string `"@"` is replaced by bytes that are not UTF-8. */
const withBytes = (json: string, bytes: number[]) => {
  const [before, after] = json.split('"@"');
  return Buffer.concat([Buffer.from(`${before}"`), Buffer.from(bytes), Buffer.from(`"${after}`)]);
};
/** The bytes as they are: superagent would otherwise serialise a Buffer sent as JSON into `{"type":"Buffer",…}`. */
const sendJson = (test: Test, bytes: Buffer) =>
  test
    .set('Content-Type', 'application/json')
    .serialize((b: unknown) => b as string)
    .send(bytes);

/**
 * Text the server takes in is UTF-8 without lone surrogates or NUL (docs/security.md "Text encoding"): refused with a
 * Polish 400 at the one check for its kind — the body parsers' bytes, the query string's bytes, the pipe's decoded
 * values — on every route, never a 500 and never stored as U+FFFD.
 */
describe('text encoding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ INTEGRATION_API_KEYS: KEY, ACCOUNT_MAIL_RATE_LIMIT_PER_HOUR: '1000' });
  });
  afterAll(() => t.close());

  it.each([
    ['staff sign-in', '/api/login', { login: '\ud800x@a.pl', password: 'x' }, 'login'],
    ['portal sign-in', '/public/api/login', { login: '\ud800x@a.pl', password: 'x' }, 'login'],
    ['registration', '/public/api/register', { fullName: 'Ewa', email: '\ud800x@a.pl', password: PASSWORD }, 'email'],
    ['staff password reminder', '/api/user/password/remind', { email: '\ud800x@a.pl' }, 'email'],
    ['portal password reminder', '/public/api/user/password/remind', { email: '\ud800x@a.pl' }, 'email'],
  ])('refuses a lone surrogate in the e-mail of %s with a Polish 400 naming the field', async (_name, path, body, field) => {
    const res = await t.http().post(path).send(body).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: ERROR_MESSAGES.validation, errors: { [field]: VALIDATION_MESSAGES.loneSurrogate } });
  });

  it('stores no name holding a lone surrogate (it used to become U+FFFD)', async () => {
    const email = 'surogat.imie@example.pl';
    const res = await t.http().post('/public/api/register').send({ fullName: 'Ewa \udc00', email, password: PASSWORD }).expect(400);
    expect(res.body.errors).toEqual({ fullName: VALIDATION_MESSAGES.loneSurrogate });
    expect(await t.db.query('SELECT 1 FROM users WHERE email = $1', [email])).toHaveLength(0);
  });

  it('refuses a JSON body that is not UTF-8, and a key holding a lone surrogate', async () => {
    const json = JSON.stringify({ fullName: '@', email: 'bajty@example.pl', password: PASSWORD });
    for (const bytes of [[0xff], [0xed, 0xa0, 0x80], [0xc5]]) {
      const res = await sendJson(t.http().post('/public/api/register'), withBytes(json, bytes)).expect(400);
      expect(res.body).toEqual(BAD_ENCODING);
    }
    const key = await sendJson(t.http().post('/api/login'), Buffer.from('{"\\ud800":1}')).expect(400);
    expect(key.body).toEqual({ statusCode: 400, message: ERROR_MESSAGES.validation, errors: { body: VALIDATION_MESSAGES.loneSurrogate } });
    expect(await t.db.query(`SELECT 1 FROM users WHERE email = 'bajty@example.pl'`)).toHaveLength(0);
  });

  it('never reads an urlencoded body: no route takes a form, so it is 415 whatever its escapes', async () => {
    const res = await t.http().post('/api/login').type('form').send('login=a%FF%40b.pl&password=x').expect(415);
    expect(res.body).toMatchObject({ statusCode: 415 });
  });

  it('refuses a query string that is not UTF-8 or holds NUL, on every route, the map feeds included', async () => {
    const notUtf8 = await t.http().get('/api/health?x=%FF%FE').expect(400);
    expect(notUtf8.body).toEqual({ ...BAD_ENCODING, errors: { x: ERROR_MESSAGES.invalidEncoding } });
    const surrogate = await t.http().get('/public/api/call-net/failures-lv?odswiez=%ED%A0%80').expect(400);
    expect(surrogate.body).toEqual({ ...BAD_ENCODING, errors: { odswiez: ERROR_MESSAGES.invalidEncoding } });
    const nul = await t.http().get('/public/api/address-status?lat=52.2&lng=21.0&street=a%00b&houseNumber=1').expect(400);
    expect(nul.body).toEqual({ statusCode: 400, message: VALIDATION_MESSAGES.nulCharacter, errors: { street: VALIDATION_MESSAGES.nulCharacter } });
    // Clean text still passes: escaped Polish letters.
    await t.http().get('/public/api/call-net/failures-lv?miasto=%C5%81%C3%B3d%C5%BA').expect(200);
  });

  it('refuses bytes that are not UTF-8 in a JSON body: the map search POST and the outage system PUT', async () => {
    const search = await sendJson(t.http().post('/public/api/planned-outage/search/map'), withBytes('{"status":"@"}', [0xff])).expect(400);
    expect(search.body).toEqual(BAD_ENCODING);

    const body = JSON.stringify({ ...marszalkowskaFailure(), description: '@' });
    const put = await sendJson(t.http().put('/api/integration/outages/ENC-1').set('X-Api-Key', KEY), withBytes(body, [0x61, 0xff])).expect(400);
    expect(put.body).toEqual(BAD_ENCODING);
    const surrogate = await t
      .http()
      .put('/api/integration/outages/ENC-1')
      .set('X-Api-Key', KEY)
      .send({ ...marszalkowskaFailure(), description: 'opis \ud800' })
      .expect(400);
    expect(surrogate.body.errors).toEqual({ description: VALIDATION_MESSAGES.loneSurrogate });
    expect(await t.db.query(`SELECT 1 FROM call_net_outages WHERE external_id = 'ENC-1'`)).toHaveLength(0);
  });
});
