import { Controller, Get, NotFoundException, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponseDto } from '../common/dto/api-error-response.dto';
import { GeocodedAddressResponseDto } from './dto/geocoded-address-response.dto';
import { AutocompleteQueryDto, ReverseQueryDto, SearchQueryDto } from './dto/geocoding-queries.dto';
import type { GeocodedAddress } from './geocoded-address';
import { GEOCODING_MESSAGES, GeocodingService } from './geocoding.service';

/** Public address calls of both front ends (no sign-in). */
@ApiTags('geocoding')
@ApiBadRequestResponse({ type: ApiErrorResponseDto })
@ApiServiceUnavailableResponse({ type: ApiErrorResponseDto, description: 'Zewnętrzna usługa geokodowania nie odpowiada' })
@Controller('public/api/geocode')
export class GeocodingController {
  constructor(private readonly geocoding: GeocodingService) {}

  @Get('autocomplete') @ApiOperation({ summary: 'Address suggestions inside the capital, tolerant of case, diacritics and street-type prefixes' })
  @ApiOkResponse({ type: [GeocodedAddressResponseDto] })
  autocomplete(@Query() query: AutocompleteQueryDto): Promise<GeocodedAddressResponseDto[]> {
    return this.geocoding.autocomplete(query.q, query.limit);
  }

  @Get('search') @ApiOperation({ summary: 'Geocodes one address written as text' })
  @ApiOkResponse({ type: GeocodedAddressResponseDto }) @ApiNotFoundResponse({ type: ApiErrorResponseDto, description: GEOCODING_MESSAGES.notFound })
  async search(@Query() query: SearchQueryDto): Promise<GeocodedAddressResponseDto> {
    return found(await this.geocoding.geocode(query.q));
  }

  @Get('reverse') @ApiOperation({ summary: 'The address nearest to a point (within about 300 m)' })
  @ApiOkResponse({ type: GeocodedAddressResponseDto }) @ApiNotFoundResponse({ type: ApiErrorResponseDto, description: GEOCODING_MESSAGES.notFound })
  async reverse(@Query() query: ReverseQueryDto): Promise<GeocodedAddressResponseDto> {
    return found(await this.geocoding.reverse(query.lat, query.lng));
  }
}

function found(address: GeocodedAddress | null): GeocodedAddress {
  if (!address) throw new NotFoundException(GEOCODING_MESSAGES.notFound);
  return address;
}
