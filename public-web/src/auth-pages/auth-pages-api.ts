import { apiRequest } from '../api/client';
import { currentLanguage } from '../i18n/i18n';
import type { RegisterRequest, RemindPasswordRequest, ResetPasswordRequest } from '../api/types';

/**
 * Which reminder and reset calls a screen makes: /public/remind and /public/change-password serve
 * residents, /remind and /change-password the staff (spec §2; paths in CONTRACT-accounts.md).
 */
export type Audience = 'public' | 'staff';

const REMIND = { public: '/public/api/user/password/remind', staff: '/api/user/password/remind' } as const;
const RESET = { public: '/public/api/user/password/reset', staff: '/api/user/password/change' } as const;

/** The calls of the sign-up and password screens; none needs a signed-in user. */
export const authPagesApi = {
  /**
   * The page's language goes with the request (`?lang=`, which the server reads first): the new account's alerts and
   * the confirmation e-mail are written in it, even when the page's language came from a link rather than the cookie.
   */
  register: (body: RegisterRequest) => apiRequest('POST', '/public/api/register', { body, bodyRequired: true, query: { lang: currentLanguage() } }),

  confirmEmail: (confirmEmailToken: string | null) =>
    apiRequest('POST', '/public/api/email/confirm/{confirmEmailToken}', { pathParams: { confirmEmailToken } }),

  /** 200 means e-mail notifications are off (spec §8 stop e-mail). */
  unsubscribe: (hash: string | null) => apiRequest('GET', '/public/api/unsubscribe/{hash}', { pathParams: { hash } }),

  remind: (audience: Audience, body: RemindPasswordRequest) => apiRequest('POST', REMIND[audience], { body, bodyRequired: true }),

  reset: (audience: Audience, body: ResetPasswordRequest) => apiRequest('POST', RESET[audience], { body, bodyRequired: true }),
};
