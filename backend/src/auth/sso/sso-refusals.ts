import { HttpException, HttpStatus } from '@nestjs/common';
import { AuthorizationResponseError, ClientError, ResponseBodyError } from 'openid-client';

/**
 * Why a single sign-on was refused, with what the person reads (Polish) and the status: one table, so the callback,
 * the audit trail and the tests agree. Nothing is issued for any of them.
 */
export const SSO_REFUSALS = {
  /** No state cookie, or an expired or forged one: the sign-in was not started in this browser, or long ago. */
  'state-missing': [HttpStatus.BAD_REQUEST, 'Logowanie wygasło albo zostało rozpoczęte w innej przeglądarce. Zacznij je od nowa.'],
  'state-mismatch': [HttpStatus.BAD_REQUEST, 'Odpowiedź dostawcy tożsamości nie pasuje do rozpoczętego logowania. Zacznij je od nowa.'],
  /** The answer names another provider than the configured one (a mix-up attack, or a wrong configuration). */
  'issuer-mismatch': [HttpStatus.BAD_REQUEST, 'Odpowiedź pochodzi od innego dostawcy tożsamości niż skonfigurowany. Logowanie odrzucone.'],
  'provider-error': [HttpStatus.UNAUTHORIZED, 'Dostawca tożsamości nie potwierdził logowania.'],
  /** The provider refused the code: used already (a replay), expired, or issued for another client. */
  'code-rejected': [HttpStatus.BAD_REQUEST, 'Kod logowania jest nieważny albo został już użyty. Zacznij logowanie od nowa.'],
  'id-token-expired': [HttpStatus.UNAUTHORIZED, 'Token tożsamości od dostawcy wygasł. Zacznij logowanie od nowa.'],
  'id-token-invalid': [HttpStatus.UNAUTHORIZED, 'Token tożsamości od dostawcy jest nieprawidłowy. Logowanie odrzucone.'],
  'invalid-response': [HttpStatus.BAD_REQUEST, 'Niepoprawna odpowiedź dostawcy tożsamości. Logowanie odrzucone.'],
  'email-missing': [HttpStatus.FORBIDDEN, 'Dostawca tożsamości nie przekazał potwierdzonego adresu e-mail. Poproś administratora o jego uzupełnienie.'],
  'no-role': [
    HttpStatus.FORBIDDEN,
    'Twoje konto u dostawcy tożsamości nie należy do żadnej grupy z dostępem do panelu pracownika. Poproś administratora o nadanie uprawnień.',
  ],
  'account-disabled': [HttpStatus.FORBIDDEN, 'Twoje konto w portalu jest wyłączone. Skontaktuj się z administratorem.'],
  'portal-account': [
    HttpStatus.FORBIDDEN,
    'Ten adres e-mail należy do konta mieszkańca w portalu, a nie do konta pracownika. Skontaktuj się z administratorem.',
  ],
  'provider-unreachable': [HttpStatus.SERVICE_UNAVAILABLE, 'Dostawca tożsamości jest chwilowo niedostępny. Spróbuj ponownie za chwilę.'],
} as const satisfies Record<string, readonly [HttpStatus, string]>;

export type SsoRefusalReason = keyof typeof SSO_REFUSALS;

/** A refused single sign-on: the error shape's status and message, and the reason for the audit trail. */
export class SsoRefusedException extends HttpException {
  constructor(readonly reason: SsoRefusalReason) {
    const [status, message] = SSO_REFUSALS[reason];
    super({ statusCode: status, message }, status);
  }
}

const INVALID_RESPONSE = 'OAUTH_INVALID_RESPONSE';
const JWT_TIMESTAMP_CHECK = 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED';
const JWT_CLAIM_COMPARISON = 'OAUTH_JWT_CLAIM_COMPARISON_FAILED';
/** Codes of a provider that could not be asked or answered nonsense at the HTTP level. */
const UNREACHABLE = new Set(['OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON', 'OAUTH_TIMEOUT']);

/**
 * What openid-client's refusal of the authorization response or the token answer means for the person. The checks
 * themselves (state, iss, PKCE, the ID token's signature, issuer, audience, expiry and nonce) are openid-client's.
 */
export function refusalReason(error: unknown): SsoRefusalReason {
  if (error instanceof AuthorizationResponseError) return 'provider-error';
  if (error instanceof ResponseBodyError) return error.error === 'invalid_grant' ? 'code-rejected' : 'provider-error';
  if (error instanceof ClientError) {
    const detail = error.cause instanceof Error ? error.cause.message : '';
    if (error.code === JWT_TIMESTAMP_CHECK) return 'id-token-expired';
    if (error.code === JWT_CLAIM_COMPARISON) return 'id-token-invalid';
    if (error.code === INVALID_RESPONSE && detail.includes('"state"')) return 'state-mismatch';
    if (error.code === INVALID_RESPONSE && detail.includes('"iss"')) return 'issuer-mismatch';
    if (error.code && UNREACHABLE.has(error.code)) return 'provider-unreachable';
    return 'invalid-response';
  }
  // fetch's own failures: the provider is down or does not answer in time.
  if (error instanceof TypeError || (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))) return 'provider-unreachable';
  return 'invalid-response';
}
