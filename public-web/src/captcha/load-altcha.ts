// The ALTCHA widget (about 25 kB gzipped) is loaded only where a form needs it: this module is
// imported dynamically by CaptchaField. The 'external' build leaves the proof-of-work workers out;
// only the one our challenges use is added, as a worker file served from the site (CSP worker-src 'self').
import 'altcha/external';
import 'altcha/i18n/pl';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

/** The algorithm of backend/src/captcha/altcha/altcha-captcha.service.ts (ALTCHA_ALGORITHM). */
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

export function loadAltcha(): Promise<void> {
  return Promise.resolve();
}
