import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentActor } from '../auth/guards';
import type { Actor } from '../common/events/actor';
import { ApiErrorResponseDto } from '../common/dto/api-error-response.dto';
import { SmsOutboxEntryResponseDto, SmsOutboxQueryDto, TestSmsResponseDto } from './dto/sms-outbox.dto';
import { SmsService } from './sms.service';
import { SMS_DOCS } from './sms.api-docs';

/** Staff spec §7 `POST /test-sms` — without the /api prefix, as the spec has it. */
@ApiTags('sms')
@Auth('ADMIN')
@Controller()
export class TestSmsController {
  constructor(private readonly sms: SmsService) {}

  @SMS_DOCS.testSms
  @Post('test-sms')
  @HttpCode(200)
  @ApiOkResponse({ type: TestSmsResponseDto, description: 'Wysłano (SENT) albo, bez skonfigurowanej bramki, zapisano w skrzynce (LOGGED)' })
  @ApiBadRequestResponse({ type: ApiErrorResponseDto, description: 'Konto bez numeru telefonu albo numer odrzucony przez bramkę' })
  @ApiServiceUnavailableResponse({ type: ApiErrorResponseDto, description: 'Bramka SMS nieosiągalna, przekroczony czas albo zła konfiguracja' })
  testSms(@CurrentActor() actor: Actor & { userId: number }): Promise<TestSmsResponseDto> {
    return this.sms.sendTest(actor);
  }
}

/** The SMS outbox for administrators (docs/sms.md): what was sent, logged or failed, newest first. */
@ApiTags('sms')
@Auth('ADMIN')
@ApiBadRequestResponse({ type: ApiErrorResponseDto })
@Controller('api/sms')
export class SmsOutboxController {
  constructor(private readonly sms: SmsService) {}

  @SMS_DOCS.outbox
  @Get('outbox')
  @ApiOkResponse({ type: [SmsOutboxEntryResponseDto] })
  outbox(@Query() query: SmsOutboxQueryDto): Promise<SmsOutboxEntryResponseDto[]> {
    return this.sms.latest(query.limit);
  }
}
