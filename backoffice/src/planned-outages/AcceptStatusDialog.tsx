import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { AcceptDecision } from '../api/plannedOutageTypes';

export interface AcceptStatusDialogProps {
  open: boolean;
  decision: AcceptDecision;
  /** The question (already translated). */
  title: string;
  /** What is being decided on: the outage or the selection (already translated). */
  description: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Spec §2.10: the confirmation before accepting or rejecting — question, description, an info
 * line on what the decision does on the public portal, confirm and cancel.
 */
export const AcceptStatusDialog = ({ open, decision, title, description, busy = false, onConfirm, onClose }: AcceptStatusDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const descriptionId = useId();
  const accepting = decision === 'ACCEPTED';
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={descriptionId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
          {description}
        </DialogContentText>
        <Alert severity={accepting ? 'info' : 'warning'}>
          {translate(accepting ? 'resources.plannedOutages.confirm.accept_info' : 'resources.plannedOutages.confirm.reject_info')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('app.confirm.cancel')}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          variant="contained"
          color={accepting ? 'success' : 'error'}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate(accepting ? 'resources.plannedOutages.actions.accept' : 'resources.plannedOutages.actions.reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
