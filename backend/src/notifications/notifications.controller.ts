import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth } from '../auth/guards';
import { NotificationPageResponseDto } from './dto/notification-response.dto';
import { SearchNotificationsDto } from './dto/search-notifications.dto';
import { NotificationsService } from './notifications.service';
import { NOTIFICATION_DOCS } from './notifications.api-docs';

@ApiTags('notifications')
@Auth('ADMIN')
@Controller('api/notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  /** Recent alerts with their delivery state, newest first. */
  @NOTIFICATION_DOCS.search
  @Get()
  @ApiOkResponse({ type: NotificationPageResponseDto })
  search(@Query() dto: SearchNotificationsDto): Promise<NotificationPageResponseDto> {
    return this.notifications.search(dto);
  }
}
