import type { INestApplication } from '@nestjs/common';
import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import type { IncomingMessage } from 'node:http';
import { ApiErrorBody, ERROR_MESSAGES, VALIDATION_MESSAGES } from './api-error';
import { laneBodyErrors } from './fast-lane/lane-body';
import { isUtf8Bytes, queryTextProblem } from './text-encoding';

/** What the checks below raise for text that is not clean (common/text-encoding.ts); answered as a Polish 400. */
export interface EncodingError extends Error {
  type: 'encoding.invalid';
  status: 400;
  /** The query parameter that holds it, when one does. */
  field?: string;
  message: string;
}

function encodingError(message: string, field?: string): EncodingError {
  return Object.assign(new Error(message), { type: 'encoding.invalid' as const, status: 400 as const, field, message });
}

/** The query string's problem as the error the body parsers' handler answers, or undefined. Shared with the fast lane. */
export function queryEncodingError(url: string): EncodingError | undefined {
  const q = url.indexOf('?');
  const found = q < 0 ? undefined : queryTextProblem(url.slice(q + 1));
  if (!found) return undefined;
  return encodingError(found.problem === 'nul' ? VALIDATION_MESSAGES.nulCharacter : ERROR_MESSAGES.invalidEncoding, found.field);
}

/** Every query string, wherever it goes (a route that declares no parameter included): UTF-8 without NUL. */
function queryEncoding(req: IncomingMessage, _res: unknown, next: (error?: unknown) => void): void {
  next(queryEncodingError(req.url ?? ''));
}

/**
 * body-parser decodes bytes that are not UTF-8 to U+FFFD without a word: `verify` sees the raw bytes first. A JSON body
 * in another declared charset (UTF-16) is decoded by body-parser as announced and its strings checked by the pipe.
 */
function verifyJson(_req: IncomingMessage, _res: unknown, bytes: Buffer, encoding: string): void {
  if (encoding === 'utf-8' && !isUtf8Bytes(bytes)) throw encodingError(ERROR_MESSAGES.invalidEncoding);
}

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
 * Body parsing happens in Express, before Nest's exception filters can see an error, so malformed JSON, text that is
 * not UTF-8 and oversized bodies are answered here in the one error shape (400 and 413). Only JSON is parsed: no route
 * consumes a form, and a body of another type is refused with 415 by BodyMediaTypeGuard.
 */
export function useBodyParsers(app: INestApplication, limitBytes: number, routeLimits: readonly RouteBodyLimit[] = []): void {
  const general = express.json({ limit: limitBytes, verify: verifyJson });
  const own = routeLimits.map((route) => ({ ...route, parse: express.json({ limit: route.limitBytes, verify: verifyJson }) }));
  const json: RequestHandler = (req, res, next) => {
    const route = own.find((r) => r.method === req.method && r.path.test(req.path));
    return (route?.parse ?? general)(req, res, next);
  };
  // laneBodyErrors: a body the fast lane read and could not parse is refused here like one body-parser read (lane-body.ts).
  app.use(
    queryEncoding,
    laneBodyErrors,
    json,
    (error: { type?: string; status?: number; field?: string; message?: string }, _req: Request, res: Response, next: NextFunction) => {
      if (!error) return next();
      if (error.type === 'encoding.invalid') {
        const body: ApiErrorBody = { statusCode: 400, message: error.message ?? ERROR_MESSAGES.invalidEncoding };
        if (error.field) body.errors = { [error.field]: body.message };
        return void res.status(400).json(body);
      }
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
    },
  );
}
