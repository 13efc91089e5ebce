import { type INestApplication, RequestMethod, SetMetadata } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import express, { type Express, NextFunction, Request, Response } from 'express';
import type { IncomingMessage } from 'node:http';
import { ApiErrorBody, ERROR_MESSAGES, VALIDATION_MESSAGES } from './api-error';
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

/** The query string's problem as the error the body parsers' handler answers, or undefined. */
function queryEncodingError(url: string): EncodingError | undefined {
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

const BODY_LIMIT = 'portal:bodyLimitBytes';
const BODY_METHODS = ['post', 'put', 'patch', 'delete'] as const;

/**
 * A route whose documented body is larger than the general limit (BODY_LIMIT_BYTES): its own limit, computed from the
 * DTO's documented maxima by the module that owns the route, declared on the route beside its path and method.
 */
export const BodyLimit = (bytes: number): MethodDecorator => SetMetadata(BODY_LIMIT, bytes);

/** A route declared with BodyLimit: its Express method, its path as Nest registers it, and its limit. */
export interface RouteBodyLimit {
  method: (typeof BODY_METHODS)[number];
  path: string;
  limitBytes: number;
}

/** The routes of the app's controllers that declare their own body limit, read from the decorators' metadata. */
export function routeBodyLimits(app: INestApplication): RouteBodyLimit[] {
  const found: RouteBodyLimit[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (typeof metatype !== 'function') continue;
      const prototype = metatype.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = Object.getOwnPropertyDescriptor(prototype, name)?.value as object | undefined;
        const limitBytes = typeof handler === 'function' ? (Reflect.getMetadata(BODY_LIMIT, handler) as number | undefined) : undefined;
        if (limitBytes === undefined) continue;
        const parts: unknown[] = [Reflect.getMetadata(PATH_METADATA, metatype), Reflect.getMetadata(PATH_METADATA, handler!)];
        if (!parts.every((p): p is string => typeof p === 'string')) throw new Error(`BodyLimit: ${metatype.name}.${name} must have one path`);
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler!) as RequestMethod].toLowerCase() as RouteBodyLimit['method'];
        if (!BODY_METHODS.includes(method)) throw new Error(`BodyLimit: ${metatype.name}.${name} takes no body`);
        const path = `/${parts
          .map((p) => p.replace(/^\/+|\/+$/g, ''))
          .filter(Boolean)
          .join('/')}`;
        found.push({ method, path, limitBytes });
      }
    }
  }
  return found;
}

/**
 * Body parsing happens in Express, before Nest's exception filters can see an error, so malformed JSON, text that is
 * not UTF-8 and oversized bodies are answered here in the one error shape (400 and 413). Only JSON is parsed: no route
 * consumes a form, and a body of another type is refused with 415 by BodyMediaTypeGuard.
 */
export function useBodyParsers(app: INestApplication, limitBytes: number): void {
  app.use(queryEncoding);
  // A route with its own limit reads its body on its own path (Express's router matches it as Nest's does); the general
  // parser then finds the body read and leaves it.
  const server = app.getHttpAdapter().getInstance() as Express;
  for (const route of routeBodyLimits(app)) server[route.method](route.path, express.json({ limit: route.limitBytes, verify: verifyJson }));
  app.use(
    express.json({ limit: limitBytes, verify: verifyJson }),
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
