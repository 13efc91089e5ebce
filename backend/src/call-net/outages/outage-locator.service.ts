import { Injectable } from '@nestjs/common';
import type { LngLat } from '../call-net.model';
import { MapFeedSnapshot } from '../map-feed/map-feed.snapshot';

/** One item of the map feeds (public spec §3 outage item), as CONTRACT-call-net defines OutageItem. */
export interface OutageItem {
  id: number;
  type: 'FAILURE' | 'EXTENSIVE' | 'PLANNED';
  /** Polygon ring (open); [] when only a point is known. */
  area: { lat: number; lng: number }[];
  position: { lat: number; lng: number };
  outageCircle: 'SMALL' | 'MEDIUM' | null;
  addressesCount: number;
  /** User reports of the last 24 h folded into this item. */
  reportsCount: number;
  description: string | null;
  comment: string | null;
  cause: string | null;
  start: string;
  end: string | null;
  addressList: { streetType: string | null; streetName: string; residenceNumber: string }[];
  updatedAt: string;
}

export interface LocatedOutages {
  planned: OutageItem | null;
  extensive: OutageItem | null;
  failure: OutageItem | null;
}

/** Point lookup for the report service, answered from the same snapshot as the map feeds (no database query). */
@Injectable()
export class OutageLocatorService {
  constructor(private readonly snapshot: MapFeedSnapshot) {}

  /** What is known at a point right now: the first planned outage, extensive area and failure whose shape holds it. */
  locate(point: LngLat): LocatedOutages {
    return this.snapshot.locate(point);
  }

  /** Reports an outage gathered (MapFeedSnapshot.reportsGathered); null once it is no longer on the map. */
  reportsGathered(type: OutageItem['type'], id: number): number | null {
    return this.snapshot.reportsGathered(type, id);
  }

  /** Ask for a rebuild after a write (new report, outage change); resolves when the new snapshot is live. */
  refresh(): Promise<void> {
    return this.snapshot.refresh();
  }
}
