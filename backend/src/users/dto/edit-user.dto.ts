import type { SystemRole } from '../system-role';
import { UserFields } from './user-fields';

/** Spec §2.6 edit form: fullName and email required, the role dropdown not required, phone free. */
export class EditUserDto {
  @UserFields.fullName()
  fullName: string;

  @UserFields.email()
  email: string;

  @UserFields.systemRole(false)
  systemRole?: SystemRole;

  @UserFields.phone()
  phone?: string | null;

  @UserFields.area()
  area?: number | null;
}
