import { Controller, Get, NotFoundException, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponseDto } from '../common/dto/api-error-response.dto';
import { PublicCache } from '../common/public-cache';
import { GeocodedAddressResponseDto } from './dto/geocoded-address-response.dto';
import { AutocompleteQueryDto, ReverseQueryDto, SearchQueryDto } from './dto/geocoding-queries.dto';
import type { GeocodedAddress } from './geocoded-address';
import { GEOCODING_MESSAGES, GeocodingService } from './geocoding.service';
import { GEOCODING_DOCS } from './geocoding.api-docs';

const FOUND_ADDRESS_MAX_AGE_S = 300;

/**
 * Public address calls of both front ends (no sign-in). A found address is the same for everyone until the register is
 * imported again, so browsers and the storm tier in front (docs/operations.md) may keep it for five minutes: in a storm
 * everyone types their address, and a shared card's link asks for it again.
 */
@ApiTags('geocoding')
@ApiBadRequestResponse({ type: ApiErrorResponseDto })
@ApiServiceUnavailableResponse({ type: ApiErrorResponseDto, description: 'Zewnętrzna usługa geokodowania nie odpowiada' })
@Controller('public/api/geocode')
@PublicCache(FOUND_ADDRESS_MAX_AGE_S)
export class GeocodingController {
  constructor(private readonly geocoding: GeocodingService) {}

  @GEOCODING_DOCS.autocomplete
  @Get('autocomplete')
  @ApiOkResponse({ type: [GeocodedAddressResponseDto] })
  autocomplete(@Query() query: AutocompleteQueryDto): Promise<GeocodedAddressResponseDto[]> {
    return this.geocoding.autocomplete(query.q, query.limit);
  }

  @GEOCODING_DOCS.search
  @Get('search')
  @ApiOkResponse({ type: GeocodedAddressResponseDto })
  @ApiNotFoundResponse({ type: ApiErrorResponseDto, description: GEOCODING_MESSAGES.notFound })
  async search(@Query() query: SearchQueryDto): Promise<GeocodedAddressResponseDto> {
    return found(await this.geocoding.geocode(query.q));
  }

  @GEOCODING_DOCS.reverse
  @Get('reverse')
  @ApiOkResponse({ type: GeocodedAddressResponseDto })
  @ApiNotFoundResponse({ type: ApiErrorResponseDto, description: GEOCODING_MESSAGES.notFound })
  async reverse(@Query() query: ReverseQueryDto): Promise<GeocodedAddressResponseDto> {
    return found(await this.geocoding.reverse(query.lat, query.lng));
  }
}

function found(address: GeocodedAddress | null): GeocodedAddress {
  if (!address) throw new NotFoundException(GEOCODING_MESSAGES.notFound);
  return address;
}
