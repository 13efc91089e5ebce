import { Injectable } from '@nestjs/common';
import { PUBLIC_STATUS } from '../accept-status';
import type { PlannedOutageCriteria } from '../dto/search-planned-outages.dto';
import { PublicPlannedOutageResponseDto, SearchPublicPlannedOutagesDto } from '../dto/public-planned-outage.dto';
import { PlannedOutagesRepository } from '../planned-outages.repository';
import { compressAddresses } from './compress-addresses';

/** The public planned-outages list (public spec §2): accepted, not deleted, not yet ended. */
@Injectable()
export class PublicPlannedOutagesService {
  constructor(private readonly outages: PlannedOutagesRepository) {}

  async search(dto: SearchPublicPlannedOutagesDto, now = new Date()): Promise<PublicPlannedOutageResponseDto[]> {
    const found = await this.outages.search(criteria(dto, now), dto.page);
    return found.map((o) => ({
      id: o.id,
      addresses: compressAddresses(o.addresses ?? []),
      start: o.outageStart.toISOString(),
      end: o.outageEnd.toISOString(),
      comment: o.comment,
    }));
  }

  count(dto: SearchPublicPlannedOutagesDto, now = new Date()): Promise<number> {
    return this.outages.count(criteria(dto, now));
  }
}

function criteria(dto: SearchPublicPlannedOutagesDto, now: Date): PlannedOutageCriteria {
  return {
    address: dto.address,
    outageStart: dto.outageStart,
    // Alone, `start` means "not ended before": an outage that has ended leaves the public list.
    start: now.toISOString(),
    acceptStatus: PUBLIC_STATUS,
    deleted: false,
    sortField: dto.page?.sortField ?? 'outageStart',
    sortOrder: dto.page?.sortOrder ?? 'ASC',
  };
}
