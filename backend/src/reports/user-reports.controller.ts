import { Body, Controller, Header, Headers, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AreaPointDto } from '../areas/dto/area-point.dto';
import type { AuthUser } from '../auth/auth-user';
import { NoStore } from '../auth/no-store';
import { ApiErrorResponseDto } from '../common/dto/api-error-response.dto';
import { CreateUserReportDto } from './dto/create-user-report.dto';
import { AddressAdmStatusDto, PointStatusResponseDto, ReportSubmitResponseDto } from './dto/report-response.dto';
import { KnownOutageService } from './known-outage.service';
import { OptionalJwtAuthGuard } from './optional-auth.guard';
import { ReportLocationService } from './report-location.service';
import { UserReportsService } from './user-reports.service';
import { USER_REPORT_DOCS } from './user-reports.api-docs';

type ReportRequest = Request & { user?: AuthUser | null };

/** Public spec §7 report calls (docs/reports.md). Never throttled per route: the per-client limit is in the service. */
@ApiTags('call-net')
@ApiBadRequestResponse({ type: ApiErrorResponseDto })
@Controller('public/api/call-net')
export class UserReportsController {
  constructor(
    private readonly reports: UserReportsService,
    private readonly location: ReportLocationService,
    private readonly knownOutage: KnownOutageService,
  ) {}

  @USER_REPORT_DOCS.report
  @Post('report')
  @UseGuards(OptionalJwtAuthGuard)
  // The answer carries followUpToken, the key to this reporter's follow-up: no cache may keep it.
  @NoStore()
  @ApiBearerAuth()
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'Klucz ponowienia (np. UUID): ponowione zgłoszenie z tym samym kluczem jest zapisane raz',
  })
  @ApiCreatedResponse({ type: ReportSubmitResponseDto, description: 'status CREATED: zapisane' })
  @ApiOkResponse({ type: ReportSubmitResponseDto, description: 'status ALREADY_REGISTERED: ta osoba zgłosiła już ten adres' })
  @ApiForbiddenResponse({ type: ApiErrorResponseDto, description: 'Odmowa: captcha, adres poza obszarem działania, zbyt wiele zgłoszeń' })
  @ApiServiceUnavailableResponse({ type: ApiErrorResponseDto, description: 'Dostawca captcha nieosiągalny' })
  @ApiUnprocessableEntityResponse({
    type: ApiErrorResponseDto,
    description: 'Idempotency-Key użyty już przez żądanie o innej treści albo z innego adresu klienta',
  })
  async report(
    @Body() dto: CreateUserReportDto,
    @Req() req: ReportRequest,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ReportSubmitResponseDto> {
    const answer = await this.reports.submit(dto, { ip: req.ip, user: req.user, idempotencyKey });
    res.status(answer.status === 'CREATED' ? 201 : 200);
    return this.knownOutage.withKnownOutage(answer, { lng: dto.coordinateX, lat: dto.coordinateY });
  }

  @USER_REPORT_DOCS.pointStatus
  @Post('point-electricity-area-status')
  @HttpCode(200)
  @ApiOkResponse({ type: PointStatusResponseDto })
  pointStatus(@Body() dto: AreaPointDto): PointStatusResponseDto {
    return this.location.pointStatus(dto);
  }

  // Nest sends a bare boolean as text; the header makes 'true'/'false' the JSON it is.
  @USER_REPORT_DOCS.addressAdmStatus
  @Post('address-adm-status')
  @HttpCode(200)
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiOkResponse({ schema: { type: 'boolean' }, description: 'true: budynek ma administratora (wspólnota, spółdzielnia); reguła w docs/reports.md' })
  addressAdmStatus(@Body() dto: AddressAdmStatusDto): boolean {
    return this.location.addressAdmStatus(dto);
  }
}
