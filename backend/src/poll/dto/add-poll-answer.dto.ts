import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  Validate,
  ValidateIf,
  ValidationArguments,
  ValidatorConstraint,
  ValidatorConstraintInterface,
} from 'class-validator';
import { MAX_PAYLOAD_LENGTH } from '../../captcha/altcha/altcha-payload';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { hasOneGoalAnswer, hasPurpose, POLL_MESSAGES, POLL_REMARKS_MAX_LENGTH, type PollChoices } from '../poll-rules';
import { VisibleText } from '../../common/visible-text';

@ValidatorConstraint({ name: 'pollPurpose' })
class PurposeChosen implements ValidatorConstraintInterface {
  validate(_value: unknown, args: ValidationArguments): boolean {
    return hasPurpose(args.object as PollChoices);
  }
  defaultMessage(): string {
    return POLL_MESSAGES.purposeRequired;
  }
}

@ValidatorConstraint({ name: 'pollGoal' })
class OneGoalAnswer implements ValidatorConstraintInterface {
  validate(_value: unknown, args: ValidationArguments): boolean {
    return hasOneGoalAnswer(args.object as PollChoices);
  }
  defaultMessage(): string {
    return POLL_MESSAGES.goalRequired;
  }
}

const flag = (description: string) =>
  applyDecorators(ApiProperty({ type: Boolean, description }), IsDefined({ message: M.required }), IsBoolean({ message: M.notBoolean }));

/**
 * POST /public/api/poll/add (public spec §3 Poll, §7). The cross-field rules report under the first
 * field of their question: `reportFailureTarget` (no purpose chosen) and `targetAchieved` (not exactly one answer).
 */
export class AddPollAnswerDto implements PollChoices {
  @flag('Cel wizyty: zgłoszenie awarii')
  @Validate(PurposeChosen)
  reportFailureTarget: boolean;

  @flag('Cel wizyty: sprawdzenie bieżących awarii')
  failureCheckTarget: boolean;

  @flag('Cel wizyty: sprawdzenie planowanych wyłączeń')
  plannedCheckTarget: boolean;

  @flag('Cel osiągnięty (wyklucza targetNotAchieved)')
  @Validate(OneGoalAnswer)
  targetAchieved: boolean;

  @flag('Cel nieosiągnięty (wyklucza targetAchieved)')
  targetNotAchieved: boolean;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsString({ message: M.notString })
  @MaxLength(POLL_REMARKS_MAX_LENGTH, { message: M.max(POLL_REMARKS_MAX_LENGTH) })
  // Staff read the remarks: tab and line breaks are fine, invisible and control characters not.
  @VisibleText('Uwagi', { multiLine: true })
  additionalRemarks?: string | null;

  @ApiProperty({ description: 'Rozwiązanie captcha (ALTCHA: ładunek widżetu; reCAPTCHA: token), akcja POLL' })
  @IsDefined({ message: M.required })
  @IsString({ message: M.notString })
  @IsNotEmpty({ message: M.required })
  @MaxLength(MAX_PAYLOAD_LENGTH, { message: M.max(MAX_PAYLOAD_LENGTH) })
  recaptchaToken: string;
}
