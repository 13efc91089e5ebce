import type { SystemRole } from '../system-role';
import { UserFields } from './user-fields';

export class CreateUserDto {
  @UserFields.systemRole(true)
  systemRole: SystemRole;

  @UserFields.fullName()
  fullName: string;

  @UserFields.email()
  email: string;

  @UserFields.phone()
  phone?: string | null;

  @UserFields.area()
  area?: number | null;

  /** Not in the spec's form: lets the administrator give a first password (docs/deviations.md). */
  @UserFields.password(false)
  password?: string;
}
