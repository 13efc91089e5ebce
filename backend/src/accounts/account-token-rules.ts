import { createHash, randomBytes } from 'node:crypto';
import { LINK_VALID_HOURS } from '../mail/templates/mail-templates';

export const TOKEN_PURPOSES = ['CONFIRM_EMAIL', 'RESET_PASSWORD'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

const HOUR_MS = 3_600_000;
/** How long a link stays usable: confirmation 48 hours, password reset 1 hour (docs/accounts.md). */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  CONFIRM_EMAIL: LINK_VALID_HOURS.CONFIRM_EMAIL * HOUR_MS,
  RESET_PASSWORD: LINK_VALID_HOURS.RESET_PASSWORD * HOUR_MS,
};

/** 32 random bytes, base64url: 43 characters, never guessable, safe in a URL. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** A plain SHA-256 is enough: the token is random and long, so there is nothing to brute-force from the hash. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Anything else cannot be one of ours: refused before the database is asked. */
export function looksLikeToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

export type TokenProblem = 'UNKNOWN' | 'USED' | 'EXPIRED' | 'OTHER_EMAIL';

export interface StoredToken {
  purpose: TokenPurpose;
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
}

export const TOKEN_MESSAGES: Record<TokenProblem, string> = {
  UNKNOWN: 'Link jest nieprawidłowy.',
  USED: 'Ten link został już użyty.',
  EXPIRED: 'Link wygasł. Poproś o nowy.',
  OTHER_EMAIL: 'Link dotyczy adresu e-mail, który nie jest już przypisany do konta.',
};

/**
 * Why a token from a link cannot be used, or null when it can: it must exist for this purpose, be unused, unexpired,
 * and have been sent to the address the account has now (a link to an old address confirms nothing).
 */
export function tokenProblem(stored: StoredToken | null, purpose: TokenPurpose, accountEmail: string | null, now: Date): TokenProblem | null {
  if (!stored || stored.purpose !== purpose || accountEmail === null) return 'UNKNOWN';
  if (stored.usedAt) return 'USED';
  if (stored.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  if (stored.email.toLowerCase() !== accountEmail.toLowerCase()) return 'OTHER_EMAIL';
  return null;
}
