// The pager's texts: the `pager` area (i18n/pager), loaded with the pages that list (routes.tsx), not with the first load.
import { areaTexts } from '../i18n/area-texts';
import { t } from '../i18n/i18n';

export const pagerTexts = areaTexts('pager', {
  range: (from: number, to: number, count: number) => t('pager.range', { from, to, count }),
});
