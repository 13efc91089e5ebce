import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { EmailInput, IsEmailAddress } from '../../common/email-address';

/** Spec §3 login payload; the login is an e-mail address. */
export class LoginDto {
  @ApiProperty({ format: 'email', example: 'admin@demo.local' })
  @EmailInput()
  @IsString({ message: M.notString })
  @IsNotEmpty({ message: M.required })
  @IsEmailAddress()
  @MaxLength(254, { message: M.max(254) })
  login: string;

  @ApiProperty({ example: 'Demo#2026' })
  @IsString({ message: M.notString })
  @IsNotEmpty({ message: M.required })
  @MaxLength(128, { message: M.max(128) })
  password: string;
}
