import { Controller, Get, Header, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Auth, CurrentActor } from '../auth/guards';
import type { Actor } from '../common/events/actor';
import { CSV_TYPE } from '../common/csv';
import { ApiErrorResponseDto } from '../common/dto/api-error-response.dto';
import { AuditService } from './audit.service';
import { AuditRecordResponseDto } from './dto/audit-record-response.dto';
import { SearchAuditDto } from './dto/search-audit.dto';
import { ExportAuditDto } from './dto/export-audit.dto';
import { AUDIT_DOCS } from './audit.api-docs';

/** The audit trail for administrators (docs/security.md "Audit trail"); read-only. */
@ApiTags('audit')
@Auth('ADMIN')
@Controller('api/audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  /** react-admin's simple-rest shape: the page as an array, the total in X-Total-Count and Content-Range. */
  @AUDIT_DOCS.search
  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    type: [AuditRecordResponseDto],
    headers: { 'X-Total-Count': { schema: { type: 'integer' } }, 'Content-Range': { schema: { type: 'string' } } },
  })
  async search(@Query() criteria: SearchAuditDto, @Res({ passthrough: true }) res: Response): Promise<AuditRecordResponseDto[]> {
    const { items, total } = await this.audit.search(criteria);
    const start = criteria.offset ?? 0;
    res.setHeader('X-Total-Count', String(total));
    res.setHeader('Content-Range', `audit ${start}-${start + Math.max(items.length - 1, 0)}/${total}`);
    return items;
  }

  @AUDIT_DOCS.export
  @Get('export')
  @Header('Cache-Control', 'no-store')
  @ApiProduces(CSV_TYPE)
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' }, description: 'Plik .csv z wpisami spełniającymi filtry, najnowsze najpierw' })
  @ApiBadRequestResponse({ type: ApiErrorResponseDto, description: 'Niepoprawne filtry albo za dużo wpisów' })
  async export(@Query() criteria: ExportAuditDto, @CurrentActor() actor: Actor): Promise<StreamableFile> {
    const file = await this.audit.exportCsv(criteria, actor);
    return new StreamableFile(file.content, { type: CSV_TYPE, disposition: `attachment; filename="${file.fileName}"`, length: file.content.length });
  }

  @AUDIT_DOCS.get
  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('application/json')
  @ApiOkResponse({ type: AuditRecordResponseDto })
  @ApiNotFoundResponse({ type: ApiErrorResponseDto })
  get(@Param('id') id: string): Promise<AuditRecordResponseDto> {
    return this.audit.get(id);
  }
}
