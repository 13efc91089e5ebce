import { IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { useConfirmedChange } from '../actions/useConfirmedChange';
import type { User } from '../api/types';
import type { StaffDataProvider } from '../providers/dataProvider';
import { userErrorMessage } from './userErrorMessages';

/**
 * Delete an active user or restore a deleted one (spec §2.5, §4.2): the same server call and the
 * same 'Na pewno?' confirmation, only the icon differs.
 */
export const ToggleDeletedButton = () => {
  const record = useRecordContext<User>();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const translate = useTranslate();
  const { ask, confirmDialog } = useConfirmedChange({
    change: () => dataProvider.toggleUserDeleted(record!.id),
    failureMessage: (error) => userErrorMessage(error, 'toggleDeleted'),
  });
  if (!record) return null;

  const label = translate(record.deleted ? 'resources.users.actions.restore' : 'resources.users.actions.delete');
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={`${label}: ${record.fullName}`} color={record.deleted ? 'primary' : 'error'} size="small" onClick={ask}>
          {record.deleted ? <RestoreFromTrashIcon fontSize="small" /> : <DeleteIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      {confirmDialog(`${label}: ${record.fullName} (${record.email})`)}
    </>
  );
};
