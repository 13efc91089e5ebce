import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { AccountMailThrottlerGuard } from '../accounts/account-mail-throttler.guard';
import { NoStore } from '../auth/no-store';
import { ApiErrorResponseDto } from '../common/dto/api-error-response.dto';
import { idPipe } from '../common/id.pipe';
import { ReportFollowUpDto, ReportFollowUpResponseDto, ReportFollowUpStopDto } from './dto/known-outage.dto';
import { REPORT_FOLLOW_UP_DOCS } from './report-follow-up.api-docs';
import { ReportFollowUpService } from './report-follow-up.service';

/**
 * "Powiadom mnie, gdy prąd wróci". Both calls make the portal write to (or stop writing to) a contact an
 * anonymous client typed, so they share the per-client hourly limit of the other such routes (registration,
 * password reminders).
 */
@ApiTags('call-net')
@ApiBadRequestResponse({ type: ApiErrorResponseDto })
@ApiForbiddenResponse({ type: ApiErrorResponseDto, description: 'Klucz nie pasuje do zgłoszenia' })
@ApiTooManyRequestsResponse({ type: ApiErrorResponseDto, description: 'Zbyt wiele żądań z tego adresu' })
@Controller('public/api/call-net/report')
export class ReportFollowUpController {
  constructor(private readonly followUps: ReportFollowUpService) {}

  @REPORT_FOLLOW_UP_DOCS.subscribe
  @Post(':id/follow-up')
  @UseGuards(AccountMailThrottlerGuard)
  // Which channels a reporter chose answers one person's request: no cache may keep it.
  @NoStore()
  @ApiCreatedResponse({ type: ReportFollowUpResponseDto })
  @ApiNotFoundResponse({ type: ApiErrorResponseDto, description: 'Zgłoszenie bez danych kontaktowych (usunięte po czasie przechowywania)' })
  @ApiConflictResponse({ type: ApiErrorResponseDto, description: 'W miejscu zgłoszenia nie ma już znanego wyłączenia' })
  subscribe(@Param('id', idPipe) id: number, @Body() dto: ReportFollowUpDto): Promise<ReportFollowUpResponseDto> {
    return this.followUps.subscribe(id, dto);
  }

  @REPORT_FOLLOW_UP_DOCS.stop
  @Post(':id/follow-up/stop')
  @HttpCode(204)
  @UseGuards(AccountMailThrottlerGuard)
  @ApiNoContentResponse({ description: 'Powiadomienie odwołane' })
  stop(@Param('id', idPipe) id: number, @Body() dto: ReportFollowUpStopDto): Promise<void> {
    return this.followUps.stop(id, dto.token);
  }
}
