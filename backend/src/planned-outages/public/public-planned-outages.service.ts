import { Injectable } from '@nestjs/common';
import { PUBLIC_STATUS } from '@portal/domain';
import type { PlannedOutageCriteria } from '../dto/search-planned-outages.dto';
import { PUBLIC_SORT_COLUMN, PublicPlannedOutageResponseDto, SearchPublicPlannedOutagesDto } from '../dto/public-planned-outage.dto';
import { startOfWarsawDay } from '@portal/domain';
import { PlannedOutagesRepository } from '../planned-outages.repository';
import { actualFacts } from '../dto/planned-outage-response.dto';
import { compressAddresses } from './compress-addresses';

/** How long an ended outage whose outcome is known stays on the public list, saying what happened. */
export const OUTCOME_LISTED_MS = 7 * 24 * 3600_000;

/**
 * The public planned-outages list (public spec §2): accepted, not deleted, not yet ended — or ended lately with what
 * happened known (docs/planned-outages.md "Plan against fact").
 */
@Injectable()
export class PublicPlannedOutagesService {
  constructor(private readonly outages: PlannedOutagesRepository) {}

  async search(dto: SearchPublicPlannedOutagesDto, now = new Date()): Promise<PublicPlannedOutageResponseDto[]> {
    const found = await this.outages.search(criteria(dto, now), dto.page);
    return found.map((o) => {
      const { actualStart, actualEnd, outcome } = actualFacts(o);
      return {
        id: o.id,
        addresses: compressAddresses(o.addresses ?? []),
        start: o.outageStart.toISOString(),
        end: o.outageEnd.toISOString(),
        comment: o.comment,
        actualStart,
        actualEnd,
        outcome,
      };
    });
  }

  count(dto: SearchPublicPlannedOutagesDto, now = new Date()): Promise<number> {
    return this.outages.count(criteria(dto, now));
  }
}

function criteria(dto: SearchPublicPlannedOutagesDto, now: Date): PlannedOutageCriteria {
  // null is "not given", as IsOptional lets it through.
  const sortField = dto.page?.sortField ?? undefined;
  return {
    address: dto.address,
    outageStart: latest(dto.outageStart, dto.start == null ? undefined : startOfWarsawDay(dto.start).toISOString()),
    // An outage that has ended leaves the public list, unless what happened is known: then it stays a week to say so.
    publicWindow: { at: now, outcomeSince: new Date(now.getTime() - OUTCOME_LISTED_MS) },
    acceptStatus: PUBLIC_STATUS,
    deleted: false,
    sortField: sortField === undefined ? 'outageStart' : PUBLIC_SORT_COLUMN[sortField],
    sortOrder: dto.page?.sortOrder ?? 'ASC',
  };
}

/** Both lower bounds given (outageStart and the spec's start): the later one is what both together mean. */
function latest(a: string | null | undefined, b: string | undefined): string | undefined {
  if (a == null || b === undefined) return a ?? b;
  return Date.parse(a) >= Date.parse(b) ? a : b;
}
