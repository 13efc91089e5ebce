// The ALTCHA widget (about 25 kB gzipped) is loaded only where a form needs it: this module is
// imported dynamically by CaptchaField. The 'external' build leaves the proof-of-work workers out;
// only the one our challenges use is added, as a worker file served from the site (CSP worker-src 'self').
import type { Language } from '@portal/domain';
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

/** The algorithm of backend/src/captcha/altcha/altcha-captcha.service.ts (ALTCHA_ALGORITHM). */
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

/** The widget's own texts ("Nie jestem robotem", "Я не робот", "I'm not a robot"): only the page's language is fetched. */
const WIDGET_TEXTS: Record<Language, () => Promise<unknown>> = {
  pl: () => import('altcha/i18n/pl'),
  uk: () => import('altcha/i18n/uk'),
  en: () => import('altcha/i18n/en'),
};

export async function loadAltcha(language: Language): Promise<void> {
  await WIDGET_TEXTS[language]();
}
