import { useSyncExternalStore } from 'react';
import type { LoginResponse } from '../api/types';

// Spec §3: the login response is kept in local storage, one key per field, plus the language.
// The back office reads the same keys (same origin), so a staff login here carries over there.
export const SESSION_KEYS = ['token', 'userId', 'role', 'fullName', 'area', 'email', 'phone'] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];
export type Session = Readonly<Record<SessionKey, string | null>>;

const LANGUAGE_KEY = 'language';
const DEFAULT_LANGUAGE = 'pl';

const listeners = new Set<() => void>();
let cached: Session | undefined;

function load(): Session {
  const entries = SESSION_KEYS.map((key) => [key, safeStorage()?.getItem(key) ?? null]);
  return Object.fromEntries(entries) as Session;
}

// Storage can throw (disabled cookies, some private modes); the site must still work signed out.
function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function changed() {
  listeners.forEach((listener) => listener());
}

/**
 * The current session, read from storage every time (anything may write it: another tab, a test),
 * but the same object while the values are unchanged, as useSyncExternalStore requires.
 */
export function readSession(): Session {
  const fresh = load();
  if (!cached || SESSION_KEYS.some((key) => cached![key] !== fresh[key])) cached = fresh;
  return cached;
}

export function saveSession(response: LoginResponse): void {
  const storage = safeStorage();
  if (!storage) return;
  for (const key of SESSION_KEYS) {
    const value = response[key];
    if (value === undefined || value === null) storage.removeItem(key);
    else storage.setItem(key, String(value));
  }
  storage.setItem(LANGUAGE_KEY, storage.getItem(LANGUAGE_KEY) ?? DEFAULT_LANGUAGE);
  changed();
}

/** Spec §4: logout removes the login data; language (and later copiedReport) stay. */
export function clearSession(): void {
  const storage = safeStorage();
  SESSION_KEYS.forEach((key) => storage?.removeItem(key));
  changed();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab signing in or out changes what this tab should show.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (SESSION_KEYS as readonly string[]).includes(event.key)) changed();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, readSession, readSession);
}
