import { Inject, type MiddlewareConsumer, Module, type NestModule, RequestMethod, SetMetadata } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import express, { NextFunction, Request, Response } from 'express';
import type { IncomingMessage } from 'node:http';
import { ApiErrorBody, ERROR_MESSAGES, VALIDATION_MESSAGES } from './api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
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
export function routeBodyLimits(modules: ModulesContainer): RouteBodyLimit[] {
  const found: RouteBodyLimit[] = [];
  for (const module of modules.values()) {
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

type ParseError = { type?: string; status?: number; field?: string; message?: string };

/** A query string's or a body's problem in the one error shape: 400, 413 or 415 with a Polish message. */
function answerParseError(error: ParseError, res: Response): void {
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
}

/** Every query string, wherever it goes (a route that declares no parameter included): UTF-8 without NUL. */
function queryEncoding(req: Request, res: Response, next: NextFunction): void {
  const error = queryEncodingError(req.originalUrl);
  if (error) answerParseError(error, res);
  else next();
}

/** A JSON parser whose refusal is answered at once, in the one error shape. */
function jsonParser(limitBytes: number) {
  const parse = express.json({ limit: limitBytes, verify: verifyJson });
  return (req: Request, res: Response, next: NextFunction): void => parse(req, res, (error?: unknown) => (error ? answerParseError(error, res) : next()));
}

/** Every path and method, as nestjs-pino takes them. */
const EVERY_ROUTE = { path: '{/*splat}', method: RequestMethod.ALL };

/**
 * The query-string check and the JSON parsers, as Nest middleware: they run after the request logger's (imported
 * before this module), so a request refused here has its log line and its `X-Request-Id` like any other, and the
 * answer is in the one error shape (400, 413, 415). Only JSON is parsed: no route consumes a form, and a body of
 * another type is refused with 415 by BodyMediaTypeGuard. A route declared with BodyLimit reads its body with its own
 * parser, mounted on its own path and method first; the general parser then finds the body read and leaves it.
 */
@Module({})
export class BodyParsersModule implements NestModule {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly modules: ModulesContainer,
  ) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(queryEncoding).forRoutes(EVERY_ROUTE);
    for (const route of routeBodyLimits(this.modules))
      consumer
        .apply(jsonParser(route.limitBytes))
        .forRoutes({ path: route.path, method: RequestMethod[route.method.toUpperCase() as keyof typeof RequestMethod] });
    consumer.apply(jsonParser(this.config.bodyLimitBytes)).forRoutes(EVERY_ROUTE);
  }
}
