import { canChangeAcceptStatus } from '@portal/domain';
import { useState } from 'react';
import { Button } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useRecordContext, useTranslate } from 'react-admin';
import { ActionTooltip, RowIconButton } from '../actions/RowIconButton';
import type { AcceptDecision, PlannedOutageResponse } from '../api/plannedOutageTypes';
import { AcceptStatusDialog } from './AcceptStatusDialog';
import { outageSummaryArgs } from './outageSummary';
import { useChangeAcceptStatus } from './useChangeAcceptStatus';
import { useRowLabel, type RowText } from './useRowLabel';

/** Why the decision cannot be made on this outage now, or null when it can. */
function disabledReason(record: PlannedOutageResponse, decision: AcceptDecision): RowText | null {
  if (record.deleted) return 'deleted';
  // The server's transition table (staff spec §4.1): an accepter cannot choose the status the outage already has.
  if (!canChangeAcceptStatus(record.acceptStatus, decision, 'ACCEPTER')) return decision === 'ACCEPTED' ? 'already_accepted' : 'already_rejected';
  return null;
}

/**
 * 'Akceptuj' or 'Odrzuć' on a row (spec §2.10, §4.1): disabled when the outage already has that
 * status, so a move between accepted and rejected works both ways; asks before changing. A disabled
 * button says why, in its tooltip and its description.
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

  const reasonKey = disabledReason(record, decision);
  const reason = reasonKey ? rowLabel(reasonKey, record.id) : undefined;
  const label = rowLabel(accepting ? 'accept' : 'reject', record.id);
  return (
    <>
      {compact ? (
        // In the table: an icon (the column would not fit two labelled buttons), named by tooltip and label.
        <RowIconButton
          label={label}
          tooltip={translate(actionKey)}
          disabledReason={reason}
          color={accepting ? 'success' : 'error'}
          disabled={reason !== undefined}
          onClick={() => setOpen(true)}
        >
          {accepting ? <CheckIcon fontSize="small" /> : <CloseIcon fontSize="small" />}
        </RowIconButton>
      ) : (
        // On a card: a labelled button, with the same tooltip.
        <ActionTooltip tooltip={translate(actionKey)} disabledReason={reason}>
          {(describedBy) => (
            <Button
              size="small"
              variant="outlined"
              color={accepting ? 'success' : 'error'}
              startIcon={accepting ? <CheckIcon /> : <CloseIcon />}
              disabled={reason !== undefined}
              aria-label={label}
              aria-describedby={describedBy}
              onClick={() => setOpen(true)}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {translate(actionKey)}
            </Button>
          )}
        </ActionTooltip>
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
