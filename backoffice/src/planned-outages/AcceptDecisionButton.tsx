import { useState } from 'react';
import { Button, IconButton, Tooltip } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AcceptDecision, PlannedOutageResponse } from '../api/planned-outage-types';
import { AcceptStatusDialog } from './AcceptStatusDialog';
import { outageSummaryArgs } from './outageSummary';
import { useChangeAcceptStatus } from './useChangeAcceptStatus';
import { useRowLabel } from './useRowLabel';

/**
 * 'Akceptuj' or 'Odrzuć' on a row (spec §2.10, §4.1): disabled when the outage already has that
 * status, so a move between accepted and rejected works both ways; asks before changing.
 */
export const AcceptDecisionButton = ({ decision, compact = false }: { decision: AcceptDecision; compact?: boolean }) => {
  const record = useRecordContext<PlannedOutageResponse>();
  const translate = useTranslate();
  const rowLabel = useRowLabel();
  const changeStatus = useChangeAcceptStatus();
  const [open, setOpen] = useState(false);
  if (!record) return null;

  const accepting = decision === 'ACCEPTED';
  const actionKey = accepting ? 'resources.plannedOutages.actions.accept' : 'resources.plannedOutages.actions.reject';
  const confirm = () => {
    // Optimistic (spec §4.1): close at once, the row shows the new status while the call runs.
    setOpen(false);
    void changeStatus([record.id], decision);
  };

  const disabled = record.acceptStatus === decision || record.deleted;
  const label = rowLabel(actionKey, record.id);
  return (
    <>
      {compact ? (
        // In the table: an icon (the column would not fit two labelled buttons), named by tooltip and label.
        <Tooltip title={translate(actionKey)}>
          <span>
            <IconButton size="small" color={accepting ? 'success' : 'error'} disabled={disabled} aria-label={label} onClick={() => setOpen(true)}>
              {accepting ? <CheckIcon fontSize="small" /> : <CloseIcon fontSize="small" />}
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button
          size="small"
          variant="outlined"
          color={accepting ? 'success' : 'error'}
          startIcon={accepting ? <CheckIcon /> : <CloseIcon />}
          disabled={disabled}
          aria-label={label}
          onClick={() => setOpen(true)}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate(actionKey)}
        </Button>
      )}
      <AcceptStatusDialog
        open={open}
        decision={decision}
        title={translate(accepting ? 'resources.plannedOutages.confirm.accept_title' : 'resources.plannedOutages.confirm.reject_title')}
        description={translate('resources.plannedOutages.confirm.description', outageSummaryArgs(record))}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
