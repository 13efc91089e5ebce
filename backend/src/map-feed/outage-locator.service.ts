import { Injectable } from '@nestjs/common';
import type { LngLat } from '@portal/domain';
import type { OutageItem } from './map-feed.model';
import { MapFeedSnapshot } from './map-feed.snapshot';

export type { OutageItem };

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
