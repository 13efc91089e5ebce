import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth } from '../auth/guards';
import { ApiErrorResponseDto } from '../common/dto/api-error-response.dto';
import { MailOutboxItemResponseDto, MailOutboxQueryDto, OUTBOX_DEFAULT_LIMIT } from './dto/mail-outbox.dto';
import { MailService } from './mail.service';
import { MAIL_DOCS } from './mail.api-docs';

/** Administrators see what the portal mailed and whether it went out (docs/mail.md). */
@ApiTags('mail')
@Auth('ADMIN')
@Controller('api/mail')
export class MailOutboxController {
  constructor(private readonly mail: MailService) {}

  @MAIL_DOCS.latest
  @Get('outbox')
  @ApiOkResponse({ type: [MailOutboxItemResponseDto], description: 'Najnowsze najpierw' })
  @ApiBadRequestResponse({ type: ApiErrorResponseDto })
  latest(@Query() query: MailOutboxQueryDto): Promise<MailOutboxItemResponseDto[]> {
    return this.mail.latest(query.limit ?? OUTBOX_DEFAULT_LIMIT);
  }
}
