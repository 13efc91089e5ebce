// Texts of the planned outages list (spec §2 "Public planned outages list", §8 empty and loading texts): the `planned`
// area (i18n/planned), loaded with the page, so the site's first load does not carry them.
import type { PlannedOutcome } from '@portal/domain';
import { areaTexts } from '../i18n/area-texts';
import { t } from '../i18n/i18n';

/** The four orders of the phone's sort list, by the value the select keeps (`field:order`). */
const SORT_OPTIONS = {
  'outageStart:ASC': 'planned.sortOptions.startAsc',
  'outageStart:DESC': 'planned.sortOptions.startDesc',
  'outageEnd:ASC': 'planned.sortOptions.endAsc',
  'outageEnd:DESC': 'planned.sortOptions.endDesc',
} as const;

export type SortOption = keyof typeof SORT_OPTIONS;

export const plannedTexts = areaTexts('planned', {
  // Plan against fact, once the outage has ended or was cancelled: 'Przebieg: skrócone', 'Faktycznie: 08:05 – 12:40'.
  outcomes: (outcome: PlannedOutcome) => t(`planned.outcomes.${outcome}`),
  sortOptions: Object.keys(SORT_OPTIONS) as SortOption[],
  sortOption: (option: SortOption) => t(SORT_OPTIONS[option]),
  startTooEarly: (date: string) => t('planned.startTooEarly', { date }),
});
