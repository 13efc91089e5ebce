import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { QueryPageDto } from '../../common/dto/page.dto';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_STATUSES,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationStatus,
} from '../notification.model';
import { MaxDbInt } from '../../common/db-int';

/** Filters of the administrators' delivery list (query parameters). */
export class SearchNotificationsDto extends QueryPageDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: M.notInteger })
  @Min(1, { message: M.minValue(1) })
  @MaxDbInt()
  userId?: number;

  @ApiPropertyOptional({ enum: NOTIFICATION_EVENTS })
  @IsOptional()
  @IsIn(NOTIFICATION_EVENTS, { message: M.oneOf(NOTIFICATION_EVENTS) })
  event?: NotificationEvent;

  @ApiPropertyOptional({ enum: NOTIFICATION_STATUSES })
  @IsOptional()
  @IsIn(NOTIFICATION_STATUSES, { message: M.oneOf(NOTIFICATION_STATUSES) })
  status?: NotificationStatus;

  @ApiPropertyOptional({ enum: NOTIFICATION_CHANNELS })
  @IsOptional()
  @IsIn(NOTIFICATION_CHANNELS, { message: M.oneOf(NOTIFICATION_CHANNELS) })
  channel?: NotificationChannel;
}
