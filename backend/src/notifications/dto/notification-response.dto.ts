import { ApiProperty } from '@nestjs/swagger';
import type { NotificationEntity } from '../entities/notification.entity';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_STATUSES,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationStatus,
} from '../notification.model';

export class NotificationResponseDto {
  @ApiProperty() id: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Null: powiadomienie zgłaszającego bez konta ("Powiadom mnie, gdy prąd wróci")' }) userId:
    number | null;
  @ApiProperty({ enum: NOTIFICATION_EVENTS }) event: NotificationEvent;
  @ApiProperty({ enum: NOTIFICATION_CHANNELS }) channel: NotificationChannel;
  @ApiProperty() recipient: string;
  @ApiProperty({ type: String, nullable: true }) subject: string | null;
  @ApiProperty() body: string;
  @ApiProperty({ enum: NOTIFICATION_STATUSES }) status: NotificationStatus;
  @ApiProperty() attempts: number;
  @ApiProperty({ type: String, nullable: true }) lastError: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) nextAttemptAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sentAt: string | null;

  static from(n: NotificationEntity): NotificationResponseDto {
    return {
      id: n.id,
      userId: n.userId,
      event: n.event,
      channel: n.channel,
      recipient: n.recipient,
      subject: n.subject,
      body: n.body,
      status: n.status,
      attempts: n.attempts,
      lastError: n.lastError,
      createdAt: n.createdAt.toISOString(),
      nextAttemptAt: n.nextAttemptAt.toISOString(),
      sentAt: n.sentAt?.toISOString() ?? null,
    };
  }
}

export class NotificationPageResponseDto {
  @ApiProperty({ type: [NotificationResponseDto] }) items: NotificationResponseDto[];
  @ApiProperty() total: number;
}
