import { Body, Controller, HttpCode, Ip, Post, UseGuards } from '@nestjs/common';
import {
  ApiOkResponse,
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
import { Auth, CurrentUser } from './guards';
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
  ApiOkResponse({ type: LoginResponseDto }),
  ApiBadRequestResponse({ type: ApiErrorResponseDto }),
  ApiUnauthorizedResponse({ type: ApiErrorResponseDto, description: 'Niepoprawne dane logowania' }),
  ApiResponse({ status: 503, type: ApiErrorResponseDto, description: 'Zbyt wiele nieudanych prób: chwilowa blokada' }),
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
  staffLogin(@Body() dto: LoginDto, @Ip() ip: string): Promise<LoginResponseDto> {
    return this.auth.login(dto, ip, true);
  }

  @AUTH_DOCS.publicLogin
  @Post('public/api/login')
  @HttpCode(200)
  @UseGuards(HashingCapacityGuard, SignInThrottlerGuard)
  @decorate(LOGIN_DOCS)
  publicLogin(@Body() dto: LoginDto, @Ip() ip: string): Promise<LoginResponseDto> {
    return this.auth.login(dto, ip);
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
