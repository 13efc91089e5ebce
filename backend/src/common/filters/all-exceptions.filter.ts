import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { requestLanguage } from '../../i18n/request-language';
import { localiseError } from '../../i18n/server-messages';
import { ApiErrorBody, ERROR_MESSAGES } from '../api-error';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../database-errors';

const DEFAULT_MESSAGES: Record<number, string> = {
  400: ERROR_MESSAGES.validation,
  401: ERROR_MESSAGES.unauthorized,
  403: ERROR_MESSAGES.forbidden,
  404: ERROR_MESSAGES.notFound,
  413: ERROR_MESSAGES.payloadTooLarge,
  415: ERROR_MESSAGES.unsupportedMediaType,
  429: ERROR_MESSAGES.tooManyRequests,
};

/** Turns anything thrown into the one error shape; a 5xx never tells the client what went wrong inside. */
export function toApiError(exception: unknown): ApiErrorBody {
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    const body = typeof response === 'object' && response !== null ? (response as Record<string, unknown>) : {};
    // A 500 may carry internal text; other 5xx (503 lockout) are thrown on purpose with a message for people.
    if (statusCode === 500) return { statusCode, message: ERROR_MESSAGES.unexpected };
    const own = typeof response === 'string' ? response : body.message;
    // Nest turns Express's URIError (a path like /x/%zz) into an English 400.
    if (typeof own === 'string' && own.startsWith('Failed to decode param')) return { statusCode, message: ERROR_MESSAGES.malformedUri };
    const message = typeof own === 'string' && !isNestDefault(own) ? own : (DEFAULT_MESSAGES[statusCode] ?? ERROR_MESSAGES.unexpected);
    const errors = body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string>) : undefined;
    return errors ? { statusCode, message, errors } : { statusCode, message };
  }
  if (isDatabaseUnavailable(exception)) return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: ERROR_MESSAGES.serviceUnavailable };
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: ERROR_MESSAGES.unexpected };
}

/** Nest's own English defaults ("Cannot GET /x", "Unauthorized", "Forbidden resource") are replaced by Polish texts. */
function isNestDefault(message: string): boolean {
  return /^(Cannot \w+ |Unauthorized$|Forbidden( resource)?$|Not Found$|Bad Request$|Too Many Requests|ThrottlerException|Payload Too Large|Internal server error)/i.test(
    message,
  );
}

/**
 * What an exception answers, and its log line: the one error shape, a 5xx logged (one line while the database is away,
 * where every request ends up here), and `Retry-After` while it is away.
 */
function errorAnswer(exception: unknown, logger: Logger): { body: ApiErrorBody; headers: Record<string, string> } {
  const body = toApiError(exception);
  const databaseDown = !(exception instanceof HttpException) && body.statusCode === HttpStatus.SERVICE_UNAVAILABLE;
  if (databaseDown) {
    logger.warn(`Baza danych niedostępna: ${exception instanceof Error ? exception.message : String(exception)}`);
  } else if (body.statusCode >= 500) {
    logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
  }
  const headers: Record<string, string> = databaseDown ? { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } : {};
  // A 401 or 403 answers who the caller is, not what the resource holds, and is thrown by the guards before any
  // route's own no-store interceptor runs: a cache must keep it no more than the signed-in answer it stands for.
  if (body.statusCode === HttpStatus.UNAUTHORIZED || body.statusCode === HttpStatus.FORBIDDEN) headers['Cache-Control'] = 'no-store';
  return { body, headers };
}

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const { body, headers } = errorAnswer(exception, this.logger);
    if (response.headersSent) return;
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    // The messages are decided in Polish (the specs' texts) and given in the request's language only here, at the
    // edge, so every refusal — a guard's, a pipe's, a service's — speaks the same language.
    response.status(body.statusCode).json(localiseError(body, requestLanguage(http.getRequest<Request>())));
  }
}
