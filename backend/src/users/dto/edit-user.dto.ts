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

  @UserFields.echoedId('Staff spec §3 User.id, so a user read from get/{id} can be sent back as is: must equal the id in the path.')
  id?: number | null;

  @UserFields.echoedDeleted(
    'Staff spec §3 User.deleted, so a user read from get/{id} can be sent back as is: ignored (delete or restore with POST /api/user/delete/{id}).',
  )
  deleted?: boolean;
}
