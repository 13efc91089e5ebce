// Every Polish UI text of the public site in one place (validation messages live in validation.ts).
// Texts quoted by the spec are kept verbatim; the spec section is noted where it fixes the wording.

import { t, textsUnder } from './i18n/i18n';

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
  consent: {
    get title() {
      return t('layout.consent.title');
    },
    get intro() {
      return t('layout.consent.intro');
    },
    get detailsSummary() {
      return t('layout.consent.detailsSummary');
    },
    get necessaryName() {
      return t('layout.consent.necessaryName');
    },
    get necessaryText() {
      return t('layout.consent.necessaryText');
    },
    get functionalName() {
      return t('layout.consent.functionalName');
    },
    get functionalText() {
      return t('layout.consent.functionalText');
    },
    get policyLink() {
      return t('layout.consent.policyLink');
    },
    get policyPrefix() {
      return t('layout.consent.policyPrefix');
    },
    get acceptAll() {
      return t('layout.consent.acceptAll');
    },
    get necessaryOnly() {
      return t('layout.consent.necessaryOnly');
    },
    get close() {
      return t('layout.consent.close');
    },
    current: (choice: 'all' | 'necessary') => t('layout.consent.current', { choice }),
    get footerLink() {
      return t('layout.consent.footerLink');
    },
  },

  info: textsUnder('layout.info'),

  openData: {
    get footerLink() {
      return t('layout.footer.openData');
    },
  },
  statistics: {
    get footerLink() {
      return t('layout.footer.statistics');
    },
  },
} as const;
