import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGES, languageFromAcceptLanguage } from '@portal/domain';
import { VALIDATION_MESSAGES as M } from '../common/api-error';
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
 * `?lang=` on an operation whose effects depend on the language (a new account's mails): documented, and checked to be
 * one text. A text that names no language of ours is passed over, never refused (requestLanguage), so it is not an enum.
 */
export class LanguageQueryDto {
  @ApiPropertyOptional({ description: `Język: ${LANGUAGES.join(', ')}; przed ciasteczkiem \`lang\` i nagłówkiem Accept-Language; inna wartość jest pomijana` })
  @IsOptional()
  @IsString({ message: M.notString })
  lang?: string;
}
