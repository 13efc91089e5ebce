import { Body, Controller, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Language } from '@portal/domain';
import { ApiErrorResponseDto } from '../common/dto/api-error-response.dto';
import { LanguageQueryDto, RequestLanguage } from '../i18n/request-language';
import { AccountMailThrottlerGuard } from './account-mail-throttler.guard';
import { EmailConfirmedResponseDto, PasswordRemindDto, PasswordResetDto } from './dto/password-reset.dto';
import { RegisterDto } from './dto/register.dto';
import { RegistrationService } from './registration.service';
import { REGISTRATION_DOCS } from './accounts.api-docs';

const TOO_MANY = ApiTooManyRequestsResponse({ type: ApiErrorResponseDto, description: 'Zbyt wiele żądań z tego adresu' });

/** Registration, confirmation and the password reminder and reset, public and staff (public spec §7; staff spec §7). */
@ApiTags('accounts')
@ApiBadRequestResponse({ type: ApiErrorResponseDto })
@Controller()
export class RegistrationController {
  constructor(private readonly registration: RegistrationService) {}

  @REGISTRATION_DOCS.register
  @Post('public/api/register')
  @UseGuards(AccountMailThrottlerGuard)
  @TOO_MANY
  @ApiCreatedResponse({
    description:
      'Ta sama odpowiedź, czy adres ma już konto, czy nie: nowy adres dostaje link potwierdzający, właściciel istniejącego konta — powiadomienie o próbie',
  })
  // `_query` documents and checks `?lang=`; the language itself is read with the cookie and Accept-Language behind it.
  register(@Body() dto: RegisterDto, @Query() _query: LanguageQueryDto, @RequestLanguage() language: Language): Promise<void> {
    return this.registration.register(dto, language);
  }

  @REGISTRATION_DOCS.confirm
  @Post('public/api/email/confirm/:confirmEmailToken')
  @HttpCode(200)
  @ApiOkResponse({ type: EmailConfirmedResponseDto })
  async confirm(@Param('confirmEmailToken') token: string): Promise<EmailConfirmedResponseDto> {
    await this.registration.confirmEmail(token);
    return { confirmed: true };
  }

  @REGISTRATION_DOCS.publicRemind
  @Post('public/api/user/password/remind')
  @HttpCode(204)
  @UseGuards(AccountMailThrottlerGuard)
  @TOO_MANY
  @ApiNoContentResponse({ description: 'Zawsze ta sama odpowiedź; mail z linkiem, jeśli konto istnieje' })
  publicRemind(@Body() dto: PasswordRemindDto): Promise<void> {
    return this.registration.remind(dto.email);
  }

  @REGISTRATION_DOCS.publicReset
  @Post('public/api/user/password/reset')
  @HttpCode(200)
  @ApiOkResponse({ type: Boolean })
  async publicReset(@Body() dto: PasswordResetDto): Promise<boolean> {
    await this.registration.resetPassword(dto.resetPasswordToken, dto.newPassword);
    return true;
  }

  @REGISTRATION_DOCS.staffRemind
  @Post('api/user/password/remind')
  @HttpCode(204)
  @UseGuards(AccountMailThrottlerGuard)
  @TOO_MANY
  @ApiNoContentResponse({ description: 'Zawsze ta sama odpowiedź; mail z linkiem, jeśli konto istnieje' })
  staffRemind(@Body() dto: PasswordRemindDto): Promise<void> {
    return this.registration.remind(dto.email);
  }

  @REGISTRATION_DOCS.staffChange
  @Post('api/user/password/change')
  @HttpCode(200)
  @ApiOkResponse({ type: Boolean })
  async staffChange(@Body() dto: PasswordResetDto): Promise<boolean> {
    await this.registration.resetPassword(dto.resetPasswordToken, dto.newPassword);
    return true;
  }
}
