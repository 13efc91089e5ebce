/**
 * One HTTP stack (docs/decisions.md, "One HTTP stack"): every operation of backend/openapi.json is answered by Nest's
 * router with the same common headers and exactly one structured log line with the same fields — the storm's feeds,
 * the map search and the outage system's PUT as much as any other route. Each operation is called once, cheaply: its
 * recorded example's path, query and body when there is one (support/api-conformance.ts records them), else the
 * document's parameter examples and `{}`; without a sign-in, so most staff routes answer 401 from their guard. Any
 * status will do: what is checked is what every answer shares.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { MapFeedSnapshot } from '../src/map-feed/map-feed.snapshot';
import { readRecordedExamples } from '../src/openapi/swagger';
import { eventually } from './support/eventually';
import { createTestApp, TestApp } from './support/test-app';

const KEY = 'stack-integration-key-0123456789abcdef';

interface Operation {
  operationId: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; example?: unknown; schema?: { example?: unknown; enum?: unknown[] } }>;
  requestBody?: { content?: Record<string, unknown> };
}
const document = JSON.parse(readFileSync(join(__dirname, '..', 'openapi.json'), 'utf8')) as { paths: Record<string, Record<string, Operation>> };
const operations = Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));
/** The recorded calls' paths and bodies: a call each operation accepts. */
const RECORDED_EXAMPLES = readRecordedExamples();

/** Helmet's headers and the request id: set before any route runs, so every answer carries them with the same value. */
const COMMON = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-request-id',
];
/** Open data's feeds are meant to be read by other sites' scripts: their CORP is `cross-origin` (docs/open-data.md). */
const OWN_VALUE = new Set(['cross-origin-resource-policy', 'x-request-id']);

const exampleOf = (p: NonNullable<Operation['parameters']>[number]) => p.example ?? p.schema?.example ?? p.schema?.enum?.[0] ?? '1';

describe('one HTTP stack: every documented route', () => {
  let t: TestApp;
  const lines: Array<Record<string, any>> = [];

  beforeAll(async () => {
    const destination = new PassThrough();
    destination.on('data', (chunk: Buffer) =>
      lines.push(
        ...chunk
          .toString('utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as Record<string, any>),
      ),
    );
    t = await createTestApp({ LOG_LEVEL: 'info', INTEGRATION_API_KEYS: KEY }, { logDestination: destination });
    await t.app.get(MapFeedSnapshot).refresh();
  });
  afterAll(() => t.close());

  it('answers each with the same common headers and exactly one log line: route template, method, status, duration, request id', async () => {
    expect(operations.length).toBeGreaterThan(100);
    const reference = await t.http().get('/api/health');
    const problems: string[] = [];
    const answered: Array<{ name: string; requestId: string; wanted: Record<string, unknown> }> = [];
    /** pino-http's line for a finished request (a service's own line during a request also carries `req`, but no `res`). */
    const requestLines = () => lines.filter((l) => l.req?.id && l.res && 'responseTime' in l);
    for (const [i, { path, method, op }] of operations.entries()) {
      const example = RECORDED_EXAMPLES[op.operationId];
      const params = op.parameters ?? [];
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const value = example?.path?.[name] ?? exampleOf(params.find((p) => p.in === 'path' && p.name === name) ?? { name, in: 'path' });
        return encodeURIComponent(String(value));
      });
      const query = new URLSearchParams();
      for (const p of params.filter((q) => q.in === 'query' && q.required)) query.set(p.name, String(example?.query?.[p.name] ?? exampleOf(p)));
      const requestId = `stack-${i}`;
      let call = t
        .http()
        [method as 'get'](query.size ? `${url}?${query}` : url)
        .set('X-Request-Id', requestId)
        .set('X-Api-Key', KEY);
      if (op.requestBody?.content?.['application/json']) call = call.send(example?.request ?? {});
      const res = await call;
      const name = `${method.toUpperCase()} ${path} (${res.status})`;

      for (const header of COMMON) {
        const expected = header === 'x-request-id' ? requestId : reference.headers[header];
        if (res.headers[header] !== expected) problems.push(`${name}: ${header} is ${res.headers[header]}, not ${expected}`);
      }
      for (const header of Object.keys(reference.headers).filter((h) => COMMON.includes(h) || OWN_VALUE.has(h)))
        if (!(header in res.headers)) problems.push(`${name}: no ${header}`);

      answered.push({ name, requestId, wanted: { route: path, method: method.toUpperCase(), status: res.status, duration: 'number', id: requestId } });
    }

    // A request's line is written when its answer has been sent: give the last ones that moment.
    await eventually(async () => expect(requestLines().some((l) => l.req.id === answered.at(-1)!.requestId)).toBe(true), { timeoutMs: 1_000 });
    for (const { name, requestId, wanted } of answered) {
      const logged = requestLines().filter((l) => l.req.id === requestId);
      if (logged.length !== 1) {
        problems.push(`${name}: ${logged.length} request log lines`);
        continue;
      }
      const [line] = logged;
      const shape = {
        route: typeof line.route === 'string' ? line.route.replace(/:(\w+)/g, '{$1}') : line.route,
        method: line.req?.method,
        status: line.res?.statusCode,
        duration: typeof line.responseTime,
        id: line.req?.id,
      };
      if (JSON.stringify(shape) !== JSON.stringify(wanted)) problems.push(`${name}: log line ${JSON.stringify(shape)}`);
    }
    expect(problems).toEqual([]);
    // Every line of a request has the same fields, whichever route answered it.
    const fieldSets = new Set(
      requestLines()
        .filter((l) => l.req.id.startsWith('stack-') && l.res.statusCode < 500)
        .map((l) => Object.keys(l).sort().join(',')),
    );
    expect([...fieldSets]).toEqual(['hostname,level,msg,pid,req,res,responseTime,route,time']);
  }, 300_000);

  it('tries the storm reads before any other feature’s routes (Express walks its routes in order until one matches)', () => {
    const router = (t.app.getHttpAdapter().getInstance() as { router: { stack: Array<{ route?: { path: string } }> } }).router;
    const paths = router.stack.map((layer) => layer.route?.path).filter((path): path is string => Boolean(path));
    const storm = [
      '/public/api/map/config',
      '/public/api/call-net/failures-lv',
      '/public/api/call-net/reports',
      '/public/api/planned-outage/get/all',
      '/public/api/planned-outage/search/map',
      '/public/api/address-status',
      '/public/api/open/v1/outages.geojson',
      '/public/api/area/get/all',
    ];
    for (const path of storm) expect(paths).toContain(path);
    const last = Math.max(...storm.map((path) => paths.indexOf(path)));
    // Before the last storm read: the API document (registered when the app is configured), the middleware bound to
    // routes, the health check (first by design) and the storm modules' own routes (their writes included).
    const storms =
      /^\/(public\/)?api\/(docs|health|map|call-net|planned-outage\/(get|search)|address-status|open|area|report|restoration-check|integration\/outages)/;
    const ahead = paths.slice(0, last).filter((path) => path !== '{/*splat}' && !storms.test(path));
    expect(ahead).toEqual([]);
    expect(last).toBeLessThan(paths.length / 2);
  });
});
