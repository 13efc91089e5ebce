import { useState } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Button, useListContext, useTranslate } from 'react-admin';
import type { AcceptDecision } from '../api/plannedOutageTypes';
import { AcceptStatusDialog } from './AcceptStatusDialog';
import { useChangeAcceptStatus } from './useChangeAcceptStatus';

/** Accept or reject the selected rows: one confirmation, one call (spec §2.10). */
export const BulkAcceptStatusButton = ({ decision }: { decision: AcceptDecision }) => {
  const { selectedIds, onUnselectItems } = useListContext();
  const translate = useTranslate();
  const changeStatus = useChangeAcceptStatus();
  const [open, setOpen] = useState(false);
  const accepting = decision === 'ACCEPTED';
  const count = selectedIds.length;

  const confirm = () => {
    const ids = [...selectedIds];
    setOpen(false);
    void changeStatus(ids, decision).then((changed) => {
      if (changed) onUnselectItems();
    });
  };

  return (
    <>
      <Button
        label={accepting ? 'resources.plannedOutages.actions.accept_selected' : 'resources.plannedOutages.actions.reject_selected'}
        color={accepting ? 'success' : 'error'}
        onClick={() => setOpen(true)}
        disabled={count === 0}
      >
        {accepting ? <CheckIcon /> : <CloseIcon />}
      </Button>
      <AcceptStatusDialog
        open={open}
        decision={decision}
        title={translate(accepting ? 'resources.plannedOutages.confirm.accept_many_title' : 'resources.plannedOutages.confirm.reject_many_title', {
          smart_count: count,
        })}
        description={translate('resources.plannedOutages.confirm.many_description', { ids: selectedIds.join(', ') })}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
