import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { SMS_STATUSES, type SmsOutboxEntity, type SmsStatus } from '../entities/sms-outbox.entity';

export const SMS_OUTBOX_MAX = 200;

export class SmsOutboxQueryDto {
  @ApiPropertyOptional({ description: 'How many of the newest messages (default 50)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: M.notInteger })
  @Min(1, { message: M.minValue(1) })
  @Max(SMS_OUTBOX_MAX, { message: M.maxValue(SMS_OUTBOX_MAX) })
  limit?: number;
}

export class SmsOutboxEntryResponseDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'Digits with the country code' }) to: string;
  @ApiProperty() text: string;
  @ApiProperty({ enum: SMS_STATUSES }) status: SmsStatus;
  @ApiProperty({ description: "'smsapi' or 'outbox' (no provider configured)" }) provider: string;
  @ApiProperty({ type: String, nullable: true }) providerMessageId: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why the send failed' }) error: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sentAt: string | null;

  static from(e: SmsOutboxEntity): SmsOutboxEntryResponseDto {
    return {
      id: e.id,
      to: e.to,
      text: e.text,
      status: e.status,
      provider: e.provider,
      providerMessageId: e.providerMessageId,
      error: e.error,
      createdAt: e.createdAt.toISOString(),
      sentAt: e.sentAt ? e.sentAt.toISOString() : null,
    };
  }
}

export class TestSmsResponseDto {
  @ApiProperty({ description: 'Id of the sms_outbox entry' }) id: number;
  @ApiProperty({ description: 'The number, for people: +48 501 234 567' }) to: string;
  @ApiProperty({ enum: ['SENT', 'LOGGED'], description: 'SENT: accepted by the provider; LOGGED: no provider configured, the message is only in the outbox' })
  status: 'SENT' | 'LOGGED';
  @ApiProperty() provider: string;
}
