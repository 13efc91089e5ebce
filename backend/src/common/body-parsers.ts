import type { INestApplication } from '@nestjs/common';
import express, { NextFunction, Request, Response } from 'express';
import { ApiErrorBody, ERROR_MESSAGES } from './api-error';
import { laneBodyErrors } from './fast-lane/lane-body';

/**
 * Body parsing happens in Express, before Nest's exception filters can see an error, so malformed
 * JSON and oversized bodies are answered here in the one error shape (400 and 413).
 */
export function useBodyParsers(app: INestApplication, limitBytes: number): void {
  const json = express.json({ limit: limitBytes });
  const urlencoded = express.urlencoded({ limit: limitBytes, extended: false });
  // laneBodyErrors: a body the fast lane read and could not parse is refused here like one body-parser read (lane-body.ts).
  app.use(laneBodyErrors, json, urlencoded, (error: { type?: string; status?: number }, _req: Request, res: Response, next: NextFunction) => {
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
    const body: ApiErrorBody = { statusCode: statusCode === 415 ? 415 : statusCode, message };
    res.status(body.statusCode).json(body);
  });
}
