import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters, unguessable; only its SHA-256 is stored. */
export function newCalendarToken(): string {
  return randomBytes(32).toString('base64url');
}

export function calendarTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const TOKEN_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** The token of a '<token>.ics' path segment, or null for anything else (which answers 404 without a query). */
export function tokenOfFile(file: string): string | null {
  return TOKEN_FILE.exec(file)?.[1] ?? null;
}
