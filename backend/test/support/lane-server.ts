import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastLane } from '../../src/common/fast-lane/fast-lane';
import { laneBodyErrors } from '../../src/common/fast-lane/lane-body';

/** What reached "Express" behind the lane: the url, the body as the lane handed it over, a parse error handed over, and the bytes it read itself. */
export interface ReachedExpress {
  url: string;
  body: unknown;
  error: unknown;
  rawLength: number;
}

/**
 * A node:http server with `lane` installed in front of a stand-in for Express that records what reached it and answers
 * 'express', and one lane middleware that records its runs and sets X-Frame-Options (as helmet would). For the fast
 * lane's unit tests of bodies (POST, PUT).
 */
export async function startLaneServer(lane: FastLane, bodyLimitBytes: number) {
  const reachedExpress: ReachedExpress[] = [];
  const middlewareRuns: string[] = [];
  const server: Server = createServer((req: IncomingMessage & { body?: unknown }, res: ServerResponse) => {
    let error: unknown;
    laneBodyErrors(req, res, (e) => (error = e));
    const chunks: Buffer[] = [];
    const answer = () => {
      reachedExpress.push({ url: req.url ?? '', body: req.body, error, rawLength: Buffer.concat(chunks).length });
      res.setHeader('X-Answered-By', 'express');
      res.end('express');
    };
    // A body the lane read has ended already (body-parser then skips reading, as here).
    if (req.readableEnded) return answer();
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', answer);
  });
  lane.install(
    server,
    [
      (req, res, next) => {
        middlewareRuns.push(req.url ?? '');
        res.setHeader('X-Frame-Options', 'DENY');
        next();
      },
    ],
    { bodyLimitBytes },
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    reachedExpress,
    middlewareRuns,
    /** Forgets what was recorded (between tests). */
    reset: () => {
      reachedExpress.length = 0;
      middlewareRuns.length = 0;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
