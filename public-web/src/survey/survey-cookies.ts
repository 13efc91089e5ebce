import { functionalCookiesAllowed } from '../consent/consent';
import { DAY_SECONDS, deleteCookie, readCookie, writeCookie } from '../cookies/cookies';

/**
 * The survey's cookies (spec §4, §9). `poll` says the visitor answered or postponed the survey;
 * `instantPoll` (30 s, set when a failure report is closed) asks for the invitation at once.
 * Both are functional: they are written only with the 'all' cookie choice (docs/decisions.md).
 */
export const POLL_COOKIE = 'poll';
export const INSTANT_POLL_COOKIE = 'instantPoll';

export type PollCookieValue = 'filled' | 'later' | 'never';

export const POLL_COOKIE_LIFETIME_SECONDS: Record<PollCookieValue, number> = {
  filled: 365 * DAY_SECONDS,
  later: DAY_SECONDS,
  never: 90 * DAY_SECONDS,
};
export const INSTANT_POLL_LIFETIME_SECONDS = 30;

export function setPollCookie(value: PollCookieValue): void {
  if (functionalCookiesAllowed()) writeCookie(POLL_COOKIE, value, POLL_COOKIE_LIFETIME_SECONDS[value]);
}

/** For the report wizard's Close button (spec §2 wizard step 5). */
export function requestInstantPoll(): void {
  if (functionalCookiesAllowed()) writeCookie(INSTANT_POLL_COOKIE, 'true', INSTANT_POLL_LIFETIME_SECONDS);
}

export const pollCookieSet = (): boolean => readCookie(POLL_COOKIE) !== null;

/** True once when the invitation was asked for; the cookie is removed as it is read (spec §4). */
export function takeInstantPoll(): boolean {
  if (readCookie(INSTANT_POLL_COOKIE) === null) return false;
  deleteCookie(INSTANT_POLL_COOKIE);
  return true;
}
