import type { LoginResponse, SystemRole } from '../api/types';

// Spec §3: the login response is kept in local storage, one key per field, with the language.
// The public site reads and writes the same keys (same origin), so both apps share one session.
export const SESSION_KEYS = ['token', 'userId', 'role', 'fullName', 'area', 'email', 'phone'] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];
export const LANGUAGE_KEY = 'language';
export const DEFAULT_LANGUAGE = 'pl';

export interface StoredSession {
  token: string;
  userId: string | null;
  role: SystemRole | null;
  fullName: string | null;
  area: string | null;
  email: string | null;
  phone: string | null;
}

// Storage can throw (disabled storage, some private modes); the app must then behave signed out.
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  return storage()?.getItem('token') ?? null;
}

/** The stored session, or null when there is no token (nobody is signed in). */
export function readSession(): StoredSession | null {
  const store = storage();
  const token = store?.getItem('token');
  if (!store || !token) return null;
  return {
    token,
    userId: store.getItem('userId'),
    role: store.getItem('role') as SystemRole | null,
    fullName: store.getItem('fullName'),
    area: store.getItem('area'),
    email: store.getItem('email'),
    phone: store.getItem('phone'),
  };
}

export function saveSession(response: LoginResponse): void {
  const store = storage();
  if (!store) return;
  for (const key of SESSION_KEYS) {
    const value = response[key];
    if (value === undefined || value === null) store.removeItem(key);
    else store.setItem(key, String(value));
  }
  // The back office only speaks Polish (spec §1); keep a language another app may have chosen.
  store.setItem(LANGUAGE_KEY, store.getItem(LANGUAGE_KEY) ?? DEFAULT_LANGUAGE);
}

/** Spec §2.4: logging out removes the login data; the language stays. */
export function clearSession(): void {
  const store = storage();
  SESSION_KEYS.forEach((key) => store?.removeItem(key));
}
