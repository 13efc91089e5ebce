import { Controller, Delete, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { Auth, CurrentUser } from '../auth/guards';
import { ApiErrorResponseDto } from '../common/dto/api-error-response.dto';
import { idPipe } from '../common/id.pipe';
import { CALENDAR_TTL_SECONDS } from './address-calendar';
import { CALENDAR_FEED_DOCS, CALENDAR_LINK_DOCS } from './calendar.api-docs';
import { CalendarService } from './calendar.service';
import { CalendarLinkResponseDto } from './dto/calendar-link.dto';

/** The owner's calendar link of one watched address (docs/calendar.md). */
@ApiTags('accounts')
@Auth('PUBLIC')
@Controller('public/api/user/address/:id/calendar')
export class CalendarLinkController {
  constructor(private readonly calendar: CalendarService) {}

  @CALENDAR_LINK_DOCS.get
  @Get()
  @ApiOkResponse({ type: CalendarLinkResponseDto })
  @ApiNotFoundResponse({ type: ApiErrorResponseDto, description: 'Not an address of this account' })
  get(@CurrentUser() user: AuthUser, @Param('id', idPipe) id: number): Promise<CalendarLinkResponseDto> {
    return this.calendar.link(user, id);
  }

  @CALENDAR_LINK_DOCS.create
  @Post()
  @ApiCreatedResponse({ type: CalendarLinkResponseDto })
  @ApiNotFoundResponse({ type: ApiErrorResponseDto, description: 'Not an address of this account' })
  create(@CurrentUser() user: AuthUser, @Param('id', idPipe) id: number): Promise<CalendarLinkResponseDto> {
    return this.calendar.createLink(user, id);
  }

  @CALENDAR_LINK_DOCS.revoke
  @Delete()
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ApiErrorResponseDto, description: 'Not an address of this account' })
  revoke(@CurrentUser() user: AuthUser, @Param('id', idPipe) id: number): Promise<void> {
    return this.calendar.revokeLink(user, id);
  }
}

/** The subscription itself: no sign-in, the unguessable token in the path is the key. */
@ApiTags('calendar')
@Controller('public/api/calendar')
export class CalendarFeedController {
  constructor(private readonly calendar: CalendarService) {}

  @CALENDAR_FEED_DOCS.feed
  @Get(':file')
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'text/calendar; charset=utf-8', schema: { type: 'string' } })
  @ApiNotFoundResponse({ type: ApiErrorResponseDto, description: 'Unknown, malformed or revoked token' })
  async feed(@Param('file') file: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    const text = await this.calendar.ics(file);
    // Set only on success, so a 404 keeps the API's JSON error. Private: the URL is a secret, no shared cache may keep
    // it; five minutes spare the database a client's repeated asks, and clients refresh hourly anyway.
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Cache-Control', `private, max-age=${CALENDAR_TTL_SECONDS / 12}`);
    return text;
  }
}
