import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiOkResponse, ApiProduces, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Auth } from '../auth/guards';
import { ApiErrorResponseDto } from '../common/dto/api-error-response.dto';
import { AddPollAnswerDto } from './dto/add-poll-answer.dto';
import { PollService } from './poll.service';
import { warsawDay } from '@portal/domain';
import { POLL_DOCS } from './poll.api-docs';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

@ApiTags('poll')
@Controller('public/api/poll')
export class PublicPollController {
  constructor(private readonly poll: PollService) {}

  @POLL_DOCS.add
  @Post('add')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Odpowiedź zapisana' })
  @ApiBadRequestResponse({ type: ApiErrorResponseDto, description: 'Niepoprawne odpowiedzi lub captcha (errors.recaptchaToken)' })
  @ApiServiceUnavailableResponse({ type: ApiErrorResponseDto, description: 'Dostawca captcha nieosiągalny' })
  async add(@Body() dto: AddPollAnswerDto): Promise<void> {
    await this.poll.add(dto);
  }
}

@ApiTags('poll')
@Auth('ADMIN')
@Controller('api/poll')
export class PollResultsController {
  constructor(private readonly poll: PollService) {}

  /** Every answer as an .xlsx, streamed. */
  @POLL_DOCS.results
  @Get('results')
  @ApiProduces(XLSX_TYPE)
  @ApiOkResponse({ description: 'Plik .xlsx ze wszystkimi odpowiedziami', schema: { type: 'string', format: 'binary' } })
  async results(@Res() res: Response): Promise<void> {
    const day = warsawDay(new Date());
    res.setHeader('Content-Type', XLSX_TYPE);
    res.setHeader('Content-Disposition', `attachment; filename="wyniki-ankiety-${day}.xlsx"`);
    res.setHeader('Cache-Control', 'no-store');
    await this.poll.writeResults(res);
  }
}
