import { Body, Controller, Header, HttpCode, Post, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentActor } from '../../auth/guards';
import type { Actor } from '../../common/events/actor';
import { ApiErrorResponseDto } from '../../common/dto/api-error-response.dto';
import { SearchUsersDto } from '../dto/search-users.dto';
import { UsersReportService } from './users-report.service';
import { USERS_DOCS } from '../users.api-docs';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The users report: same criteria as POST /api/user/search (paging ignored, sorting kept). */
@ApiTags('users')
@Auth('ADMIN')
@Controller('api/user')
export class UsersReportController {
  constructor(private readonly reports: UsersReportService) {}

  // Personal data: no copy in any cache.
  @USERS_DOCS.report
  @Post('report')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiProduces(XLSX_TYPE)
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' }, description: 'Plik .xlsx z użytkownikami spełniającymi kryteria' })
  @ApiBadRequestResponse({ type: ApiErrorResponseDto, description: 'Niepoprawne kryteria albo za dużo użytkowników' })
  async report(@Body() criteria: SearchUsersDto, @CurrentActor() actor: Actor): Promise<StreamableFile> {
    const file = await this.reports.report(criteria, actor);
    return new StreamableFile(file.content, { type: XLSX_TYPE, disposition: `attachment; filename="${file.fileName}"`, length: file.content.length });
  }
}
