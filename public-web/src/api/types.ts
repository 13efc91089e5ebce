// API types for the calls the site makes, taken from the types generated out of the backend's OpenAPI
// (schema.d.ts, `npm run gen:api`): a changed backend DTO fails to compile here.
import type { components } from './schema';

type Schemas = components['schemas'];

export type LoginRequest = Schemas['LoginDto'];
/** 200 of POST /public/api/login (spec §3). */
export type LoginResponse = Schemas['LoginResponseDto'];
export type Role = LoginResponse['role'];
/** 200 of POST /api/is-token-valid; an invalid token answers 401 instead. */
export type TokenValidityResponse = Schemas['TokenValidResponseDto'];
/** The one error shape of the backend (CONVENTIONS.md). */
export type ApiErrorBody = Schemas['ApiErrorResponseDto'];

/** Body of POST /public/api/poll/add (spec §3 Poll); answered 204. */
export type PollAnswerRequest = Schemas['AddPollAnswerDto'];
