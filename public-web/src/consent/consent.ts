import { DAY_SECONDS, deleteCookie, readCookie, writeCookie } from '../cookies/cookies';

/**
 * Cookie consent (spec §4, §9). 'necessary': only what the site cannot work without (this choice
 * itself). 'all': also the functional survey cookies (poll, instantPoll), which remember whether to
 * invite the visitor to the survey. The portal has no analytics or advertising cookies at all.
 */
export type ConsentChoice = 'all' | 'necessary';

export const CONSENT_COOKIE = 'cookieConsent';

/** Spec §9: a year when all are accepted, 90 days for necessary only, so the question comes back sooner. */
export const CONSENT_LIFETIME_SECONDS: Record<ConsentChoice, number> = {
  all: 365 * DAY_SECONDS,
  necessary: 90 * DAY_SECONDS,
};

/** Cookies that need the 'all' choice; removed when the visitor changes to necessary only. */
export const FUNCTIONAL_COOKIES = ['poll', 'instantPoll'] as const;

export function readConsent(): ConsentChoice | null {
  const value = readCookie(CONSENT_COOKIE);
  return value === 'all' || value === 'necessary' ? value : null;
}

export function saveConsent(choice: ConsentChoice): void {
  writeCookie(CONSENT_COOKIE, choice, CONSENT_LIFETIME_SECONDS[choice]);
  if (choice === 'necessary') FUNCTIONAL_COOKIES.forEach(deleteCookie);
}

/** Whether a functional cookie may be set now (read at the moment of writing: the choice may have changed). */
export function functionalCookiesAllowed(): boolean {
  return readConsent() === 'all';
}
