import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { UserFields } from '../../users/dto/user-fields';

export class PasswordRemindDto {
  @UserFields.email()
  email: string;
}

/** Public spec §3 reset variant: resetPasswordToken, newPassword. */
export class PasswordResetDto {
  @ApiProperty({ description: 'Z linku w wiadomości (parametr resetPasswordToken)' })
  @IsString({ message: M.notString })
  @IsNotEmpty({ message: M.required })
  @MaxLength(100, { message: M.max(100) })
  resetPasswordToken: string;

  @UserFields.password(true)
  newPassword: string;
}

export class EmailConfirmedResponseDto {
  @ApiProperty({ example: true })
  confirmed: boolean;
}
