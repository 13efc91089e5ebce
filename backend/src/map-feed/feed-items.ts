import { splitStreetType, type LngLat } from '@portal/domain';
import type { CallNetOutageEntity } from '../outages/entities/call-net-outage.entity';
import type { PlannedOutageResponseDto } from '../planned-outages/dto/planned-outage-response.dto';
import type { EndChange, OutageItem, ReportPoint } from './map-feed.model';
import { type OutageShape, shapeContains, shapeOf } from '../geo/outage-shape';

/** A feed item with its shape, as the snapshot keeps it (the shape never goes on the wire). */
export interface LocatedItem {
  item: OutageItem;
  shape: OutageShape | null;
  /** A planned outage's places (the hull's points, rounded): open data draws 1–2 places as points (docs/open-data.md). */
  places?: LngLat[];
  /** A failure's or extensive area's changes of the estimated end, oldest first (the address card shows them). */
  endChanges?: readonly EndChange[];
}

/** Five decimals are about a metre here: enough for a marker, and every digit less is bytes a storm does not send. */
export const round5 = (v: number) => Math.round(v * 1e5) / 1e5;
const ll = (p: LngLat) => ({ lat: round5(p.lat), lng: round5(p.lng) });

/**
 * 'ul. Puławska' → { streetType: 'ul.', streetName: 'Puławska' } by the domain's one list of street types (ulica,
 * aleje, rynek …); a street without a type keeps its whole name.
 */
export function splitStreet(street: string): { streetType: string | null; streetName: string } {
  const { streetType, name } = splitStreetType(street);
  return { streetType, streetName: name };
}

export function outageItem(o: CallNetOutageEntity, endChanges: readonly EndChange[] = []): LocatedItem {
  const item: OutageItem = {
    id: o.id,
    type: o.kind,
    area: (o.area ?? []).map(ll),
    position: ll(o.position),
    outageCircle: o.area?.length ? null : o.outageCircle,
    addressesCount: o.addressesCount,
    reportsCount: 0,
    description: o.description,
    comment: null,
    cause: o.cause,
    start: o.outageStart.toISOString(),
    end: o.outageEnd?.toISOString() ?? null,
    addressList: o.addressList,
    updatedAt: o.updatedAt.toISOString(),
    crewStatus: o.crewStatus,
    endConfidence: o.endConfidence,
    customersAffected: o.customersAffected,
    customersRestored: o.customersRestored,
    outcome: null,
  };
  return { item, shape: shapeOf(item), endChanges };
}

/** A planned outage on the map: its area is the hull of its addresses (`points`); 1–2 places have no polygon. */
export function plannedItem(p: PlannedOutageResponseDto, updatedAt: string): LocatedItem {
  const places = p.points ?? [];
  const position = places.length
    ? { lng: places.reduce((s, x) => s + x.lng, 0) / places.length, lat: places.reduce((s, x) => s + x.lat, 0) / places.length }
    : { lng: 0, lat: 0 };
  const item: OutageItem = {
    id: p.id,
    type: 'PLANNED',
    area: places.length >= 3 ? places.map(ll) : [],
    position: ll(position),
    outageCircle: null,
    addressesCount: p.addresses.length,
    reportsCount: 0,
    description: null,
    comment: p.comment,
    cause: null,
    start: p.outageStart,
    end: p.outageEnd,
    addressList: p.addresses.map((a) =>
      a.street
        ? { ...splitStreet(a.street), residenceNumber: a.streetNumber ?? '' }
        : { streetType: null, streetName: a.nonFormattedAddress, residenceNumber: '' },
    ),
    updatedAt,
    crewStatus: null,
    endConfidence: null,
    customersAffected: null,
    customersRestored: null,
    outcome: p.outcome,
  };
  return { item, shape: places.length ? shapeOf(item, places) : null, places: places.map((p) => ({ lng: round5(p.lng), lat: round5(p.lat) })) };
}

/**
 * Public spec §1: a report inside a planned outage or an extensive area is folded into that item (its reportsCount)
 * and not listed on its own. A planned outage wins over an extensive area, as in the point status (CONTRACT-call-net);
 * among several of one kind, the first (lowest id) takes it.
 *
 * `remembered` (report id → item, or null for none) carries the answers from the previous build while the items are
 * the same objects: reports are immutable, so only new ones are tested against the shapes — 5,000 reports against
 * 1,000 planned outages took about 40 ms of the event loop every rebuild otherwise. It is replaced by this build's
 * answers, so reports that left the window are forgotten.
 */
export function foldReports(
  reports: readonly ReportPoint[],
  planned: readonly LocatedItem[],
  extensive: readonly LocatedItem[],
  remembered?: Map<number, LocatedItem | null>,
): { counts: Map<LocatedItem, number>; unfolded: ReportPoint[]; into: Map<number, LocatedItem | null> } {
  const counts = new Map<LocatedItem, number>();
  const unfolded: ReportPoint[] = [];
  const into = new Map<number, LocatedItem | null>();
  for (const r of reports) {
    let target = remembered?.get(r.item.id);
    if (target === undefined) target = planned.find((x) => shapeContains(x.shape, r)) ?? extensive.find((x) => shapeContains(x.shape, r)) ?? null;
    into.set(r.item.id, target);
    if (target) counts.set(target, (counts.get(target) ?? 0) + 1);
    else unfolded.push(r);
  }
  return { counts, unfolded, into };
}

/** The items with their reportsCount filled in, as new objects (the previous snapshot stays untouched while served). */
export function withCounts(items: readonly LocatedItem[], counts: Map<LocatedItem, number>): LocatedItem[] {
  return items.map((x) => ({ shape: x.shape, places: x.places, endChanges: x.endChanges, item: { ...x.item, reportsCount: counts.get(x) ?? 0 } }));
}
