import { addressMatchKey } from '@portal/domain';
import type { LngLat } from '@portal/domain';
import type { LocatedItem } from '../feed-items';
import type { SnapshotView } from '../map-feed.snapshot';
import { distanceM, shapeContains } from '../../geo/outage-shape';
import { type AddressStatusMatch, REPORTS_NEAR_HOURS, REPORTS_NEAR_M, UPCOMING_DAYS } from './address-status.model';
import type { AddressStatusEntryResponseDto as AddressStatusEntry, AddressStatusResponseDto as AddressStatus } from './dto/address-status-response.dto';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The keys of a planned outage's address list, remembered per list: the list array is shared by the items of every
 * build of one generation (withCounts copies the item, not the list), so keys are computed once per change, not per
 * request. The same normalisation as watched addresses (addressMatchKey of @portal/domain).
 */
const keysByList = new WeakMap<object, ReadonlySet<string>>();
function addressKeys(item: LocatedItem['item']): ReadonlySet<string> {
  let keys = keysByList.get(item.addressList);
  if (!keys) {
    keys = new Set(item.addressList.map((a) => addressMatchKey(a.streetName, a.residenceNumber)).filter((k): k is string => !!k));
    keysByList.set(item.addressList, keys);
  }
  return keys;
}

/** An address's keys (watchedAddressKeys): the whole number and the part before '/', as a watched address matches. */
export type AddressKeys = readonly string[];

function plannedMatch(x: LocatedItem, point: LngLat, keys: AddressKeys): AddressStatusMatch | null {
  if (keys.length) {
    const listed = addressKeys(x.item);
    if (keys.some((k) => listed.has(k))) return 'ADDRESS';
  }
  return shapeContains(x.shape, point) ? 'AREA' : null;
}

const entry = (x: LocatedItem, matchedBy: AddressStatusMatch, description: string | null, reportsCount = x.item.reportsCount): AddressStatusEntry => ({
  kind: x.item.type,
  id: x.item.id,
  matchedBy,
  start: x.item.start,
  end: x.item.end,
  description,
  reportsCount,
  updatedAt: x.item.updatedAt,
  crewStatus: x.item.crewStatus,
  endConfidence: x.item.endConfidence,
  customersAffected: x.item.customersAffected,
  customersRestored: x.item.customersRestored,
  outcome: x.item.outcome,
  endChanges: [...(x.endChanges ?? [])],
});

const byStart = (a: AddressStatusEntry, b: AddressStatusEntry) => Date.parse(a.start) - Date.parse(b.start) || (a.id ?? 0) - (b.id ?? 0);

/**
 * What covers `point` at `now`, from one snapshot (docs/map.md "Address card"):
 * - failures and extensive areas whose area (or circle) holds the point; a failure's reportsCount is the reports of
 *   the last 24 h inside its shape (the feeds fold no reports into failures), an extensive area's is its folded count;
 * - planned outages in progress whose address list has the address (`keys`) or whose area holds the point;
 * - only when none of those: the reports of the last 24 h within 150 m, as one entry (they are the only sign then);
 * - upcoming: planned outages that match the same way and start within 14 days.
 */
export function addressStatus(view: SnapshotView, point: LngLat, keys: AddressKeys, now: number): AddressStatus {
  const recent = view.reports.filter((r) => r.time >= now - REPORTS_NEAR_HOURS * HOUR_MS);
  const covering: AddressStatusEntry[] = [];
  for (const x of view.failures) {
    if (shapeContains(x.shape, point))
      covering.push(entry(x, 'AREA', x.item.cause ?? x.item.description, recent.filter((r) => shapeContains(x.shape, r)).length));
  }
  for (const x of view.extensive) {
    if (shapeContains(x.shape, point)) covering.push(entry(x, 'AREA', x.item.description ?? x.item.cause));
  }
  const upcoming: AddressStatusEntry[] = [];
  for (const x of view.planned) {
    const start = Date.parse(x.item.start);
    const end = x.item.end ? Date.parse(x.item.end) : Infinity;
    if (end <= now || start > now + UPCOMING_DAYS * DAY_MS) continue;
    const matchedBy = plannedMatch(x, point, keys);
    if (!matchedBy) continue;
    (start <= now ? covering : upcoming).push(entry(x, matchedBy, x.item.comment));
  }
  covering.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || byStart(a, b));
  if (!covering.length) {
    const near = recent.filter((r) => distanceM(point, r) <= REPORTS_NEAR_M);
    if (near.length) {
      // Newest first in the snapshot.
      covering.push({
        kind: 'REPORTS',
        id: null,
        matchedBy: 'NEARBY',
        start: near[near.length - 1].item.date,
        end: null,
        description: null,
        reportsCount: near.length,
        updatedAt: near[0].item.date,
        crewStatus: null,
        endConfidence: null,
        customersAffected: null,
        customersRestored: null,
        outcome: null,
        endChanges: [],
      });
    }
  }
  return { point, now: covering, upcoming: upcoming.sort(byStart) };
}

const KIND_ORDER: Record<AddressStatusEntry['kind'], number> = { FAILURE: 0, EXTENSIVE: 1, PLANNED: 2, REPORTS: 3 };
