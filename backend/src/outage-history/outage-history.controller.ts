import { Controller, Get, Header, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { Auth, CurrentUser } from '../auth/guards';
import { ApiErrorResponseDto } from '../common/dto/api-error-response.dto';
import { idPipe } from '../common/id.pipe';
import { OutageHistoryQueryDto } from './dto/outage-history-query.dto';
import { OutageHistoryResponseDto } from './dto/outage-history-response.dto';
import { OUTAGE_HISTORY_DOCS } from './outage-history.api-docs';
import { CSV_TYPE, OutageHistoryService, PDF_TYPE, XLSX_TYPE, type HistoryFile } from './outage-history.service';

const file = (f: HistoryFile) =>
  new StreamableFile(f.content, { type: f.contentType, disposition: `attachment; filename="${f.fileName}"`, length: f.content.length });

/** 'Historia wyłączeń' of the signed-in person. Personal data: `@Auth` answers no-store. */
@ApiTags('outage-history')
@Auth('PUBLIC')
@ApiBadRequestResponse({ type: ApiErrorResponseDto })
@Controller('public/api/user/outage-history')
export class OutageHistoryController {
  constructor(private readonly history: OutageHistoryService) {}

  @OUTAGE_HISTORY_DOCS.history
  @Get()
  @ApiOkResponse({ type: OutageHistoryResponseDto })
  get(@CurrentUser() user: AuthUser, @Query() query: OutageHistoryQueryDto): Promise<OutageHistoryResponseDto> {
    return this.history.history(user, query.year);
  }

  @OUTAGE_HISTORY_DOCS.csv
  @Get(':id/csv')
  @ApiProduces(CSV_TYPE)
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: ApiErrorResponseDto })
  async csv(@CurrentUser() user: AuthUser, @Param('id', idPipe) id: number, @Query() query: OutageHistoryQueryDto): Promise<StreamableFile> {
    return file(await this.history.csv(user, id, query.year));
  }

  @OUTAGE_HISTORY_DOCS.pdf
  @Get(':id/pdf')
  @ApiProduces(PDF_TYPE)
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: ApiErrorResponseDto })
  async pdf(@CurrentUser() user: AuthUser, @Param('id', idPipe) id: number, @Query() query: OutageHistoryQueryDto): Promise<StreamableFile> {
    return file(await this.history.pdf(user, id, query.year));
  }
}

/** The staff report (ADMIN): the same figures per district and month over all watched addresses. */
@ApiTags('outage-history')
@Auth('ADMIN')
@ApiBadRequestResponse({ type: ApiErrorResponseDto })
@Controller('api/outage-history')
export class OutageHistoryReportController {
  constructor(private readonly history: OutageHistoryService) {}

  @OUTAGE_HISTORY_DOCS.report
  @Get('report')
  @Header('Cache-Control', 'no-store')
  @ApiProduces(XLSX_TYPE)
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' }, description: 'Plik .xlsx' })
  async report(@Query() query: OutageHistoryQueryDto): Promise<StreamableFile> {
    return file(await this.history.report(query.year));
  }
}
