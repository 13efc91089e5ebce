// The report wizard's texts: the `wizard` area of the catalogs (src/i18n/wizard/*.json, docs/i18n.md), loaded with the
// wizard, the card of a report kept offline and nothing else, so the site's first load does not carry them. Each text
// is looked up in the active language when read: read them while rendering, never into a module-level constant.
import type { KnownOutage } from './report-api';
import { t } from '../i18n/i18n';
import { areaTexts } from '../i18n/area-texts';

/** Every kind of known outage has its texts. */
type Kind = KnownOutage['kind'];

export const wizardTexts = areaTexts('wizard', {
  stepOf: (n: number, total: number) => t('wizard.stepOf', { n, total }),

  location: areaTexts('wizard.location'),
  outageDialog: areaTexts('wizard.outageDialog'),
  details: areaTexts('wizard.details'),
  captcha: areaTexts('wizard.captcha'),
  description: areaTexts('wizard.description'),
  check: areaTexts('wizard.check'),
  completed: areaTexts('wizard.completed', {
    hotline: '22 821 31 31',
    hotlineHref: 'tel:+48228213131',
  }),
  error: areaTexts('wizard.error'),
  steps: areaTexts('wizard.steps'),

  /** The messages of the fields' rules (validation.ts applies the rules; report-validation.test.ts). */
  validation: areaTexts('wizard.validation', {
    max: (max: number) => t('wizard.validation.max', { max }),
    hiddenText: (field: string) => t('wizard.validation.hiddenText', { field }),
  }),
});

/** Step 5's "we already know" (docs/report-wizard.md) and its follow-up form. */
export const knownOutageTexts = areaTexts('wizard.known', {
  intro: areaTexts('wizard.known.intro') satisfies Readonly<Record<Kind, string>>,
  kind: areaTexts('wizard.known.kind') satisfies Readonly<Record<Kind, string>>,
  end: areaTexts('wizard.known.end') satisfies Readonly<Record<Kind, string>>,
  reportsCount: (count: number) => t('wizard.known.reportsCount', { count }),

  followUp: areaTexts('wizard.followUp', {
    /** The channels the server confirmed: EMAIL, SMS or both. */
    done: (channels: readonly string[]) => t('wizard.followUp.done', { channels: channels.length === 1 ? channels[0] : 'BOTH' }),
  }),
});

/** The card of a report kept on this device (offline/PendingReportCard.tsx, docs/offline.md). */
export const pendingTexts = areaTexts('wizard.pending', {
  kept: (address: string, savedAt: string) => t('wizard.pending.kept', { address, savedAt }),
  sent: (address: string) => t('wizard.pending.sent', { address }),
  already: (address: string) => t('wizard.pending.already', { address }),
  refused: (address: string, reason: string) => t('wizard.pending.refused', { address, reason }),
  invalid: (address: string) => t('wizard.pending.invalid', { address }),
  expired: (address: string) => t('wizard.pending.expired', { address }),
});
