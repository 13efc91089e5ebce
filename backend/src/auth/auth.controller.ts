import { Body, Controller, Delete, Get, HttpCode, Ip, Param, Post, UseGuards } from '@nestjs/common';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import {
  ApiConflictResponse,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  getSchemaPath,
  ApiNoContentResponse,
  ApiResponse,
  ApiTags,
  ApiBadRequestResponse,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ApiErrorResponseDto } from '../common/dto/api-error-response.dto';
import type { AuthUser } from './auth-user';
import { AuthService } from './auth.service';
import { ChangePasswordDto } from './dto/change-password.dto';
import { LoginDto } from './dto/login.dto';
import { LoginResponseDto, TokenValidResponseDto } from './dto/login-response.dto';
import {
  SecondFactorChallengeDto,
  SecondFactorChallengeResponseDto,
  SecondFactorCodeDto,
  SecondFactorEnrolmentResponseDto,
  SecondFactorFirstCodeDto,
  SecondFactorStatusResponseDto,
} from './dto/second-factor.dto';
import { PASSKEY_OPTIONS_SCHEMA, PasskeyAssertionDto, PasskeyEnrolmentDto, PasskeyRegistrationDto, PasskeyResponseDto } from './dto/passkey.dto';
import { Auth, CurrentActor, CurrentUser } from './guards';
import type { Actor } from '../common/events/actor';
import { idPipe } from '../common/id.pipe';
import { SecondFactorService } from './second-factor.service';
import { NoStore } from './no-store';
import { RetryAfter } from './retry-after.interceptor';
import { SignInThrottlerGuard } from './sign-in-throttler.guard';
import { HashingCapacityGuard } from './hashing-capacity.guard';
import { AUTH_DOCS } from './auth.api-docs';

/** The answer holds a token and personal data: never cached. */
const LOGIN_DOCS = [
  NoStore(),
  RetryAfter(),
  ApiTooManyRequestsResponse({
    type: ApiErrorResponseDto,
    description: 'Zbyt wiele żądań z tego adresu albo serwer chwilowo przeciążony logowaniem (Retry-After)',
  }),
  ApiExtraModels(LoginResponseDto, SecondFactorChallengeResponseDto),
  ApiOkResponse({
    description: 'A session, or — when a second factor follows — a challenge for the second-factor routes',
    schema: { oneOf: [{ $ref: getSchemaPath(LoginResponseDto) }, { $ref: getSchemaPath(SecondFactorChallengeResponseDto) }] },
  }),
  ApiBadRequestResponse({ type: ApiErrorResponseDto }),
  ApiUnauthorizedResponse({ type: ApiErrorResponseDto, description: 'Niepoprawne dane logowania' }),
  ApiResponse({ status: 503, type: ApiErrorResponseDto, description: 'Zbyt wiele nieudanych prób: chwilowa blokada' }),
];
/** The second-factor steps: the same rate limit, lockout and no-store as the password. */
const CODE_DOCS = [
  NoStore(),
  RetryAfter(),
  ApiTooManyRequestsResponse({ type: ApiErrorResponseDto, description: 'Zbyt wiele żądań z tego adresu (Retry-After)' }),
  ApiOkResponse({ type: LoginResponseDto }),
  ApiBadRequestResponse({ type: ApiErrorResponseDto }),
  ApiUnauthorizedResponse({ type: ApiErrorResponseDto, description: 'Niepoprawny kod albo wygasłe logowanie' }),
  ApiResponse({ status: 503, type: ApiErrorResponseDto, description: 'Zbyt wiele nieudanych prób: chwilowa blokada' }),
];
/** The options for a passkey ceremony at the sign-in: an expired challenge answers 401, the same rate limit applies. */
const OPTIONS_DOCS = [
  NoStore(),
  RetryAfter(),
  ApiTooManyRequestsResponse({ type: ApiErrorResponseDto, description: 'Zbyt wiele żądań z tego adresu (Retry-After)' }),
  ApiOkResponse({ schema: PASSKEY_OPTIONS_SCHEMA }),
  ApiBadRequestResponse({ type: ApiErrorResponseDto }),
  ApiUnauthorizedResponse({ type: ApiErrorResponseDto, description: 'Wygasłe logowanie' }),
];
const decorate =
  (decorators: MethodDecorator[]): MethodDecorator =>
  (t, k, d) =>
    decorators.forEach((dec) => dec(t, k, d));

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @AUTH_DOCS.staffLogin
  @Post('api/login')
  @HttpCode(200)
  @UseGuards(HashingCapacityGuard, SignInThrottlerGuard)
  @decorate(LOGIN_DOCS)
  staffLogin(@Body() dto: LoginDto, @Ip() ip: string): Promise<LoginResponseDto | SecondFactorChallengeResponseDto> {
    return this.auth.login(dto, ip, true);
  }

  @AUTH_DOCS.secondFactor
  @Post('api/login/second-factor')
  @HttpCode(200)
  @UseGuards(SignInThrottlerGuard)
  @decorate(CODE_DOCS)
  secondFactor(@Body() dto: SecondFactorCodeDto, @Ip() ip: string): Promise<LoginResponseDto> {
    return this.auth.completeSecondFactor(dto, ip);
  }

  @AUTH_DOCS.beginEnrolment
  @Post('api/login/second-factor/enrolment')
  @HttpCode(200)
  @UseGuards(SignInThrottlerGuard)
  @NoStore()
  @ApiOkResponse({ type: SecondFactorEnrolmentResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorResponseDto })
  @ApiUnauthorizedResponse({ type: ApiErrorResponseDto, description: 'Wygasłe logowanie' })
  @ApiConflictResponse({ type: ApiErrorResponseDto, description: 'Weryfikacja dwuetapowa już włączona' })
  @ApiTooManyRequestsResponse({ type: ApiErrorResponseDto, description: 'Zbyt wiele żądań z tego adresu (Retry-After)' })
  beginEnrolment(@Body() dto: SecondFactorChallengeDto): Promise<SecondFactorEnrolmentResponseDto> {
    return this.auth.beginEnrolment(dto);
  }

  @AUTH_DOCS.confirmEnrolment
  @Post('api/login/second-factor/enrolment/confirm')
  @HttpCode(200)
  @UseGuards(SignInThrottlerGuard)
  @decorate(CODE_DOCS)
  @ApiConflictResponse({ type: ApiErrorResponseDto, description: 'Weryfikacja dwuetapowa już włączona' })
  confirmEnrolment(@Body() dto: SecondFactorCodeDto, @Ip() ip: string): Promise<LoginResponseDto> {
    return this.auth.confirmEnrolment(dto, ip);
  }

  @AUTH_DOCS.passkeyOptions
  @Post('api/login/second-factor/passkey/options')
  @HttpCode(200)
  @UseGuards(SignInThrottlerGuard)
  @decorate(OPTIONS_DOCS)
  passkeyOptions(@Body() dto: SecondFactorChallengeDto): Promise<PublicKeyCredentialRequestOptionsJSON> {
    return this.auth.passkeyOptions(dto);
  }

  @AUTH_DOCS.passkey
  @Post('api/login/second-factor/passkey')
  @HttpCode(200)
  @UseGuards(SignInThrottlerGuard)
  @decorate(CODE_DOCS)
  passkey(@Body() dto: PasskeyAssertionDto, @Ip() ip: string): Promise<LoginResponseDto> {
    return this.auth.completePasskey(dto, ip);
  }

  @AUTH_DOCS.beginPasskeyEnrolment
  @Post('api/login/second-factor/enrolment/passkey/options')
  @HttpCode(200)
  @UseGuards(SignInThrottlerGuard)
  @decorate(OPTIONS_DOCS)
  @ApiConflictResponse({ type: ApiErrorResponseDto, description: 'Weryfikacja dwuetapowa już włączona' })
  beginPasskeyEnrolment(@Body() dto: SecondFactorChallengeDto): Promise<PublicKeyCredentialCreationOptionsJSON> {
    return this.auth.beginPasskeyEnrolment(dto);
  }

  @AUTH_DOCS.completePasskeyEnrolment
  @Post('api/login/second-factor/enrolment/passkey')
  @HttpCode(200)
  @UseGuards(SignInThrottlerGuard)
  @decorate(CODE_DOCS)
  @ApiConflictResponse({ type: ApiErrorResponseDto, description: 'Weryfikacja dwuetapowa już włączona' })
  completePasskeyEnrolment(@Body() dto: PasskeyEnrolmentDto, @Ip() ip: string): Promise<LoginResponseDto> {
    return this.auth.completePasskeyEnrolment(dto, ip);
  }

  @AUTH_DOCS.publicLogin
  @Post('public/api/login')
  @HttpCode(200)
  @UseGuards(HashingCapacityGuard, SignInThrottlerGuard)
  @decorate(LOGIN_DOCS)
  publicLogin(@Body() dto: LoginDto, @Ip() ip: string): Promise<LoginResponseDto | SecondFactorChallengeResponseDto> {
    return this.auth.login(dto, ip);
  }

  @AUTH_DOCS.beginOwnEnrolment
  @Post('api/second-factor/enrolment')
  @HttpCode(200)
  @Auth()
  @ApiOkResponse({ type: SecondFactorEnrolmentResponseDto })
  @ApiConflictResponse({ type: ApiErrorResponseDto, description: 'Weryfikacja dwuetapowa już włączona' })
  beginOwnEnrolment(@CurrentUser() user: AuthUser): Promise<SecondFactorEnrolmentResponseDto> {
    return this.auth.beginOwnEnrolment(user);
  }

  @AUTH_DOCS.confirmOwnEnrolment
  @Post('api/second-factor/enrolment/confirm')
  @HttpCode(204)
  @Auth()
  @UseGuards(SignInThrottlerGuard)
  @ApiNoContentResponse({ description: 'Weryfikacja dwuetapowa włączona' })
  @ApiBadRequestResponse({ type: ApiErrorResponseDto, description: 'Niepoprawny kod albo dane' })
  @ApiConflictResponse({ type: ApiErrorResponseDto, description: 'Weryfikacja dwuetapowa już włączona' })
  @ApiTooManyRequestsResponse({ type: ApiErrorResponseDto, description: 'Zbyt wiele żądań z tego adresu (Retry-After)' })
  @ApiResponse({ status: 503, type: ApiErrorResponseDto, description: 'Zbyt wiele nieudanych prób: chwilowa blokada' })
  async confirmOwnEnrolment(@CurrentUser() user: AuthUser, @Body() dto: SecondFactorFirstCodeDto, @Ip() ip: string): Promise<void> {
    await this.auth.confirmOwnEnrolment(user, dto.code, ip);
  }

  @AUTH_DOCS.ownPasskeys
  @Get('api/second-factor/passkeys')
  @Auth()
  @NoStore()
  @ApiOkResponse({ type: [PasskeyResponseDto] })
  ownPasskeys(@CurrentUser() user: AuthUser): Promise<PasskeyResponseDto[]> {
    return this.auth.ownPasskeys(user);
  }

  @AUTH_DOCS.beginOwnPasskey
  @Post('api/second-factor/passkeys/options')
  @HttpCode(200)
  @Auth()
  @NoStore()
  @ApiOkResponse({ schema: PASSKEY_OPTIONS_SCHEMA })
  beginOwnPasskey(@CurrentUser() user: AuthUser): Promise<PublicKeyCredentialCreationOptionsJSON> {
    return this.auth.beginOwnPasskey(user);
  }

  @AUTH_DOCS.addOwnPasskey
  @Post('api/second-factor/passkeys')
  @HttpCode(201)
  @Auth()
  @ApiResponse({ status: 201, type: PasskeyResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorResponseDto, description: 'Klucz nie został potwierdzony albo dane są niepoprawne' })
  addOwnPasskey(@CurrentUser() user: AuthUser, @Body() dto: PasskeyRegistrationDto, @Ip() ip: string): Promise<PasskeyResponseDto> {
    return this.auth.addOwnPasskey(user, dto, ip);
  }

  @AUTH_DOCS.removeOwnPasskey
  @Delete('api/second-factor/passkeys/:id')
  @HttpCode(204)
  @Auth()
  @ApiNoContentResponse({ description: 'Klucz dostępu usunięty' })
  @ApiBadRequestResponse({ type: ApiErrorResponseDto })
  @ApiNotFoundResponse({ type: ApiErrorResponseDto })
  @ApiConflictResponse({ type: ApiErrorResponseDto, description: 'Ostatni sposób weryfikacji dwuetapowej, którego wymaga rola' })
  async removeOwnPasskey(@CurrentUser() user: AuthUser, @Param('id', idPipe) id: number, @Ip() ip: string): Promise<void> {
    await this.auth.removeOwnPasskey(user, id, ip);
  }

  @AUTH_DOCS.isTokenValid
  @Post('api/is-token-valid')
  @HttpCode(200)
  @Auth()
  @ApiOkResponse({ type: TokenValidResponseDto })
  isTokenValid(): TokenValidResponseDto {
    return { valid: true };
  }

  /** Any signed-in user; answers true and revokes every token, so the front end signs the user out (public spec §4). */
  @AUTH_DOCS.changePassword
  @Post('public/api/user/password/change')
  @HttpCode(200)
  @Auth()
  @UseGuards(SignInThrottlerGuard)
  @ApiOkResponse({ type: Boolean })
  @ApiBadRequestResponse({ type: ApiErrorResponseDto, description: 'Niepoprawne bieżące hasło lub słabe nowe hasło' })
  @ApiResponse({ status: 503, type: ApiErrorResponseDto, description: 'Zbyt wiele nieudanych prób (licznik logowania): chwilowa blokada' })
  async changePassword(@CurrentUser() user: AuthUser, @Body() dto: ChangePasswordDto, @Ip() ip: string): Promise<boolean> {
    await this.auth.changePassword(user, dto.currentPassword, dto.newPassword, ip);
    return true;
  }

  @AUTH_DOCS.logout
  @Post('api/logout')
  @HttpCode(204)
  @Auth()
  @ApiNoContentResponse({ description: 'Wszystkie tokeny użytkownika unieważnione' })
  async logout(@CurrentUser() user: AuthUser): Promise<void> {
    await this.auth.logout(user);
  }
}

/** An administrator's view of a person's second factor, and the reset (a lost phone). */
@ApiTags('users')
@Auth('ADMIN')
@Controller('api/user/second-factor')
export class SecondFactorAdminController {
  constructor(private readonly secondFactor: SecondFactorService) {}

  @AUTH_DOCS.secondFactorStatus
  @Get(':id')
  @ApiOkResponse({ type: SecondFactorStatusResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorResponseDto })
  @ApiNotFoundResponse({ type: ApiErrorResponseDto })
  status(@Param('id', idPipe) id: number): Promise<SecondFactorStatusResponseDto> {
    return this.secondFactor.status(id);
  }

  @AUTH_DOCS.resetSecondFactor
  @Post('reset/:id')
  @HttpCode(200)
  @ApiOkResponse({ type: SecondFactorStatusResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorResponseDto })
  @ApiNotFoundResponse({ type: ApiErrorResponseDto })
  async reset(@Param('id', idPipe) id: number, @CurrentActor() actor: Actor): Promise<SecondFactorStatusResponseDto> {
    await this.secondFactor.reset(id, actor);
    return this.secondFactor.status(id);
  }
}
