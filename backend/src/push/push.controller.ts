import { Body, Controller, Get, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { Auth, CurrentUser } from '../auth/guards';
import { ApiErrorResponseDto } from '../common/dto/api-error-response.dto';
import { PushSubscriptionDto, PushSubscriptionResponseDto, PushUnsubscribeDto, VapidPublicKeyResponseDto } from './dto/push-subscription.dto';
import { PUSH_DOCS } from './push.api-docs';
import { PushSubscriptionsService } from './push-subscriptions.service';
import { VapidKeysService } from './vapid-keys.service';

/** The key browsers subscribe with: public, no sign-in. */
@ApiTags('accounts')
@Controller('public/api/push')
export class VapidPublicKeyController {
  constructor(private readonly keys: VapidKeysService) {}

  @PUSH_DOCS.publicKey
  @Get('vapid-public-key')
  @ApiOkResponse({ type: VapidPublicKeyResponseDto })
  async publicKey(): Promise<VapidPublicKeyResponseDto> {
    return { publicKey: (await this.keys.get()).publicKey };
  }
}

/** Push alerts on this browser for the signed-in portal account (docs/notifications.md "Push"). */
@ApiTags('accounts')
@Auth('PUBLIC')
@ApiBadRequestResponse({ type: ApiErrorResponseDto })
@Controller('public/api/user/push')
export class PushSubscriptionsController {
  constructor(private readonly subscriptions: PushSubscriptionsService) {}

  @PUSH_DOCS.list
  @Get()
  @ApiOkResponse({ type: [PushSubscriptionResponseDto] })
  list(@CurrentUser() user: AuthUser): Promise<PushSubscriptionResponseDto[]> {
    return this.subscriptions.list(user);
  }

  @PUSH_DOCS.subscribe
  @Post('subscribe')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Przeglądarka zapisana do powiadomień push' })
  // The browser sends it itself (a page cannot set it); the server keeps a short label of it and goes on without one.
  @ApiHeader({ name: 'user-agent', required: false, description: 'Przeglądarka; zapisywana jest jej krótka nazwa („Chrome, Android”)' })
  subscribe(@CurrentUser() user: AuthUser, @Body() dto: PushSubscriptionDto, @Headers('user-agent') userAgent?: string): Promise<void> {
    return this.subscriptions.subscribe(user, dto, userAgent);
  }

  @PUSH_DOCS.unsubscribe
  @Post('unsubscribe')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Powiadomienia push wyłączone w tej przeglądarce' })
  unsubscribe(@CurrentUser() user: AuthUser, @Body() dto: PushUnsubscribeDto): Promise<void> {
    return this.subscriptions.unsubscribe(user, dto.endpoint);
  }
}
