import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { MAX_PAGE_SIZE } from '../../common/dto/page.dto';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, NOTIFICATION_STATUSES, type NotificationChannel, type NotificationEvent, type NotificationStatus } from '../notification.model';
import { MaxDbInt } from '../../common/db-int';

/** Filters of the administrators' delivery list (query parameters). */
export class SearchNotificationsDto {
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt({ message: M.notInteger }) @Min(1, { message: M.minValue(1) }) @MaxDbInt()
  userId?: number;

  @ApiPropertyOptional({ enum: NOTIFICATION_EVENTS }) @IsOptional() @IsIn(NOTIFICATION_EVENTS, { message: M.oneOf(NOTIFICATION_EVENTS) })
  event?: NotificationEvent;

  @ApiPropertyOptional({ enum: NOTIFICATION_STATUSES }) @IsOptional() @IsIn(NOTIFICATION_STATUSES, { message: M.oneOf(NOTIFICATION_STATUSES) })
  status?: NotificationStatus;

  @ApiPropertyOptional({ enum: NOTIFICATION_CHANNELS }) @IsOptional() @IsIn(NOTIFICATION_CHANNELS, { message: M.oneOf(NOTIFICATION_CHANNELS) })
  channel?: NotificationChannel;

  @ApiPropertyOptional({ description: 'default 25' })
  @IsOptional() @Type(() => Number) @IsInt({ message: M.notInteger }) @Min(1, { message: M.minValue(1) }) @Max(MAX_PAGE_SIZE, { message: M.maxValue(MAX_PAGE_SIZE) })
  limit?: number;

  @ApiPropertyOptional({ description: 'default 0' })
  @IsOptional() @Type(() => Number) @IsInt({ message: M.notInteger }) @Min(0, { message: M.minValue(0) }) @MaxDbInt()
  offset?: number;
}
