// Texts of /public/statystyki (docs/statistics.md): the `statistics` area (i18n/statistics), loaded with the page.
import { LANGUAGE_TAGS, PLANNED_OUTCOME_TOLERANCE_MS } from '@portal/domain';
import { areaTexts } from '../i18n/area-texts';
import { currentLanguage, t } from '../i18n/i18n';
import type { LimitKind } from './statistics-api';

const TOLERANCE_MINUTES = PLANNED_OUTCOME_TOLERANCE_MS / 60_000;

/** A figure as the page's language writes it: '12,5' (pl, uk), '12.5' (en). */
export const figure = (value: number) => value.toLocaleString(LANGUAGE_TAGS[currentLanguage()], { maximumFractionDigits: 1 });

export const statisticsTexts = areaTexts('statistics', {
  /** 'październik 2026' in the picker. */
  monthName: (ym: string) => t('statistics.monthName', { month: String(Number(ym.slice(5, 7))), year: ym.slice(0, 4) }),
  partial: (when: string) => t('statistics.partial', { when }),
  computedAt: (when: string) => t('statistics.computedAt', { when }),
  noShare: '—',
  failures: areaTexts('statistics.failures', {
    summary: (ended: number, without: number) => t('statistics.failures.summary', { ended, without }),
    within: (minutes: number) => t('statistics.failures.within', { minutes }),
    later: (minutes: number) => t('statistics.failures.later', { minutes }),
    median: (m: number) =>
      m === 0
        ? t('statistics.failures.medianZero')
        : t(m > 0 ? 'statistics.failures.medianLater' : 'statistics.failures.medianEarlier', { minutes: figure(Math.abs(m)) }),
  }),
  planned: areaTexts('statistics.planned', {
    summary: (announced: number, cancelled: number) => t('statistics.planned.summary', { announced, cancelled }),
    get chartCaption() {
      return t('statistics.planned.chartCaption', { tolerance: TOLERANCE_MINUTES });
    },
  }),
  limits: areaTexts('statistics.limits', {
    title: (year: number) => t('statistics.limits.title', { year: String(year) }),
    summary: (watched: string, year: number) => t('statistics.limits.summary', { watched, year: String(year) }),
    kinds: {
      PLANNED_YEAR: (hours: number) => t('statistics.limits.kinds.PLANNED_YEAR', { hours }),
      UNPLANNED_YEAR: (hours: number) => t('statistics.limits.kinds.UNPLANNED_YEAR', { hours }),
      PLANNED_SINGLE: (hours: number) => t('statistics.limits.kinds.PLANNED_SINGLE', { hours }),
      UNPLANNED_SINGLE: (hours: number) => t('statistics.limits.kinds.UNPLANNED_SINGLE', { hours }),
    } satisfies Record<LimitKind, (hours: number) => string>,
    suppressed: (k: number) => t('statistics.limits.suppressed', { k }),
  }),
  method: areaTexts('statistics.method', {
    items: (grace: number, k: number) => [
      t('statistics.method.failuresEnded'),
      t('statistics.method.firstEstimate', { grace }),
      t('statistics.method.median'),
      t('statistics.method.planned', { tolerance: TOLERANCE_MINUTES }),
      t('statistics.method.limits'),
      t('statistics.method.privacy', { below: k - 1, k }),
      t('statistics.method.notSettlement'),
    ],
  }),
});
