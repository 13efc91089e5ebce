import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { LANGUAGES, type Language } from '@portal/domain';
import { IsBoolean, IsDefined, IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { UserFields } from '../../users/dto/user-fields';
import { NOTIFICATION_TYPES, type NotificationType } from '../consent-rules';

const flag = () => applyDecorators(ApiProperty(), IsDefined({ message: M.required }), IsBoolean({ message: M.notBoolean }));

/** Public spec §3 user settings, read and written as one object. */
export class UserSettingsDto {
  @flag()
  dataProcessingConsent: boolean;

  @UserFields.fullName()
  fullName: string;

  @UserFields.email()
  email: string;

  /** 9 digits (public spec §5 phoneNumberPL); required when SMS is chosen. Checked by settingsProblems. */
  @ApiProperty({ type: String, nullable: true, example: '600100200' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsString({ message: M.notString })
  @MaxLength(20, { message: M.max(20) })
  phone: string | null;

  @flag()
  emailNotificationAgreement: boolean;

  @flag()
  smsNotificationAgreement: boolean;

  /**
   * The language of the alerts (docs/i18n.md). Always answered; optional when saving, so a client that does not know
   * it (the spec's) leaves it unchanged. Null or any other value is refused.
   */
  @ApiProperty({ enum: LANGUAGES, required: false, example: 'uk', description: 'Język powiadomień: pl, uk albo en. Pominięty przy zapisie — bez zmian.' })
  @ValidateIf((_o, v) => v !== undefined)
  @IsIn(LANGUAGES, { message: M.oneOf(LANGUAGES) })
  language?: Language;
}

export class NotificationTypeResponseDto {
  @ApiProperty({ enum: NOTIFICATION_TYPES })
  notificationType: NotificationType;
}
