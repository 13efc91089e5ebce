import { answer, api, requireParameter } from './client';
import type { LoginRequest } from './types';

export const authApi = {
  login: async (credentials: LoginRequest) => answer(api.POST('/public/api/login', { body: requireParameter('POST /public/api/login', 'body', credentials) })),

  /** The server revokes the bearer's tokens. */
  logout: () => answer(api.POST('/api/logout')),

  isTokenValid: (signal?: AbortSignal) => answer(api.POST('/api/is-token-valid', { signal })),
};
