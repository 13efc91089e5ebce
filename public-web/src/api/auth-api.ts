import { apiRequest } from './client';
import type { LoginRequest, LoginResponse, SecondFactorChallenge, TokenValidityResponse } from './types';

export const authApi = {
  login: (credentials: LoginRequest) =>
    apiRequest<LoginResponse | SecondFactorChallenge>('POST', '/public/api/login', { body: credentials, bodyRequired: true }),

  /** The server revokes the bearer's tokens. */
  logout: () => apiRequest<void>('POST', '/api/logout'),

  isTokenValid: (signal?: AbortSignal) => apiRequest<TokenValidityResponse>('POST', '/api/is-token-valid', { signal }),
};
