import { apiRequest } from './client';
import type { LoginRequest } from './types';

export const authApi = {
  login: (credentials: LoginRequest) => apiRequest('POST', '/public/api/login', { body: credentials, bodyRequired: true }),

  /** The server revokes the bearer's tokens. */
  logout: () => apiRequest('POST', '/api/logout'),

  isTokenValid: (signal?: AbortSignal) => apiRequest('POST', '/api/is-token-valid', { signal }),
};
