import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { User } from '../api/types';
import { useRoleChoices } from './useRoleChoices';

/** The role's label as the server names it (e.g. 'Mistrz prac planowych'), not its code. */
export const RoleField = () => {
  const record = useRecordContext<User>();
  const choices = useRoleChoices();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {choices.find((role) => role.id === record.systemRole)?.name ?? record.systemRole}
    </Typography>
  );
};
