import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGES, languageFromAcceptLanguage } from '@portal/domain';
import type { Request } from 'express';

/** The cookie the public site sets when a person chooses a language (docs/i18n.md). */
export const LANGUAGE_COOKIE = 'lang';
/** The query parameter that names a language in a link (`/public?lang=uk`, an alert's links). */
export const LANGUAGE_PARAMETER = 'lang';

/** The value of one cookie in a `Cookie` header, without a parser for the rest: only `lang` is read. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';', 50)) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The language of a request: the `lang` query parameter, then the `lang` cookie, then Accept-Language, then Polish.
 * A value that names no language of ours is passed over, never refused: every link keeps working. The staff API
 * (everything outside /public) answers in Polish whatever the browser asks: the back office is Polish.
 */
export function requestLanguage(request: Pick<Request, 'path' | 'query' | 'headers'>): Language {
  if (!request.path?.startsWith('/public')) return DEFAULT_LANGUAGE;
  const fromQuery = request.query?.[LANGUAGE_PARAMETER];
  if (isLanguage(fromQuery)) return fromQuery;
  const fromCookie = cookieValue(request.headers.cookie, LANGUAGE_COOKIE);
  if (isLanguage(fromCookie)) return fromCookie;
  return languageFromAcceptLanguage(request.headers['accept-language']);
}

/** The request's language as a handler parameter: `@RequestLanguage() language: Language`. */
export const RequestLanguage = createParamDecorator((_data: unknown, context: ExecutionContext): Language =>
  requestLanguage(context.switchToHttp().getRequest<Request>()),
);

/**
 * Documents `?lang=` on an operation whose answer or effects depend on the language (a new account's mails): the
 * document then has it, and the front ends' typed clients may send it.
 */
export const ApiLanguageQuery = (): MethodDecorator =>
  ApiQuery({
    name: LANGUAGE_PARAMETER,
    required: false,
    enum: LANGUAGES,
    description: 'Język (pierwszy przed ciasteczkiem `lang` i nagłówkiem Accept-Language); inna wartość jest pomijana',
  });
