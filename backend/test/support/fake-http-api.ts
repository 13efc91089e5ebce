import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake received it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  /** The request body as text ('' when none). */
  body: string;
  /** Date.now() when it arrived. */
  at: number;
}

export interface FakeReply {
  status?: number;
  json?: unknown;
  /** Raw body instead of JSON. */
  body?: string;
  /** Answer this late (to test time limits). */
  delayMs?: number;
}

/** What the fake accepts: exactly these query parameters (no more, no fewer), headers matching when given. */
export interface FakeRoute {
  method?: string;
  path: string;
  query: Record<string, string | RegExp>;
  headers?: Record<string, string | RegExp>;
  /** When given: the body's fields (form-encoded or a JSON object), exactly these (no more, no fewer). */
  body?: Record<string, string | RegExp>;
  reply: FakeReply | ((request: ReceivedRequest) => FakeReply);
}

const matches = (expected: string | RegExp, actual: string | undefined) =>
  actual !== undefined && (typeof expected === 'string' ? expected === actual : expected.test(actual));

/**
 * A real HTTP server on 127.0.0.1 standing in for an external API (CONVENTIONS: only services we cannot run are
 * faked, and a fake refuses calls it does not expect). A request matching no route is answered 404 (unknown path)
 * or 400 (unexpected parameters or headers) and recorded in `refused`, so a test can assert it stayed empty.
 */
export class FakeHttpApi {
  readonly received: ReceivedRequest[] = [];
  readonly refused: Array<{ request: ReceivedRequest; reason: string }> = [];
  routes: FakeRoute[];

  private constructor(
    private readonly server: Server,
    readonly url: string,
    routes: FakeRoute[],
  ) {
    this.routes = routes;
  }

  static async start(routes: FakeRoute[] = []): Promise<FakeHttpApi> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const fake = new FakeHttpApi(server, `http://127.0.0.1:${port}`, routes);
    const answer = async (req: IncomingMessage, res: ServerResponse) => {
      const at = Date.now();
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const url = new URL(req.url ?? '/', fake.url);
      const request: ReceivedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at,
      };
      fake.received.push(request);
      const onPath = fake.routes.filter((r) => r.path === request.path && (r.method ?? 'GET') === request.method);
      let reason = onPath.length ? '' : `unexpected ${request.method} ${request.path}`;
      const route = onPath.find((r) => {
        const problem = fake.problemWith(r, request);
        reason ||= problem;
        return !problem;
      });
      if (!route) {
        fake.refused.push({ request, reason });
        res.writeHead(onPath.length ? 400 : 404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: reason }));
        return;
      }
      const reply = typeof route.reply === 'function' ? route.reply(request) : route.reply;
      const send = () => {
        if (res.destroyed) return;
        const body = reply.body ?? JSON.stringify(reply.json ?? null);
        res.writeHead(reply.status ?? 200, { 'Content-Type': reply.body !== undefined ? 'text/plain' : 'application/json' }).end(body);
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
      else send();
    };
    // A request that breaks off while its body is read rejects; it ends that socket, not the test run.
    server.on('request', (req, res) => void answer(req, res).catch((error: Error) => res.destroy(error)));
    return fake;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private problemWith(route: FakeRoute, request: ReceivedRequest): string {
    const expectedKeys = Object.keys(route.query).sort();
    const actualKeys = Object.keys(request.query).sort();
    const extra = actualKeys.filter((k) => !(k in route.query));
    if (extra.length) return `unexpected parameters ${extra.join(', ')}`;
    const wrong = expectedKeys.filter((k) => !matches(route.query[k], request.query[k]));
    if (wrong.length) return `wrong or missing parameters ${wrong.map((k) => `${k}=${JSON.stringify(request.query[k])}`).join(', ')}`;
    const badHeaders = Object.entries(route.headers ?? {}).filter(([name, expected]) => !matches(expected, String(request.headers[name.toLowerCase()] ?? '')));
    if (badHeaders.length) return `wrong headers ${badHeaders.map(([n]) => n).join(', ')}`;
    if (route.body) return bodyProblem(route.body, request);
    return '';
  }
}

/** The fields of a form-encoded or JSON-object body (values as text). */
function bodyFields(request: ReceivedRequest): Record<string, string> | null {
  const type = String(request.headers['content-type'] ?? '');
  if (type.startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(request.body));
  if (type.startsWith('application/json')) {
    try {
      const json: unknown = JSON.parse(request.body);
      if (json && typeof json === 'object' && !Array.isArray(json))
        return Object.fromEntries(Object.entries(json).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
    } catch {
      return null;
    }
  }
  return null;
}

function bodyProblem(expected: Record<string, string | RegExp>, request: ReceivedRequest): string {
  const fields = bodyFields(request);
  if (!fields) return `body is not a form or a JSON object (Content-Type ${JSON.stringify(request.headers['content-type'] ?? null)})`;
  const extra = Object.keys(fields).filter((k) => !(k in expected));
  if (extra.length) return `unexpected body fields ${extra.join(', ')}`;
  const wrong = Object.keys(expected).filter((k) => !matches(expected[k], fields[k]));
  if (wrong.length) return `wrong or missing body fields ${wrong.map((k) => `${k}=${JSON.stringify(fields[k])}`).join(', ')}`;
  return '';
}
