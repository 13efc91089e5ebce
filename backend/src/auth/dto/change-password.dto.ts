import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { UserFields } from '../../users/dto/user-fields';

/** Public spec §3: password change of a signed-in user. */
export class ChangePasswordDto {
  @ApiProperty()
  @IsString({ message: M.notString })
  @IsNotEmpty({ message: M.required })
  @MaxLength(128, { message: M.max(128) })
  currentPassword: string;

  @UserFields.password(true)
  newPassword: string;
}
