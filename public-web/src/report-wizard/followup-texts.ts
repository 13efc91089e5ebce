import type { ConfirmLinkTexts } from '../auth-pages/ConfirmLinkPage';
import { t } from '../i18n/i18n';

/** The texts of a page behind a report's follow-up link (the `followup` area), in the active language: call while rendering. */
export const followupTexts = (page: 'stop' | 'stillOff'): ConfirmLinkTexts => ({
  title: t(`followup.${page}.title`),
  question: t(`followup.${page}.question`),
  confirm: t(`followup.${page}.confirm`),
  cancel: t(`followup.${page}.cancel`),
  working: t(`followup.${page}.working`),
  success: t(`followup.${page}.success`),
  failure: t(`followup.${page}.failure`),
  toMap: t('followup.toMap'),
});
