import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { MAIL_STATUSES, type MailOutboxEntity, type MailStatus } from '../entities/mail-outbox.entity';
import { linksIn } from '../templates/mail-templates';

export const OUTBOX_DEFAULT_LIMIT = 50;
export const OUTBOX_MAX_LIMIT = 200;

export class MailOutboxQueryDto {
  @ApiPropertyOptional({ default: OUTBOX_DEFAULT_LIMIT })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value))
  @IsInt({ message: M.notInteger })
  @Min(1, { message: M.minValue(1) })
  @Max(OUTBOX_MAX_LIMIT, { message: M.maxValue(OUTBOX_MAX_LIMIT) })
  limit?: number;
}

export class MailOutboxItemResponseDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: "Szablon lub moduł nadawcy, np. 'CONFIRM_EMAIL'" }) kind: string;
  @ApiProperty() to: string;
  @ApiProperty() subject: string;
  @ApiProperty({ enum: MAIL_STATUSES, description: 'SENT: przyjęty przez serwer SMTP; FAILED: nie wysłany; LOGGED: bez SMTP, tylko skrzynka i log' })
  status: MailStatus;
  @ApiProperty({ type: String, nullable: true }) error: string | null;
  @ApiProperty({ description: 'Treść tekstowa; przy wysyłce przez SMTP tokeny w linkach są zamaskowane' }) text: string;
  @ApiProperty({ type: [String], description: 'Linki z treści' }) links: string[];
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;

  static from(row: MailOutboxEntity): MailOutboxItemResponseDto {
    return {
      id: row.id,
      kind: row.kind,
      to: row.toAddress,
      subject: row.subject,
      status: row.status,
      error: row.error,
      text: row.text,
      links: linksIn(row.text),
      createdAt: row.createdAt,
    };
  }
}
