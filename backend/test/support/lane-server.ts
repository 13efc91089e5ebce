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
 * 'express'; its header middleware sets X-Frame-Options (as helmet would), and the answers the lane tells of are recorded. For the fast
 * lane's unit tests of bodies (POST, PUT).
 */
export async function startLaneServer(lane: FastLane, bodyLimitBytes: number) {
  const reachedExpress: ReachedExpress[] = [];
  /** The urls of the answers the lane told of (its `answered` option). */
  const answered: string[] = [];
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
  lane.install(server, {
    headers: [
      (_req, res, next) => {
        res.setHeader('X-Frame-Options', 'DENY');
        next();
      },
    ],
    answered: (req) => answered.push(req.url ?? ''),
    bodyLimitBytes,
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    reachedExpress,
    answered,
    /** Forgets what was recorded (between tests). */
    reset: () => {
      reachedExpress.length = 0;
      answered.length = 0;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
