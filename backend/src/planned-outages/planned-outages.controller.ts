import { Body, Controller, Delete, Get, HttpCode, Ip, Param, Post, Query, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { Auth, CurrentActor, CurrentUser } from '../auth/guards';
import type { Actor } from '../common/events/actor';
import { ApiErrorResponseDto } from '../common/dto/api-error-response.dto';
import { CountResponseDto } from '../common/dto/page.dto';
import { idPipe } from '../common/id.pipe';
import { ChangeAcceptStatusDto, ChangeAcceptStatusManyDto, IdsDto } from './dto/accept-status-change.dto';
import { PlannedOutageInputDto } from './dto/planned-outage-input.dto';
import { PlannedOutageActualDto } from './dto/planned-outage-actual.dto';
import { AcceptStatusResponseDto, ChangedResponseDto, DeletedResponseDto, PlannedOutageResponseDto } from './dto/planned-outage-response.dto';
import { ResolveAddressesDto, ResolvedAddressResponseDto } from './dto/resolve-addresses.dto';
import { DispatcherSearchPlannedOutagesDto, PlannedOutageReportQueryDto, SearchPlannedOutagesDto } from './dto/search-planned-outages.dto';
import { ADDRESS_LIST_LIMITS, ADDRESS_LIST_MESSAGES, type UploadedSpreadsheet } from './excel/address-list.reader';
import { IdsBodyPipe } from './ids-body.pipe';
import { GeneratedFile, PlannedOutagesService } from './planned-outages.service';
import { UploadErrorsInterceptor } from '../common/upload/upload-errors.interceptor';
import { PLANNED_OUTAGE_DOCS } from './planned-outages.api-docs';

const NOT_FOUND = ApiNotFoundResponse({ type: ApiErrorResponseDto });
const file = (f: GeneratedFile) =>
  new StreamableFile(f.content, { type: f.contentType, disposition: `attachment; filename="${f.fileName}"`, length: f.content.length });

/** Staff spec §7 planned-outage calls, roles as in §6 (docs/planned-outages.md). */
@ApiTags('planned-outages')
@ApiBadRequestResponse({ type: ApiErrorResponseDto })
@ApiExtraModels(IdsDto)
@Controller('api/planned-outage')
export class PlannedOutagesController {
  constructor(private readonly outages: PlannedOutagesService) {}

  @PLANNED_OUTAGE_DOCS.acceptStatuses
  @Get('accept-statuses')
  @Auth('ADMIN', 'DISPATCHER', 'ACCEPTER', 'CALLCENTER')
  @ApiOkResponse({ type: [AcceptStatusResponseDto] })
  acceptStatuses(): AcceptStatusResponseDto[] {
    return this.outages.acceptStatuses();
  }

  @PLANNED_OUTAGE_DOCS.add
  @Post('add')
  @Auth('DISPATCHER')
  @ApiCreatedResponse({ type: PlannedOutageResponseDto, description: 'Created, or updated in place when id is given; always TO_ACCEPT' })
  @NOT_FOUND
  add(@Body() dto: PlannedOutageInputDto, @CurrentUser() user: AuthUser, @Ip() ip: string): Promise<PlannedOutageResponseDto> {
    return this.outages.save(dto, user, ip);
  }

  @PLANNED_OUTAGE_DOCS.addressList
  @Post('address-list')
  @HttpCode(200)
  @Auth('DISPATCHER')
  @UseInterceptors(
    new UploadErrorsInterceptor(ADDRESS_LIST_MESSAGES.tooLarge),
    FileInterceptor('file', { limits: { fileSize: ADDRESS_LIST_LIMITS.fileBytes, files: 1, fields: 10 } }),
  )
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary', description: '.xlsx or .xls, up to 5 MB' } } },
  })
  @ApiOkResponse({ type: [String], description: "The '[PPE] Adres' column of the first sheet, without blanks and duplicates" })
  @ApiPayloadTooLargeResponse({ type: ApiErrorResponseDto })
  addressList(@UploadedFile() upload: UploadedSpreadsheet | undefined): Promise<string[]> {
    return this.outages.importAddressList(upload);
  }

  @PLANNED_OUTAGE_DOCS.resolveAddresses
  @Post('resolve-addresses')
  @HttpCode(200)
  @Auth('DISPATCHER')
  @ApiOkResponse({ type: [ResolvedAddressResponseDto] })
  resolveAddresses(@Body() dto: ResolveAddressesDto): Promise<ResolvedAddressResponseDto[]> {
    return this.outages.resolveAddresses(dto.addresses);
  }

  @PLANNED_OUTAGE_DOCS.changeAcceptStatus
  @Post('change-accept-status')
  @HttpCode(200)
  @Auth('ACCEPTER')
  @ApiOkResponse({ type: PlannedOutageResponseDto })
  @NOT_FOUND
  changeAcceptStatus(@Body() dto: ChangeAcceptStatusDto, @CurrentUser() user: AuthUser, @Ip() ip: string): Promise<PlannedOutageResponseDto> {
    return this.outages.changeAcceptStatus(dto, user, ip);
  }

  @PLANNED_OUTAGE_DOCS.changeAcceptStatusMany
  @Post('change-accept-status/many')
  @HttpCode(200)
  @Auth('ACCEPTER')
  @ApiOkResponse({ type: ChangedResponseDto })
  @NOT_FOUND
  async changeAcceptStatusMany(@Body() dto: ChangeAcceptStatusManyDto, @CurrentUser() user: AuthUser, @Ip() ip: string): Promise<ChangedResponseDto> {
    return { changed: await this.outages.changeAcceptStatusMany(dto, user, ip) };
  }

  @PLANNED_OUTAGE_DOCS.deleteMany
  @Post('delete/many')
  @HttpCode(200)
  @Auth('DISPATCHER')
  @ApiBody({ schema: { oneOf: [{ type: 'array', items: { type: 'integer' } }, { $ref: getSchemaPath(IdsDto) }] }, description: 'A list of ids, or { ids }' })
  @ApiOkResponse({ type: DeletedResponseDto })
  @NOT_FOUND
  async deleteMany(@Body(IdsBodyPipe) body: unknown, @CurrentActor() actor: Actor): Promise<DeletedResponseDto> {
    // Typed unknown so the global pipe leaves the two shapes to IdsBodyPipe.
    return { deleted: await this.outages.deleteMany((body as IdsDto).ids, actor) };
  }

  @PLANNED_OUTAGE_DOCS.deleteOne
  @Delete('delete/:id')
  @HttpCode(204)
  @Auth('DISPATCHER')
  @ApiNoContentResponse({ description: 'Deleted (also when it was already)' })
  @NOT_FOUND
  async deleteOne(@Param('id', idPipe) id: number, @CurrentActor() actor: Actor): Promise<void> {
    await this.outages.deleteMany([id], actor);
  }

  @PLANNED_OUTAGE_DOCS.actual
  @Post('actual/:id')
  @HttpCode(200)
  @Auth('DISPATCHER')
  @ApiOkResponse({ type: PlannedOutageResponseDto })
  @NOT_FOUND
  actual(@Param('id', idPipe) id: number, @Body() dto: PlannedOutageActualDto, @CurrentActor() actor: Actor): Promise<PlannedOutageResponseDto> {
    return this.outages.reportActual(id, dto, actor, 'dispatcher');
  }

  @PLANNED_OUTAGE_DOCS.dispatcherSearch
  @Post('dispatcher/search/report')
  @HttpCode(200)
  @Auth('DISPATCHER')
  @ApiOkResponse({ type: [PlannedOutageResponseDto] })
  dispatcherSearch(@Body() criteria: DispatcherSearchPlannedOutagesDto, @CurrentUser() user: AuthUser): Promise<PlannedOutageResponseDto[]> {
    return this.outages.search(criteria, criteria.mine ? user.id : undefined);
  }

  @PLANNED_OUTAGE_DOCS.dispatcherCount
  @Post('dispatcher/search/report/count')
  @HttpCode(200)
  @Auth('DISPATCHER')
  @ApiOkResponse({ type: CountResponseDto })
  async dispatcherCount(@Body() criteria: DispatcherSearchPlannedOutagesDto, @CurrentUser() user: AuthUser): Promise<CountResponseDto> {
    return { count: await this.outages.count(criteria, criteria.mine ? user.id : undefined) };
  }

  @PLANNED_OUTAGE_DOCS.search
  @Post('search/report')
  @HttpCode(200)
  @Auth('ACCEPTER', 'CALLCENTER')
  @ApiOkResponse({ type: [PlannedOutageResponseDto] })
  search(@Body() criteria: SearchPlannedOutagesDto): Promise<PlannedOutageResponseDto[]> {
    return this.outages.search(criteria);
  }

  @PLANNED_OUTAGE_DOCS.count
  @Post('search/report/count')
  @HttpCode(200)
  @Auth('ACCEPTER', 'CALLCENTER')
  @ApiOkResponse({ type: CountResponseDto })
  async count(@Body() criteria: SearchPlannedOutagesDto): Promise<CountResponseDto> {
    return { count: await this.outages.count(criteria) };
  }

  @PLANNED_OUTAGE_DOCS.get
  @Get('get/:id')
  @Auth('DISPATCHER', 'ACCEPTER', 'CALLCENTER')
  @ApiOkResponse({ type: PlannedOutageResponseDto })
  @NOT_FOUND
  get(@Param('id', idPipe) id: number): Promise<PlannedOutageResponseDto> {
    return this.outages.get(id);
  }

  @PLANNED_OUTAGE_DOCS.report
  @Get('report')
  @Auth('ACCEPTER', 'DISPATCHER')
  @ApiProduces('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' }, description: 'Excel report, one row per outage' })
  async report(@Query() query: PlannedOutageReportQueryDto, @CurrentUser() user: AuthUser): Promise<StreamableFile> {
    const { mine, ...criteria } = query;
    return file(await this.outages.report({ ...criteria, createdBy: mine ? user.id : criteria.createdBy }));
  }

  @PLANNED_OUTAGE_DOCS.announcement
  @Get('announcement/:id')
  @Auth('DISPATCHER')
  @ApiProduces('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' }, description: 'Notice to print (.docx)' })
  @NOT_FOUND
  async announcement(@Param('id', idPipe) id: number): Promise<StreamableFile> {
    return file(await this.outages.announcement(id));
  }
}
