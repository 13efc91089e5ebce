import { FakeHttpApi, FakeRoute } from '../../../test/support/fake-http-api';
import { SmsGatewayError } from './sms-gateway';
import { SmsapiGateway, SmsapiOptions } from './smsapi.gateway';

const TOKEN = 'test-oauth-token-0123456789';
const TEXT = 'Portal awarii: próba zażółć gęślą jaźń';

/** The request SMSAPI's sms.do takes: POST, bearer token, form fields. */
const smsRoute = (reply: FakeRoute['reply'], body: Record<string, string> = {}): FakeRoute => ({
  method: 'POST',
  path: '/sms.do',
  query: {},
  headers: { authorization: `Bearer ${TOKEN}`, 'content-type': /^application\/x-www-form-urlencoded/ },
  body: { to: '48501234567', message: TEXT, format: 'json', encoding: 'utf-8', from: 'Portal', ...body },
  reply,
});

const ACCEPTED = {
  count: 1,
  list: [
    {
      id: '17000000000000000001',
      points: 0.16,
      number: '48501234567',
      date_sent: 1764540000,
      submitted_number: '48501234567',
      status: 'QUEUE',
      error: null,
      idx: null,
    },
  ],
};

describe('SmsapiGateway against a loopback fake of the SMSAPI HTTP API', () => {
  let fake: FakeHttpApi;
  const gateway = (options: Partial<SmsapiOptions> = {}) =>
    new SmsapiGateway({ baseUrl: fake.url, token: TOKEN, sender: 'Portal', timeoutMs: 2000, ...options });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected a failure');
      },
      (e: unknown) => e as SmsGatewayError,
    );

  beforeEach(async () => {
    fake = await FakeHttpApi.start();
  });
  afterEach(() => fake.close());

  it('sends the message with the token, the sender and UTF-8, and answers the provider id', async () => {
    fake.routes = [smsRoute({ json: ACCEPTED })];
    await expect(gateway().send('48501234567', TEXT)).resolves.toEqual({ providerMessageId: '17000000000000000001' });
    expect(fake.refused).toEqual([]);
    expect(fake.received).toHaveLength(1);
  });

  it('leaves the sender out when none is configured', async () => {
    fake.routes = [{ ...smsRoute({ json: ACCEPTED }), body: { to: '48501234567', message: TEXT, format: 'json', encoding: 'utf-8' } }];
    await gateway({ sender: undefined }).send('48501234567', TEXT);
    expect(fake.refused).toEqual([]);
  });

  it('reports the provider refusing the number (error JSON with HTTP 200) as rejected, with its code and text', async () => {
    fake.routes = [smsRoute({ json: { error: 13, message: 'No correct phone numbers' } })];
    const error = await failure(gateway().send('48501234567', TEXT));
    expect(error).toBeInstanceOf(SmsGatewayError);
    expect(error.kind).toBe('rejected');
    expect(error.message).toBe('SMSAPI odrzuciło wiadomość (kod 13): No correct phone numbers');
    expect(fake.refused).toEqual([]);
  });

  it('reports a bad token (error 101 with HTTP 401) as unavailable: the configuration is wrong, not the message', async () => {
    fake.routes = [smsRoute({ status: 401, json: { error: 101, message: 'Authorization failed' } })];
    const error = await failure(gateway().send('48501234567', TEXT));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toContain('kod 101');
  });

  it('reports HTTP 5xx as unavailable', async () => {
    fake.routes = [smsRoute({ status: 503, body: 'Service Unavailable' })];
    const error = await failure(gateway().send('48501234567', TEXT));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(/HTTP 503/);
  });

  it('gives up after the time limit', async () => {
    fake.routes = [smsRoute({ json: ACCEPTED, delayMs: 3000 })];
    const started = Date.now();
    const error = await failure(gateway({ timeoutMs: 200 }).send('48501234567', TEXT));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(/brak odpowiedzi w ciągu 200 ms/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports a connection failure without the token', async () => {
    const url = fake.url;
    await fake.close();
    const error = await failure(new SmsapiGateway({ baseUrl: url, token: TOKEN, timeoutMs: 500 }).send('48501234567', TEXT));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(/nie udało się połączyć/);
    expect(error.message).not.toContain(TOKEN);
    fake = await FakeHttpApi.start();
  });
});
