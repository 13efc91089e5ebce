import { PassThrough } from 'node:stream';
import { weakEtag } from '../src/common/fast-lane/fast-lane';
import { IntegrationApiKeyGuard } from '../src/outages/integration/api-key.guard';
import { marszalkowskaFailure } from './factories/integration-failure';
import { createTestApp, TestApp } from './support/test-app';

const KEY = 'lane-integration-key-0123456789abcdef';
const failure = marszalkowskaFailure();

/**
 * The outage-management system's PUT in the fast lane (outages/integration/integration.lane.ts; issue 19): the lane
 * answers a call that passes the key, the DTO and the rules, with what Nest would have sent; every refusal is still
 * Nest's. A query string sends the same call through Nest, which lets the two answers be compared.
 */
describe('integration PUT in the fast lane', () => {
  let t: TestApp;
  const lines: string[] = [];
  let nestCalls: jest.SpyInstance;
  const put = (path: string, body: unknown, key = KEY) =>
    t
      .http()
      .put(path)
      .set('X-Api-Key', key)
      .send(body as object);

  beforeAll(async () => {
    const destination = new PassThrough();
    destination.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    t = await createTestApp({ INTEGRATION_API_KEYS: KEY, LOG_LEVEL: 'info' }, { logDestination: destination });
    // Nest asks the guard on every call it routes (the lane checks the key without it): a call counted here went through Nest.
    nestCalls = jest.spyOn(IntegrationApiKeyGuard.prototype, 'canActivate');
  });
  afterAll(async () => {
    await t.close();
    nestCalls.mockRestore();
  });
  beforeEach(() => nestCalls.mockClear());

  it('answers a valid write itself, with the answer, status and headers Nest gives the same call', async () => {
    const lane = await put('/api/integration/outages/LANE-1', failure).expect(200);
    expect(nestCalls).not.toHaveBeenCalled();
    const nest = await put('/api/integration/outages/LANE-1?through=nest', { ...failure, description: 'Druga wersja' }).expect(200);
    expect(nestCalls).toHaveBeenCalledTimes(1);

    expect(lane.body).toMatchObject({ externalId: 'LANE-1', created: true, type: 'FAILURE' });
    expect(nest.body).toMatchObject({ externalId: 'LANE-1', created: false, description: 'Druga wersja' });
    expect(Object.keys(lane.body).sort()).toEqual(Object.keys(nest.body).sort());
    const read = await t.http().get('/api/integration/outages/LANE-1').set('X-Api-Key', KEY).expect(200);
    expect({ ...read.body, created: false }).toEqual(nest.body);

    const varying = new Set(['date', 'etag', 'content-length']);
    const fixed = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !varying.has(name)));
    expect(fixed(lane.headers)).toEqual(fixed(nest.headers));
    expect(lane.headers['cache-control']).toBe('no-store');
    expect(lane.headers['content-security-policy']).toContain("default-src 'self'");
    expect(lane.headers['strict-transport-security']).toBeDefined();
    // The same ETag rule as Express's: each answer's tag is the weak tag of its own bytes.
    expect(lane.headers.etag).toBe(weakEtag(Buffer.from(lane.text)));
    expect(nest.headers.etag).toBe(weakEtag(Buffer.from(nest.text)));
    expect(Number(lane.headers['content-length'])).toBe(Buffer.byteLength(lane.text));
  });

  it('leaves every refusal to Nest, with the body it read: key, DTO, cross-field rule, id, not JSON', async () => {
    const missingKey = await t.http().put('/api/integration/outages/LANE-2').send(failure).expect(401);
    expect(missingKey.body).toEqual({ statusCode: 401, message: 'Brak klucza API (nagłówek X-Api-Key)' });
    const wrongKey = await put('/api/integration/outages/LANE-2', failure, 'wrong-key').expect(401);
    expect(wrongKey.body).toEqual({ statusCode: 401, message: 'Nieprawidłowy klucz API' });

    const badField = await put('/api/integration/outages/LANE-2', { ...failure, addressesCount: 'dużo' }).expect(400);
    expect(badField.body.errors).toHaveProperty('addressesCount');
    const unknownField = await put('/api/integration/outages/LANE-2', { ...failure, extra: 1 }).expect(400);
    expect(unknownField.body.errors).toHaveProperty('extra');
    // A rule across fields (the service's rules): a failure needs its voltage class.
    const { voltageClass: _dropped, ...noVoltage } = failure;
    const crossField = await put('/api/integration/outages/LANE-2', noVoltage).expect(400);
    expect(crossField.body.errors).toHaveProperty('voltageClass');
    // Each of these went through Nest: the lane declined before writing.
    expect(nestCalls).toHaveBeenCalledTimes(5);

    await put('/api/integration/outages/ZŁY%20ID', failure).expect(400);
    expect(nestCalls).toHaveBeenCalledTimes(6);
    const notJson = await t
      .http()
      .put('/api/integration/outages/LANE-2')
      .set('X-Api-Key', KEY)
      .set('Content-Type', 'application/json')
      .send('{"type": "FAILURE",')
      .expect(400);
    expect(notJson.body.statusCode).toBe(400);
    await t.http().get('/api/integration/outages/LANE-2').set('X-Api-Key', KEY).expect(404);
  });

  it('writes the request log line pino-http writes for Nest, with the caller request id and never the body', async () => {
    lines.length = 0;
    await put('/api/integration/outages/LANE-3', { ...failure, description: 'Opis tylko w treści' })
      .set('X-Request-Id', 'system-req-42')
      .expect(200);
    await new Promise((r) => setTimeout(r, 50));
    const entries = lines.map((l) => JSON.parse(l) as Record<string, any>).filter((e) => e.req?.url === '/api/integration/outages/LANE-3');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { id: 'system-req-42', method: 'PUT', url: '/api/integration/outages/LANE-3' },
      res: { statusCode: 200 },
    });
    expect(typeof entries[0].responseTime).toBe('number');
    expect(lines.join('\n')).not.toContain('Opis tylko w treści');
    expect(lines.join('\n')).not.toContain(KEY);
  });
});
