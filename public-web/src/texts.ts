// Every Polish UI text of the public site in one place (validation messages live in validation.ts).
// Texts quoted by the spec are kept verbatim; the spec section is noted where it fixes the wording.

import { t, textsNamed, textsUnder } from './i18n/i18n';

export const texts = {
  // The layout's texts are looked up in the active language's catalog when read (src/i18n/layout/*.json;
  // docs/i18n.md); the other parts of the site are Polish here until their catalogs exist.
  get appName() {
    return t('layout.appName');
  },
  get skipToContent() {
    return t('layout.skipToContent');
  },
  get redirecting() {
    return t('layout.redirecting');
  },
  get loading() {
    return t('layout.loading');
  },

  menu: textsUnder('layout.menu'),

  footer: textsUnder('layout.footer', {
    hotline: '22 821 31 31',
    hotlineHref: 'tel:+48228213131',
  }),

  /** The server's 503 when it cannot reach its database; the session is kept. Same text as the server's. */
  serviceUnavailable: 'Usługa chwilowo niedostępna. Spróbuj ponownie za chwilę.',

  // Spec §8 (verbatim in Polish); start and end are long dates with time in the page's language.
  maintenance: {
    banner: (start: string, end: string) => t('layout.maintenance.banner', { start, end }),
  },

  toast: textsUnder('layout.toast'),

  // Spec §2, §4, §9: the cookie dialog blocks the page until a choice.
  // The dialog's own texts are an area loaded with the dialog (i18n/consent); the footer's link is in the layout's.
  consent: textsNamed('layout.consent', [
    'title',
    'intro',
    'detailsSummary',
    'necessaryName',
    'necessaryText',
    'functionalName',
    'functionalText',
    'policyLink',
    'policyPrefix',
    'acceptAll',
    'necessaryOnly',
    'close',
    'footerLink',
  ] as const),
  consentCurrent: (choice: 'all' | 'necessary') => t('layout.consent.current', { choice }),

  info: textsUnder('layout.info'),
} as const;
