import type { ConfirmLinkTexts } from '../auth-pages/ConfirmLinkPage';
import { t } from '../i18n/i18n';

/** The texts of a page behind a report's follow-up link (`wizard.links.*`), in the active language: call while rendering. */
export const followupTexts = (page: 'stop' | 'stillOff'): ConfirmLinkTexts => ({
  title: t(`wizard.links.${page}.title`),
  question: t(`wizard.links.${page}.question`),
  confirm: t(`wizard.links.${page}.confirm`),
  cancel: t(`wizard.links.${page}.cancel`),
  working: t(`wizard.links.${page}.working`),
  success: t(`wizard.links.${page}.success`),
  failure: t(`wizard.links.${page}.failure`),
  toMap: t('wizard.links.toMap'),
});
