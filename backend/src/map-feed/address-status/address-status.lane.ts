import { Injectable, OnModuleInit } from '@nestjs/common';
import { FastLane } from '../../common/fast-lane/fast-lane';
import { FEED_CACHE_CONTROL } from '../map-feed.model';
import { ADDRESS_STATUS_PATH } from './address-status.model';
import { isProblem, parseAddressStatusQuery } from './address-status.query';
import { AddressStatusService } from './address-status.service';

/**
 * The address card's GET in the fast lane (common/fast-lane): in a storm everyone asks "what about my address?" at
 * once. A valid question is answered here from the prepared bodies; a bad one (its Polish 400) and a question before
 * the first build go to AddressStatusController, one code path for errors.
 */
@Injectable()
export class AddressStatusLane implements OnModuleInit {
  constructor(
    private readonly lane: FastLane,
    private readonly service: AddressStatusService,
  ) {}

  onModuleInit(): void {
    this.lane.add(ADDRESS_STATUS_PATH, FEED_CACHE_CONTROL, (search) => {
      const q = parseAddressStatusQuery(search);
      return isProblem(q) ? null : this.service.body(q);
    });
  }
}
