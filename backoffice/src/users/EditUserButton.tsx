import { IconButton, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { LinkBase, useRecordContext, useTranslate } from 'react-admin';
import type { User } from '../api/types';
import { USER_PATHS } from './userPaths';

/** Row link to /admin/user/edit/{id}; an icon, like its neighbour the delete/restore button. */
export const EditUserButton = () => {
  const record = useRecordContext<User>();
  const translate = useTranslate();
  if (!record) return null;
  const label = translate('resources.users.actions.edit');
  return (
    <Tooltip title={label}>
      <IconButton component={LinkBase} to={USER_PATHS.edit(record.id)} aria-label={`${label}: ${record.fullName}`} color="primary" size="small">
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};
