import { Controller, Get, HttpCode, HttpException, Ip, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiFoundResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiQuery,
  ApiResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { parse as parseCookies } from 'cookie';
import escapeHtml from 'escape-html';
import type { CookieOptions, Request, Response } from 'express';
import { ApiErrorResponseDto } from '../../common/dto/api-error-response.dto';
import { LoginResponseDto } from '../dto/login-response.dto';
import { NoStore } from '../no-store';
import { SignInThrottlerGuard } from '../sign-in-throttler.guard';
import { SSO_DOCS } from './sso.api-docs';
import { SsoOptionsResponseDto } from './sso-options-response.dto';
import { HANDOFF_TTL_SECONDS, SsoService, STATE_TTL_SECONDS } from './sso.service';

/** Both cookies go only to these routes; httpOnly, so no script of any page reads them. */
const COOKIE_PATH = '/api/sso';
const STATE_COOKIE = 'portal_sso_state';
const HANDOFF_COOKIE = 'portal_sso_session';
/** The back office's sign-in page collects the session from there. */
const BACK_OFFICE_LANDING = '/login?sso=1';

@ApiTags('auth')
@Controller('api/sso')
export class SsoController {
  constructor(private readonly sso: SsoService) {}

  @SSO_DOCS.options
  @Get('options')
  @ApiOkResponse({ type: SsoOptionsResponseDto })
  options(): SsoOptionsResponseDto {
    return this.sso.options();
  }

  @SSO_DOCS.begin
  @Get('login')
  @NoStore()
  @UseGuards(SignInThrottlerGuard)
  @ApiFoundResponse({ description: 'To the provider’s authorization address; the signed state in an httpOnly cookie' })
  @ApiNotFoundResponse({ type: ApiErrorResponseDto, description: 'Logowanie przez dostawcę tożsamości nie jest skonfigurowane' })
  @ApiServiceUnavailableResponse({ type: ApiErrorResponseDto, description: 'Dostawca tożsamości jest chwilowo niedostępny' })
  @ApiTooManyRequestsResponse({ type: ApiErrorResponseDto, description: 'Zbyt wiele żądań z tego adresu (Retry-After)' })
  async begin(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.answer(req, res, async () => {
      const { location, state } = await this.sso.begin();
      res.cookie(STATE_COOKIE, state, this.cookie(req, STATE_TTL_SECONDS));
      // Without Express's 'Redirecting to …' text: a redirect here has no body to document or to cache.
      res.status(302).location(location).end();
    });
  }

  @SSO_DOCS.callback
  @Get('callback')
  @NoStore()
  @UseGuards(SignInThrottlerGuard)
  @ApiQuery({ name: 'code', required: false, description: 'The authorization code (absent when the provider answers an error)' })
  @ApiQuery({ name: 'state', required: false, description: 'The state sent to the provider' })
  @ApiQuery({ name: 'iss', required: false, description: 'The provider’s issuer identifier (RFC 9207)' })
  @ApiQuery({ name: 'error', required: false, description: 'The provider’s error code, instead of a code' })
  @ApiResponse({ status: 303, description: 'Signed in: to the back office, which collects the session (POST /api/sso/session)' })
  @ApiBadRequestResponse({ type: ApiErrorResponseDto, description: 'Wygasłe logowanie, niezgodny state, inny wystawca, nieważny lub użyty kod' })
  @ApiUnauthorizedResponse({ type: ApiErrorResponseDto, description: 'Nieważny albo wygasły token tożsamości, odmowa dostawcy' })
  @ApiForbiddenResponse({ type: ApiErrorResponseDto, description: 'Brak grupy z dostępem, brak adresu e-mail, konto wyłączone' })
  @ApiServiceUnavailableResponse({ type: ApiErrorResponseDto, description: 'Dostawca tożsamości jest chwilowo niedostępny' })
  @ApiTooManyRequestsResponse({ type: ApiErrorResponseDto, description: 'Zbyt wiele żądań z tego adresu (Retry-After)' })
  async callback(@Req() req: Request, @Res() res: Response, @Ip() ip: string): Promise<void> {
    // The state is good for one answer of the provider, whatever that answer is.
    res.clearCookie(STATE_COOKIE, this.cookie(req));
    await this.answer(req, res, async () => {
      const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
      const handoff = await this.sso.complete(query, readCookie(req, STATE_COOKIE), ip);
      res.cookie(HANDOFF_COOKIE, handoff, this.cookie(req, HANDOFF_TTL_SECONDS));
      res.status(303).location(BACK_OFFICE_LANDING).end();
    });
  }

  @SSO_DOCS.session
  @Post('session')
  @HttpCode(200)
  @NoStore()
  @UseGuards(SignInThrottlerGuard)
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiUnauthorizedResponse({ type: ApiErrorResponseDto, description: 'Logowanie wygasło' })
  @ApiTooManyRequestsResponse({ type: ApiErrorResponseDto, description: 'Zbyt wiele żądań z tego adresu (Retry-After)' })
  async session(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<LoginResponseDto> {
    res.clearCookie(HANDOFF_COOKIE, this.cookie(req));
    return this.sso.session(readCookie(req, HANDOFF_COOKIE));
  }

  /** Secure whenever the request came over https (directly or through the trusted proxy). */
  private cookie(req: Request, maxAgeSeconds?: number): CookieOptions {
    return { httpOnly: true, sameSite: 'lax', secure: req.secure, path: COOKIE_PATH, ...(maxAgeSeconds ? { maxAge: maxAgeSeconds * 1000 } : {}) };
  }

  /**
   * A person's browser lands on these routes, so a refusal is a Polish page with the status; a program that asks for
   * JSON gets the one error shape.
   */
  private async answer(req: Request, res: Response, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (!(error instanceof HttpException) || req.accepts(['json', 'html']) !== 'html') throw error;
      const body = error.getResponse();
      const message = typeof body === 'object' && body !== null && 'message' in body ? String(body.message) : error.message;
      res.status(error.getStatus()).type('html').send(refusalPage(message));
    }
  }
}

function readCookie(req: Request, name: string): string | undefined {
  return parseCookies(req.headers.cookie ?? '')[name];
}

function refusalPage(message: string): string {
  return [
    '<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Logowanie nieudane – panel pracownika</title></head><body><main>',
    '<h1>Logowanie nieudane</h1>',
    `<p>${escapeHtml(message)}</p>`,
    '<p><a href="/login">Wróć do strony logowania</a></p>',
    '</main></body></html>',
  ].join('');
}
