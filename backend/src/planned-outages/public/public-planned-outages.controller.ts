import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponseDto } from '../../common/dto/api-error-response.dto';
import { CountResponseDto } from '../../common/dto/page.dto';
import { PublicPlannedOutageResponseDto, SearchPublicPlannedOutagesDto } from '../dto/public-planned-outage.dto';
import { PublicPlannedOutagesService } from './public-planned-outages.service';
import { PUBLIC_PLANNED_OUTAGE_DOCS } from '../planned-outages.api-docs';

/** Public spec §7: the public planned-outages list and its count (no sign-in). */
@ApiTags('public planned outages')
@ApiBadRequestResponse({ type: ApiErrorResponseDto })
@Controller('public/api/planned-outage/search')
export class PublicPlannedOutagesController {
  constructor(private readonly outages: PublicPlannedOutagesService) {}

  @PUBLIC_PLANNED_OUTAGE_DOCS.search
  @Post('compressed-report')
  @HttpCode(200)
  @ApiOkResponse({ type: [PublicPlannedOutageResponseDto] })
  search(@Body() dto: SearchPublicPlannedOutagesDto): Promise<PublicPlannedOutageResponseDto[]> {
    return this.outages.search(dto);
  }

  @PUBLIC_PLANNED_OUTAGE_DOCS.count
  @Post('compressed-report/count')
  @HttpCode(200)
  @ApiOkResponse({ type: CountResponseDto })
  async count(@Body() dto: SearchPublicPlannedOutagesDto): Promise<CountResponseDto> {
    return { count: await this.outages.count(dto) };
  }
}
