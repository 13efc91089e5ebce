import { Body, Controller, Get, HttpCode, Param, Post, Req, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiConditionalGet } from '../common/prepared-body/api-conditional';
import { sendFeed } from '../common/prepared-body/send-feed';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiNotFoundResponse, ApiOkResponse, ApiPayloadTooLargeResponse, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentActor } from '../auth/guards';
import type { Actor } from '../common/events/actor';
import { STAFF_ROLES } from '../users/system-role';
import { ApiErrorResponseDto } from '../common/dto/api-error-response.dto';
import { idPipe } from '../common/id.pipe';
import { AREA_LIMITS, AREA_MESSAGES } from '../geo/area-geometry';
import { AreasService, type UploadedAreaFile } from './areas.service';
import { AreaPointDto } from './dto/area-point.dto';
import { AreaNameResponseDto, AreaResponseDto, AreaUploadResponseDto } from './dto/area-response.dto';
import { UploadErrorsInterceptor } from '../common/upload/upload-errors.interceptor';
import { AREA_DOCS, PUBLIC_AREA_DOCS } from './areas.api-docs';

const NOT_FOUND = ApiNotFoundResponse({ type: ApiErrorResponseDto });
/** Prepared bodies (docs/areas.md): a minute in shared caches for the public list; staff revalidate by ETag each time. */
const PUBLIC_AREAS_CACHE_CONTROL = 'public, max-age=60';
const STAFF_AREAS_CACHE_CONTROL = 'private, no-cache';

/** Staff spec §7 area calls (docs/areas.md). */
@ApiTags('areas')
@ApiBadRequestResponse({ type: ApiErrorResponseDto })
@Controller('api/area')
export class AreasController {
  constructor(private readonly areas: AreasService) {}

  @AREA_DOCS.findAll
  @Get('get/all')
  @Auth(...STAFF_ROLES)
  @ApiOkResponse({ type: [AreaResponseDto] })
  findAll(@Req() req: IncomingMessage, @Res() res: ServerResponse): void {
    sendFeed(req, res, this.areas.staffBody(), STAFF_AREAS_CACHE_CONTROL);
  }

  @AREA_DOCS.get
  @Get('get/:id')
  @Auth(...STAFF_ROLES)
  @ApiOkResponse({ type: AreaResponseDto })
  @NOT_FOUND
  get(@Param('id', idPipe) id: number): Promise<AreaResponseDto> {
    return this.areas.get(id);
  }

  @AREA_DOCS.upload
  @Post('upload')
  @HttpCode(200)
  @Auth('ADMIN')
  @UseInterceptors(
    new UploadErrorsInterceptor(AREA_MESSAGES.tooLarge),
    FileInterceptor('file', { limits: { fileSize: AREA_LIMITS.fileBytes, files: 1, fields: 10 } }),
  )
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary', description: '.geojson, up to 5 MB' } } } })
  @ApiOkResponse({ type: AreaUploadResponseDto, description: 'All areas of the file stored; an existing name is replaced in place' })
  @ApiPayloadTooLargeResponse({ type: ApiErrorResponseDto })
  upload(@UploadedFile() file: UploadedAreaFile | undefined, @CurrentActor() actor: Actor): Promise<AreaUploadResponseDto> {
    return this.areas.upload(file, actor);
  }
}

/** Public spec §7 area calls (no sign-in). */
@ApiTags('public areas')
@ApiBadRequestResponse({ type: ApiErrorResponseDto })
@Controller('public/api/area')
export class PublicAreasController {
  constructor(private readonly areas: AreasService) {}

  @PUBLIC_AREA_DOCS.findAll
  @Get('get/all')
  @ApiConditionalGet()
  @ApiOkResponse({ type: [AreaResponseDto] })
  findAll(@Req() req: IncomingMessage, @Res() res: ServerResponse): void {
    sendFeed(req, res, this.areas.publicBody(), PUBLIC_AREAS_CACHE_CONTROL);
  }

  @PUBLIC_AREA_DOCS.byCoordinates
  @Post('get/by-coordinates')
  @HttpCode(200)
  @ApiOkResponse({ type: AreaNameResponseDto })
  @ApiNotFoundResponse({ type: ApiErrorResponseDto, description: 'Punkt poza obszarem działania' })
  byCoordinates(@Body() dto: AreaPointDto): AreaNameResponseDto {
    return this.areas.findByPoint(dto);
  }
}
