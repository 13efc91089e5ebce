import { useState } from 'react';
import { Box, CircularProgress, IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PrintIcon from '@mui/icons-material/Print';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Confirm,
  LinkBase,
  useDataProvider,
  useLocation,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { PlannedOutageResponse } from '../api/planned-outage-types';
import { useArea } from '../layout/AreaContext';
import type { StaffDataProvider } from '../providers/dataProvider';
import { formatAddress } from './addresses';
import { plannedOutageErrorMessage } from './errorMessages';
import { isCreator } from './ownership';
import { PLANNED_PATHS, type FormLocationState } from './plannedOutagePaths';
import { useFileDownload } from './useFileDownload';
import { useRowLabel } from './useRowLabel';

// Spec §9: the list reloads 300 ms after a deletion.
export const RELOAD_AFTER_DELETE_MS = 300;

/** Row link to the preview of the current staff area. */
export const ShowOutageButton = () => {
  const record = useRecordContext<PlannedOutageResponse>();
  const { base } = useArea();
  const rowLabel = useRowLabel();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Tooltip title={translate('resources.plannedOutages.actions.show')}>
      <IconButton
        component={LinkBase}
        to={PLANNED_PATHS.show(base, record.id)}
        aria-label={rowLabel('resources.plannedOutages.actions.show', record.id)}
        color="primary"
        size="small"
      >
        <VisibilityIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

/**
 * Row link to the edit form; only its creator sees it (spec §6), and not on a deleted outage. In
 * the table an empty space of its size keeps the other buttons in their columns.
 */
export const EditOutageButton = ({ keepSpace = false }: { keepSpace?: boolean }) => {
  const record = useRecordContext<PlannedOutageResponse>();
  const { pathname } = useLocation();
  const rowLabel = useRowLabel();
  const translate = useTranslate();
  if (!record) return null;
  if (record.deleted || !isCreator(record)) return keepSpace ? <Box component="span" sx={{ display: 'inline-block', width: 30 }} /> : null;
  const state: FormLocationState = { returnTo: pathname };
  return (
    <Tooltip title={translate('resources.plannedOutages.actions.edit')}>
      <IconButton
        component={LinkBase}
        to={PLANNED_PATHS.edit(record.id)}
        state={state}
        aria-label={rowLabel('resources.plannedOutages.actions.edit', record.id)}
        color="primary"
        size="small"
      >
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

/** Deletes one outage after 'Na pewno?' (spec §2.9, §4.2). A deleted outage has nothing to delete. */
export const DeleteOutageButton = () => {
  const record = useRecordContext<PlannedOutageResponse>();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const rowLabel = useRowLabel();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const confirm = async () => {
    setBusy(true);
    try {
      await dataProvider.delete('plannedOutages', { id: record.id, previousData: record });
      setOpen(false);
      notify('resources.plannedOutages.notifications.deleted_one', { type: 'success' });
      setTimeout(refresh, RELOAD_AFTER_DELETE_MS);
    } catch (error) {
      notify(plannedOutageErrorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const label = rowLabel('resources.plannedOutages.actions.delete', record.id);
  return (
    <>
      <Tooltip title={translate('resources.plannedOutages.actions.delete')}>
        {/* The span lets the tooltip work on a disabled button. */}
        <span>
          <IconButton aria-label={label} color="error" size="small" disabled={record.deleted} onClick={() => setOpen(true)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={busy}
        title="app.confirm.title"
        content={translate('resources.plannedOutages.confirm.delete_one', {
          id: String(record.id),
          addresses: record.addresses.slice(0, 3).map(formatAddress).join('; ') + (record.addresses.length > 3 ? '…' : ''),
        })}
        confirm="app.confirm.yes"
        cancel="app.confirm.cancel"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/** Downloads the outage's announcement (.docx) to print (spec §6). */
export const PrintAnnouncementButton = () => {
  const record = useRecordContext<PlannedOutageResponse>();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const { busy, download } = useFileDownload();
  const rowLabel = useRowLabel();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Tooltip title={translate('resources.plannedOutages.actions.print')}>
      <span>
        <IconButton
          aria-label={rowLabel('resources.plannedOutages.actions.print', record.id)}
          color="primary"
          size="small"
          disabled={busy}
          onClick={() => download(() => dataProvider.downloadAnnouncement(record.id))}
        >
          {busy ? <CircularProgress size={18} /> : <PrintIcon fontSize="small" />}
        </IconButton>
      </span>
    </Tooltip>
  );
};
