import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { Auth, CurrentUser } from '../auth/guards';
import { ApiErrorResponseDto } from '../common/dto/api-error-response.dto';
import { idPipe } from '../common/id.pipe';
import { AccountSettingsService } from './account-settings.service';
import { MyReportsResponseDto, MyReportsSearchDto } from './dto/my-reports.dto';
import { NotificationTypeResponseDto, UserSettingsDto } from './dto/user-settings.dto';
import { MyReportsService } from './my-reports.service';
import { ACCOUNT_DOCS } from './accounts.api-docs';

/** The signed-in portal user's own account (public spec §7). */
@ApiTags('accounts')
@Auth('PUBLIC')
@Controller('public/api/user')
export class AccountSettingsController {
  constructor(
    private readonly settings: AccountSettingsService,
    private readonly reports: MyReportsService,
  ) {}

  @ACCOUNT_DOCS.get
  @Get('get')
  @ApiOkResponse({ type: UserSettingsDto })
  get(@CurrentUser() user: AuthUser): Promise<UserSettingsDto> {
    return this.settings.get(user);
  }

  @ACCOUNT_DOCS.update
  @Post('update')
  @HttpCode(200)
  @ApiOkResponse({ type: Boolean, description: 'true: e-mail zmieniony, trzeba go potwierdzić; wszystkie tokeny unieważnione' })
  @ApiBadRequestResponse({ type: ApiErrorResponseDto })
  @ApiConflictResponse({ type: ApiErrorResponseDto, description: 'Podany e-mail jest używany' })
  update(@CurrentUser() user: AuthUser, @Body() dto: UserSettingsDto): Promise<boolean> {
    return this.settings.update(user, dto);
  }

  @ACCOUNT_DOCS.notification
  @Get('notification')
  @ApiOkResponse({ type: NotificationTypeResponseDto })
  notification(@CurrentUser() user: AuthUser): Promise<NotificationTypeResponseDto> {
    return this.settings.notification(user);
  }

  @ACCOUNT_DOCS.withdraw
  @Post('notification')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Zgoda na powiadomienia wycofana (e-mail i SMS wyłączone)' })
  withdraw(@CurrentUser() user: AuthUser): Promise<void> {
    return this.settings.withdrawNotifications(user);
  }

  @ACCOUNT_DOCS.anonymize
  @Post('anonymize')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Konto usunięte, tokeny unieważnione' })
  anonymize(@CurrentUser() user: AuthUser): Promise<void> {
    return this.settings.anonymize(user);
  }

  @ACCOUNT_DOCS.myReports
  @Post('reports')
  @HttpCode(200)
  @ApiOkResponse({ type: MyReportsResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorResponseDto })
  myReports(@CurrentUser() user: AuthUser, @Body() dto: MyReportsSearchDto): Promise<MyReportsResponseDto> {
    return this.reports.search(user, dto);
  }
}

/** The stop-e-mail link of public spec §7 (no sign-in: the link's value is the key). */
@ApiTags('accounts')
@Controller('public/api/unsubscribe')
export class UnsubscribeController {
  constructor(private readonly settings: AccountSettingsService) {}

  @ACCOUNT_DOCS.unsubscribe
  @Get(':hash')
  @ApiOkResponse({ description: 'Powiadomienia e-mail wyłączone' })
  @ApiNotFoundResponse({ type: ApiErrorResponseDto })
  unsubscribe(@Param('hash') hash: string): Promise<void> {
    return this.settings.unsubscribe(hash);
  }
}

/** The envelope button of the users list (staff spec §2.5, §7). */
@ApiTags('users')
@Auth('ADMIN')
@Controller('api/user/email/unsubscribe')
export class StopEmailLinkController {
  constructor(private readonly settings: AccountSettingsService) {}

  @ACCOUNT_DOCS.send
  @Post(':id')
  @ApiOkResponse({ description: 'Wysłano mail do wyłączenia powiadomień' })
  @ApiNoContentResponse({ description: 'Użytkownik już był wypisany z powiadomień' })
  @ApiNotFoundResponse({ type: ApiErrorResponseDto })
  @ApiServiceUnavailableResponse({ type: ApiErrorResponseDto, description: 'Serwer poczty nie przyjął wiadomości' })
  async send(@Param('id', idPipe) id: number, @Res({ passthrough: true }) res: Response): Promise<void> {
    res.status((await this.settings.sendStopEmailLink(id)) === 'sent' ? 200 : 204);
  }
}
