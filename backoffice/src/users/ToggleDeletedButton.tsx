import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { User } from '../api/types';
import type { StaffDataProvider } from '../providers/dataProvider';
import { userErrorMessage } from './userErrorMessages';

// Spec §9: the list reloads 300 ms after a deletion.
const RELOAD_DELAY_MS = 300;

/**
 * Delete an active user or restore a deleted one (spec §2.5, §4.2): the same server call and the
 * same 'Na pewno?' confirmation, only the icon differs.
 */
export const ToggleDeletedButton = () => {
  const record = useRecordContext<User>();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const label = translate(record.deleted ? 'resources.users.actions.restore' : 'resources.users.actions.delete');
  const confirm = async () => {
    setBusy(true);
    try {
      await dataProvider.toggleUserDeleted(record.id);
      setOpen(false);
      setTimeout(refresh, RELOAD_DELAY_MS);
    } catch (error) {
      const message = userErrorMessage(error, 'toggleDeleted');
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={`${label}: ${record.fullName}`}
          color={record.deleted ? 'primary' : 'error'}
          size="small"
          onClick={() => setOpen(true)}
        >
          {record.deleted ? <RestoreFromTrashIcon fontSize="small" /> : <DeleteIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={busy}
        title="app.confirm.title"
        content={`${label}: ${record.fullName} (${record.email})`}
        confirm="app.confirm.yes"
        cancel="app.confirm.cancel"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
