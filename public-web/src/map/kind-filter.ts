// Which kinds of item the map and its list show (docs/map.md "Filters"): one rule for both views.
import { kindOf } from './map-items';
import type { OutageItem } from './map-types';

export interface KindFilter {
  failures: boolean;
  planned: boolean;
  reports: boolean;
}

export const ALL_KINDS: KindFilter = { failures: true, planned: true, reports: true };

/** An item is shown when its kind is on; items of a type this build does not know go with the failures. */
export function kindShown(item: OutageItem, kinds: KindFilter): boolean {
  return kindOf(item.type) === 'planned' ? kinds.planned : kinds.failures;
}
