import { UserFields } from '../../users/dto/user-fields';

/** Public spec §3 registration. */
export class RegisterDto {
  @UserFields.fullName()
  fullName: string;

  @UserFields.email()
  email: string;

  @UserFields.password(true)
  password: string;
}
