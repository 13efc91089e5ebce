import type { ReactNode } from 'react';
import { Box, CircularProgress, IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PrintIcon from '@mui/icons-material/Print';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { LinkBase, useDataProvider, type Identifier, useLocation, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { RowIconButton } from '../actions/RowIconButton';
import { useConfirmedChange } from '../actions/useConfirmedChange';
import type { PlannedOutageResponse } from '../api/plannedOutageTypes';
import { useArea } from '../layout/AreaContext';
import type { StaffDataProvider } from '../providers/dataProvider';
import { formatAddress } from './addresses';
import { plannedOutageErrorMessage } from './errorMessages';
import { canEdit } from './ownership';
import { PLANNED_PATHS, type FormLocationState } from './plannedOutagePaths';
import { useFileDownload } from './useFileDownload';
import { useRowLabel } from './useRowLabel';

/** An icon link in an outage's row: the action's tooltip, and a name that says which outage it opens. */
const RowLink = ({
  action,
  id,
  to,
  state,
  children,
}: {
  action: 'show' | 'edit';
  id: Identifier;
  to: string;
  state?: FormLocationState;
  children: ReactNode;
}) => {
  const rowLabel = useRowLabel();
  const translate = useTranslate();
  return (
    <Tooltip title={translate(`resources.plannedOutages.actions.${action}`)} describeChild>
      <IconButton component={LinkBase} to={to} state={state} aria-label={rowLabel(action, id)} color="primary" size="small">
        {children}
      </IconButton>
    </Tooltip>
  );
};

/** Row link to the preview of the current staff area. */
export const ShowOutageButton = () => {
  const record = useRecordContext<PlannedOutageResponse>();
  const { base } = useArea();
  if (!record) return null;
  return (
    <RowLink action="show" id={record.id} to={PLANNED_PATHS.show(base, record.id)}>
      <VisibilityIcon fontSize="small" />
    </RowLink>
  );
};

/**
 * Row link to the edit form; only its creator sees it (spec §6), and not on a deleted or cancelled outage. In
 * the table an empty space of its size keeps the other buttons in their columns.
 */
export const EditOutageButton = ({ keepSpace = false }: { keepSpace?: boolean }) => {
  const record = useRecordContext<PlannedOutageResponse>();
  const { pathname } = useLocation();
  if (!record) return null;
  if (!canEdit(record)) return keepSpace ? <Box component="span" sx={{ display: 'inline-block', width: 30 }} /> : null;
  const state: FormLocationState = { returnTo: pathname };
  return (
    <RowLink action="edit" id={record.id} to={PLANNED_PATHS.edit(record.id)} state={state}>
      <EditIcon fontSize="small" />
    </RowLink>
  );
};

/** Deletes one outage after 'Na pewno?' (spec §2.9, §4.2). A deleted outage has nothing to delete. */
export const DeleteOutageButton = () => {
  const record = useRecordContext<PlannedOutageResponse>();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const notify = useNotify();
  const rowLabel = useRowLabel();
  const translate = useTranslate();
  const { ask, confirmDialog } = useConfirmedChange({
    change: () => dataProvider.delete('plannedOutages', { id: record!.id, previousData: record }),
    onChanged: () => notify('resources.plannedOutages.notifications.deleted_one', { type: 'success' }),
    failureMessage: plannedOutageErrorMessage,
  });
  if (!record) return null;

  return (
    <>
      <RowIconButton
        label={rowLabel('delete', record.id)}
        tooltip={translate('resources.plannedOutages.actions.delete')}
        disabledReason={rowLabel('deleted', record.id)}
        color="error"
        disabled={record.deleted}
        onClick={ask}
      >
        <DeleteIcon fontSize="small" />
      </RowIconButton>
      {confirmDialog(
        translate('resources.plannedOutages.confirm.delete_one', {
          id: String(record.id),
          addresses: record.addresses.slice(0, 3).map(formatAddress).join('; ') + (record.addresses.length > 3 ? '…' : ''),
        }),
      )}
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
    <RowIconButton
      label={rowLabel('print', record.id)}
      tooltip={translate('resources.plannedOutages.actions.print')}
      color="primary"
      disabled={busy}
      onClick={() => download(() => dataProvider.downloadAnnouncement(record.id))}
    >
      {busy ? <CircularProgress size={18} /> : <PrintIcon fontSize="small" />}
    </RowIconButton>
  );
};
