import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { pointOnFeature, polygon } from '@turf/turf';
import { ERROR_MESSAGES } from '../common/api-error';
import { DomainEvents } from '../common/events/domain-events';
import type { OutageArea } from '../geo/outage-area';
import type { CallNetOutageEntity } from './entities/call-net-outage.entity';
import type { LngLat } from '@portal/domain';
import { IntegrationOutageResponseDto } from './dto/outage-response.dto';
import { CallNetOutagesRepository, type CallNetOutageValues, type OutageBefore } from './call-net-outages.repository';
import { OutageChanged, OutageEnded, OutageStarted } from './events/outage.events';
import { EXTERNAL_ID, OUTAGE_MESSAGES as MSG, outageInputProblems, type OutageInput } from './outage-input.rules';

const round = (v: number) => Math.round(v * 1e7) / 1e7;

/**
 * Failures and extensive outages from the outage-management system (public spec §3; docs/integration.md). The
 * integration API and the demo seed both write through here, so both obey the same rules.
 */
@Injectable()
export class CallNetOutagesService {
  constructor(
    private readonly outages: CallNetOutagesRepository,
    private readonly events: DomainEvents,
  ) {}

  /**
   * Create or update by the system's id; nothing is written when any rule fails. The event is raised in the same
   * transaction: the alerts for watched addresses are queued with the change or not at all, and the map feed
   * rebuilds after the commit — the write is acknowledged once committed, not once the feeds show it (in a storm a
   * writer waiting for the shared rebuild, spaced ≥ 250 ms, got 20 writes a second at most; docs/map-feeds.md).
   */
  async upsert(externalId: string, input: OutageInput): Promise<IntegrationOutageResponseDto> {
    const values = toValues(input);
    const id = checkedExternalId(externalId);
    const { saved, created } = await this.outages.transaction(async (outages, em) => {
      const before = await outages.lockByExternalId(id);
      const { outage: after, created } = await outages.upsert(id, values);
      // Every move of the estimate is kept, also while the outage was ended (a PUT opens it again with its new end).
      if (before && instant(before.outageEnd) !== instant(after.outageEnd)) await outages.recordEndChange(after.id, before.outageEnd, after.outageEnd);
      await this.events.raise(em, changeEvent(before, after));
      return { saved: after, created };
    });
    return IntegrationOutageResponseDto.from(saved, created);
  }

  /** Power is back: the outage leaves the feeds. Ending an ended outage changes nothing (retries are safe). */
  async end(externalId: string, endedAt?: string): Promise<IntegrationOutageResponseDto> {
    const id = checkedExternalId(externalId);
    const saved = await this.outages.transaction(async (outages, em) => {
      const before = await outages.lockByExternalId(id);
      if (!before) throw new NotFoundException(MSG.notFound);
      // The row is locked: the end answers it as it now is.
      const after = (await outages.end(id, endedAt ? new Date(endedAt) : new Date()))!;
      if (before.endedAt === null) await this.events.raise(em, new OutageEnded(alertShape(before), alertShape(after)));
      return after;
    });
    return IntegrationOutageResponseDto.from(saved);
  }

  async get(externalId: string): Promise<IntegrationOutageResponseDto> {
    const outage = await this.outages.findByExternalId(checkedExternalId(externalId));
    if (!outage) throw new NotFoundException(MSG.notFound);
    return IntegrationOutageResponseDto.from(outage);
  }
}

/** An upsert always leaves the outage running (a PUT opens an ended one again): it started, or it changed. */
function changeEvent(before: OutageBefore | null, after: CallNetOutageEntity): OutageStarted | OutageChanged {
  return !before || before.endedAt !== null
    ? new OutageStarted(before && alertShape(before), alertShape(after))
    : new OutageChanged(alertShape(before), alertShape(after));
}

const instant = (d: Date | null) => d?.getTime() ?? null;

function alertShape(o: OutageBefore): OutageArea {
  return {
    id: o.id,
    kind: o.kind,
    start: o.outageStart,
    end: o.outageEnd,
    ended: o.endedAt !== null,
    area: o.area,
    position: o.position,
    outageCircle: o.outageCircle,
    crewStatus: o.crewStatus,
  };
}

function checkedExternalId(externalId: string): string {
  if (!EXTERNAL_ID.test(externalId)) throw new BadRequestException({ message: ERROR_MESSAGES.validation, errors: { externalId: MSG.externalId } });
  return externalId;
}

/** Checks the cross-field rules and derives what is stored: the marker, the bounding box, the count. */
export function toValues(input: OutageInput): CallNetOutageValues {
  const errors = outageInputProblems(input);
  if (Object.keys(errors).length) throw new BadRequestException({ message: ERROR_MESSAGES.validation, errors });
  const area = input.area?.length ? input.area.map((p) => ({ lng: round(p.lng), lat: round(p.lat) })) : null;
  const position = input.position ? { lng: round(input.position.lng), lat: round(input.position.lat) } : markerOf(area!);
  const extent = area ?? [position];
  const addressList = (input.addressList ?? []).map((a) => ({
    streetType: a.streetType ?? null,
    streetName: a.streetName,
    residenceNumber: a.residenceNumber,
  }));
  return {
    kind: input.type,
    voltageClass: input.type === 'FAILURE' ? input.voltageClass! : null,
    area,
    position,
    // An area is its own shape; the circle only describes a point-only outage.
    outageCircle: area ? null : input.outageCircle!,
    addressesCount: input.addressesCount ?? addressList.length,
    addressList,
    outageStart: new Date(input.start),
    outageEnd: input.end ? new Date(input.end) : null,
    description: input.description ?? null,
    cause: input.cause ?? null,
    crewStatus: input.crewStatus ?? null,
    endConfidence: input.endConfidence ?? null,
    customersAffected: input.customersAffected ?? null,
    customersRestored: input.customersRestored ?? null,
    minLng: Math.min(...extent.map((p) => p.lng)),
    minLat: Math.min(...extent.map((p) => p.lat)),
    maxLng: Math.max(...extent.map((p) => p.lng)),
    maxLat: Math.max(...extent.map((p) => p.lat)),
  };
}

/** A point inside the area (a concave area's centroid may lie outside it). */
function markerOf(area: LngLat[]): LngLat {
  const ring = [...area, area[0]].map((p) => [p.lng, p.lat]);
  const [lng, lat] = pointOnFeature(polygon([ring])).geometry.coordinates;
  return { lng: round(lng), lat: round(lat) };
}
