import type { Payload } from 'altcha-lib';

/** A widget payload is base64 of a small JSON object; anything much longer is not one. */
export const MAX_PAYLOAD_LENGTH = 4096;

const HEX = /^[0-9a-f]+$/;

/**
 * Decodes what the ALTCHA widget sends (base64 JSON of { challenge: { parameters, signature }, solution })
 * and checks its shape, so the verifier only ever sees well-formed input. Null for anything else.
 */
export function parseAltchaPayload(token: string): Payload | null {
  if (token.length > MAX_PAYLOAD_LENGTH || !/^[A-Za-z0-9+/]+={0,2}$/.test(token)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isObject(value) || !isObject(value.challenge) || !isObject(value.solution)) return null;
  const { challenge, solution } = value;
  const parameters = challenge.parameters;
  if (!isObject(parameters) || typeof challenge.signature !== 'string' || !HEX.test(challenge.signature)) return null;
  if (typeof parameters.algorithm !== 'string' || typeof parameters.nonce !== 'string' || typeof parameters.salt !== 'string') return null;
  if (typeof parameters.expiresAt !== 'number' || (parameters.data !== undefined && !isObject(parameters.data))) return null;
  if (!Number.isSafeInteger(solution.counter) || typeof solution.derivedKey !== 'string') return null;
  return value as unknown as Payload;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
