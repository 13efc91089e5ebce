import type { INestApplication } from '@nestjs/common';
import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import { ApiErrorBody, ERROR_MESSAGES } from './api-error';
import { laneBodyErrors } from './fast-lane/lane-body';

/**
 * A route whose documented body is larger than the general limit (BODY_LIMIT_BYTES): its own limit, computed from the
 * DTO's documented maxima by the module that owns the route. The fast lane reads the same route with the same limit.
 */
export interface RouteBodyLimit {
  method: 'POST' | 'PUT';
  /** Matches the path without its query string (Express's `req.path`, the lane's URL without one). */
  path: RegExp;
  limitBytes: number;
}

/**
 * Body parsing happens in Express, before Nest's exception filters can see an error, so malformed JSON and oversized
 * bodies are answered here in the one error shape (400 and 413). Only JSON is parsed: no route consumes a form, and a
 * body of another type is refused with 415 by BodyMediaTypeGuard.
 */
export function useBodyParsers(app: INestApplication, limitBytes: number, routeLimits: readonly RouteBodyLimit[] = []): void {
  const general = express.json({ limit: limitBytes });
  const own = routeLimits.map((route) => ({ ...route, parse: express.json({ limit: route.limitBytes }) }));
  const json: RequestHandler = (req, res, next) => {
    const route = own.find((r) => r.method === req.method && r.path.test(req.path));
    return (route?.parse ?? general)(req, res, next);
  };
  // laneBodyErrors: a body the fast lane read and could not parse is refused here like one body-parser read (lane-body.ts).
  app.use(laneBodyErrors, json, (error: { type?: string; status?: number }, _req: Request, res: Response, next: NextFunction) => {
    if (!error) return next();
    const statusCode = error.type === 'entity.too.large' ? 413 : (error.status ?? 400) < 500 ? (error.status ?? 400) : 400;
    const message =
      error.type === 'entity.too.large'
        ? ERROR_MESSAGES.payloadTooLarge
        : error.type === 'entity.parse.failed'
          ? ERROR_MESSAGES.malformedJson
          : error.type === 'encoding.unsupported' || error.type === 'charset.unsupported'
            ? ERROR_MESSAGES.unsupportedMediaType
            : ERROR_MESSAGES.validation;
    const body: ApiErrorBody = { statusCode, message };
    res.status(body.statusCode).json(body);
  });
}
