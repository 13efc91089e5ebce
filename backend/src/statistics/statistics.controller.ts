import { Controller, Get, Query, Req, Res, StreamableFile } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiBadRequestResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CSV_TYPE } from '../common/csv';
import { ApiErrorResponseDto } from '../common/dto/api-error-response.dto';
import { PublicCache } from '../common/public-cache';
import { ApiConditionalGet } from '../common/prepared-body/api-conditional';
import { sendFeed } from '../common/prepared-body/send-feed';
import { StatisticsQueryDto } from './dto/statistics-query.dto';
import { StatisticsResponseDto } from './dto/statistics-response.dto';
import { STATISTICS_DOCS } from './statistics.api-docs';
import { StatisticsService } from './statistics.service';

/** The figures move only when outages end: five minutes in shared caches, then revalidated by ETag. */
const STATISTICS_CACHE_SECONDS = 300;

/** The public scoreboard, /public/statystyki (docs/statistics.md). No sign-in. */
@ApiTags('statistics')
@ApiBadRequestResponse({ type: ApiErrorResponseDto })
@Controller('public/api/statistics')
export class StatisticsController {
  constructor(private readonly statistics: StatisticsService) {}

  @STATISTICS_DOCS.get
  @Get()
  @ApiConditionalGet()
  @ApiOkResponse({ type: StatisticsResponseDto })
  async get(@Query() query: StatisticsQueryDto, @Req() req: IncomingMessage, @Res() res: ServerResponse): Promise<void> {
    sendFeed(req, res, await this.statistics.body(query.month), `public, max-age=${STATISTICS_CACHE_SECONDS}`);
  }

  @STATISTICS_DOCS.csv
  @Get('csv')
  @PublicCache(STATISTICS_CACHE_SECONDS)
  @ApiProduces(CSV_TYPE)
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async csv(@Query() query: StatisticsQueryDto): Promise<StreamableFile> {
    const f = await this.statistics.csv(query.month);
    return new StreamableFile(f.content, { type: f.contentType, disposition: `attachment; filename="${f.fileName}"`, length: f.content.length });
  }
}
