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

  @UserFields.echoedId('Staff spec §3 User.id: ignored, the server assigns the id.')
  id?: number | null;

  @UserFields.echoedDeleted('Staff spec §3 User.deleted: only false (a new user is active).', false)
  deleted?: false;

  /** Not in the spec's form: lets the administrator give a first password (docs/deviations.md). */
  @UserFields.password(false)
  password?: string;
}
