import { type CrewStatus, type EndConfidence, OUTAGE_CIRCLE_RADIUS_M, type PlannedOutcome } from '@portal/domain';
import type { LocatedItem, OutageItem } from '../map-feed';
import { distinctPositions, exteriorRing, type OpenGeometry, pointsGeometry } from './geometry';

export type OpenKind = 'failure' | 'extensive-failure' | 'planned-outage';

/** One outage as open data publishes it (docs/open-data.md "Fields"): the GeoJSON feature's properties and geometry. */
export interface OpenItem {
  /** Stable across versions and restarts: `failure-<id>` (failures and extensive failures share ids), `planned-<id>`. */
  id: string;
  kind: OpenKind;
  start: string;
  estimatedEnd: string | null;
  /** A failure's cause as the outage-management system gives it; null for planned outages. */
  cause: string | null;
  /** A failure's description, or the planned works' description. */
  description: string | null;
  addressesCount: number;
  reportsCount: number;
  lastChange: string;
  /** 'ul. Puławska 10' …; every address of a planned outage, a failure's as the outage-management system lists them. */
  addresses: string[];
  geometry: OpenGeometry | null;
  /** A failure drawn as a circle: its radius in metres; null otherwise. */
  radiusM: number | null;
  /**
   * Restoration progress of a failure (null for planned outages and when unknown). Optional in the type: messages
   * logged before these fields existed lack them (log/open-message.ts).
   */
  crewStatus?: CrewStatus | null;
  endConfidence?: EndConfidence | null;
  customersAffected?: number | null;
  customersRestored?: number | null;
  /** A planned outage's plan against fact (null for failures and while it has not ended); optional as above. */
  outcome?: PlannedOutcome | null;
}

const KIND: Record<OutageItem['type'], OpenKind> = { FAILURE: 'failure', EXTENSIVE: 'extensive-failure', PLANNED: 'planned-outage' };

export function addressLine(a: OutageItem['addressList'][number]): string {
  return [a.streetType, a.streetName, a.residenceNumber].filter(Boolean).join(' ');
}

/** The public map's item as open data: a polygon when it has area, else its point(s) — never a sliver of a polygon. */
export function openItem({ item, places }: LocatedItem): OpenItem {
  const planned = item.type === 'PLANNED';
  const ring = exteriorRing(item.area);
  let geometry: OpenGeometry | null = ring ? { type: 'Polygon', coordinates: [ring] } : null;
  let radiusM: number | null = null;
  if (!geometry && planned) geometry = pointsGeometry(distinctPositions(item.area.length ? item.area : (places ?? [])));
  if (!geometry && !planned) {
    geometry = pointsGeometry(distinctPositions([item.position]));
    radiusM = item.outageCircle ? OUTAGE_CIRCLE_RADIUS_M[item.outageCircle] : null;
  }
  return {
    id: `${planned ? 'planned' : 'failure'}-${item.id}`,
    kind: KIND[item.type],
    start: item.start,
    estimatedEnd: item.end,
    cause: planned ? null : item.cause,
    description: planned ? item.comment : item.description,
    addressesCount: item.addressesCount,
    reportsCount: item.reportsCount,
    lastChange: item.updatedAt,
    addresses: item.addressList.map(addressLine),
    geometry,
    radiusM,
    crewStatus: item.crewStatus,
    endConfidence: item.endConfidence,
    customersAffected: item.customersAffected,
    customersRestored: item.customersRestored,
    outcome: item.outcome,
  };
}
