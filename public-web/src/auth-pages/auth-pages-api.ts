import { answer, api, requireParameter } from '../api/client';
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
  register: async (body: RegisterRequest) =>
    answer(
      api.POST('/public/api/register', { params: { query: { lang: currentLanguage() } }, body: requireParameter('POST /public/api/register', 'body', body) }),
    ),

  // A link without its token or hash reaches the client as '' and is refused before it is sent (requirePathParameters).
  confirmEmail: (confirmEmailToken: string | null) =>
    answer(api.POST('/public/api/email/confirm/{confirmEmailToken}', { params: { path: { confirmEmailToken: confirmEmailToken ?? '' } } })),

  /** 200 means e-mail notifications are off (spec §8 stop e-mail). */
  unsubscribe: (hash: string | null) => answer(api.GET('/public/api/unsubscribe/{hash}', { params: { path: { hash: hash ?? '' } } })),

  remind: async (audience: Audience, body: RemindPasswordRequest) =>
    answer(api.POST(REMIND[audience], { body: requireParameter(`POST ${REMIND[audience]}`, 'body', body) })),

  reset: async (audience: Audience, body: ResetPasswordRequest) =>
    answer(api.POST(RESET[audience], { body: requireParameter(`POST ${RESET[audience]}`, 'body', body) })),
};
