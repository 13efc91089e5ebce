import type { AuthProvider, UserIdentity } from 'react-admin';
import { answer, api } from '../api/http';
import type { LoginRequest, LoginResponse, SecondFactorChallenge, SecondFactorEnrolment, SsoOptions, SystemRole } from '../api/types';
import { assertPasskey, createPasskey } from './passkeyCeremony';
import { LOGIN_PATH } from './roles';
import { clearSession, readSession, readToken, saveSession } from './storedSession';

export interface StaffIdentity extends UserIdentity {
  fullName: string;
}

/**
 * Sessions for react-admin. The server keeps the session (bearer token); this side only stores
 * the login answer (spec §3) and asks the server whether the token is still good (§2.2, §4.5).
 */
export const authProvider = {
  /**
   * Resolves with the login answer; the login page decides where to go with its role. When a second factor follows,
   * resolves with the challenge instead and stores nothing: there is no session yet.
   */
  async login(credentials: LoginRequest): Promise<LoginResponse | SecondFactorChallenge> {
    const response = await answer(api.POST('/api/login', { body: { login: credentials.login, password: credentials.password } }));
    if (isSecondFactorChallenge(response)) return response;
    saveSession(response);
    return response;
  },

  /** The code of the authenticator app (or a recovery code) turns the challenge into a session. */
  async completeSecondFactor(challengeToken: string, code: string): Promise<LoginResponse> {
    const session = await answer(api.POST('/api/login/second-factor', { body: { challengeToken, code } }));
    saveSession(session);
    return session;
  },

  /** A new secret, its QR code and the recovery codes, shown once. */
  async beginSecondFactorEnrolment(challengeToken: string): Promise<SecondFactorEnrolment> {
    return answer(api.POST('/api/login/second-factor/enrolment', { body: { challengeToken } }));
  },

  /** The first code of the new app confirms the enrolment and signs in. */
  async confirmSecondFactorEnrolment(challengeToken: string, code: string): Promise<LoginResponse> {
    const session = await answer(api.POST('/api/login/second-factor/enrolment/confirm', { body: { challengeToken, code } }));
    saveSession(session);
    return session;
  },

  /** The second step with a passkey: the server's options, the browser's dialog, the server's check; a session. */
  async completeWithPasskey(challengeToken: string): Promise<LoginResponse> {
    const options = await answer(api.POST('/api/login/second-factor/passkey/options', { body: { challengeToken } }));
    const response = await assertPasskey(options);
    const session = await answer(api.POST('/api/login/second-factor/passkey', { body: { challengeToken, response } }));
    saveSession(session);
    return session;
  },

  /** A required enrolment with a passkey instead of an app: the new passkey, named, signs the person in. */
  async enrolPasskey(challengeToken: string, name: string): Promise<LoginResponse> {
    const options = await answer(api.POST('/api/login/second-factor/enrolment/passkey/options', { body: { challengeToken } }));
    const response = await createPasskey(options);
    const session = await answer(api.POST('/api/login/second-factor/enrolment/passkey', { body: { challengeToken, name, response } }));
    saveSession(session);
    return session;
  },

  /** What the sign-in page offers: the operator's provider (single sign-on), the password form, or both. */
  async ssoOptions(): Promise<SsoOptions> {
    return answer(api.GET('/api/sso/options'));
  },

  /** After the provider's callback: the session it prepared (an httpOnly cookie the server reads once). */
  async completeSso(): Promise<LoginResponse> {
    const session = await answer(api.POST('/api/sso/session'));
    saveSession(session);
    return session;
  },

  /** Every staff route asks the server (spec §2.2); a rejected token is forgotten at once (§4.5). */
  async checkAuth(): Promise<void> {
    if (!readToken()) {
      // Nobody signed in: straight to the login page, no "session ended" toast.
      throw { redirectTo: LOGIN_PATH, message: false };
    }
    try {
      await answer(api.POST('/api/is-token-valid'));
    } catch (error) {
      if (isUnauthorized(error)) {
        clearSession();
        throw { redirectTo: LOGIN_PATH, message: 'ra.auth.auth_check_error' };
      }
      // Server down or similar: the session may still be fine; do not sign the person out.
      throw error;
    }
  },

  /** A 401 from any call means the session is gone; a 403 only means "not allowed" (spec §6). */
  async checkError(error: unknown): Promise<void> {
    if (isUnauthorized(error)) {
      clearSession();
      throw { redirectTo: LOGIN_PATH };
    }
  },

  /** The server revokes the tokens; whatever it answers, this browser forgets them (spec §2.4). */
  async logout(): Promise<string> {
    if (readToken()) {
      try {
        await answer(api.POST('/api/logout'));
      } catch {
        // Offline or already invalid: leaving must still work.
      }
    }
    clearSession();
    return LOGIN_PATH;
  },

  async getPermissions(): Promise<SystemRole | null> {
    return readSession()?.role ?? null;
  },

  async getIdentity(): Promise<StaffIdentity> {
    const session = readSession();
    if (!session) throw new Error('ra.auth.auth_check_error');
    return { id: session.userId ?? '', fullName: session.fullName ?? session.email ?? '' };
  },
} satisfies AuthProvider;

export type StaffAuthProvider = typeof authProvider;

export function isSecondFactorChallenge(response: LoginResponse | SecondFactorChallenge): response is SecondFactorChallenge {
  return typeof (response as SecondFactorChallenge).challengeToken === 'string';
}

function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401;
}
