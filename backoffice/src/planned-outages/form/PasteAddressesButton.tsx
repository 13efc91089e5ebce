import { useId, useState } from 'react';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import { useNotify, useTranslate } from 'react-admin';
import { parseClipboardAddresses } from '../clipboardAddresses';

/** Reads the clipboard where the browser allows it; null when it does not (or the person refused). */
async function readClipboard(): Promise<string | null> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.readText) return null;
  try {
    return await navigator.clipboard.readText();
  } catch {
    return null;
  }
}

/**
 * 'Wklej adresy ze schowka' (spec §2.12, §5): a table copied from a spreadsheet with a
 * '[PPE] Adres' column. Read straight from the clipboard where allowed; otherwise (Firefox, a
 * refused permission, plain http) a dialog where the person pastes it with Ctrl+V.
 */
export const PasteAddressesButton = ({ onAddresses, disabled = false }: { onAddresses: (lines: string[]) => void; disabled?: boolean }) => {
  const notify = useNotify();
  const translate = useTranslate();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const titleId = useId();

  const openDialog = () => {
    setText('');
    setInvalid(false);
    setDialogOpen(true);
  };

  const pasteFromClipboard = async () => {
    const clipboard = await readClipboard();
    if (clipboard === null) {
      openDialog();
      return;
    }
    const parsed = parseClipboardAddresses(clipboard);
    if (parsed.ok) onAddresses(parsed.addresses);
    else notify('resources.plannedOutages.notifications.invalid_clipboard', { type: 'error' });
  };

  const confirmDialog = () => {
    const parsed = parseClipboardAddresses(text);
    if (!parsed.ok) {
      setInvalid(true);
      return;
    }
    setDialogOpen(false);
    onAddresses(parsed.addresses);
  };

  return (
    <>
      <MuiButton variant="outlined" size="small" startIcon={<ContentPasteIcon />} onClick={pasteFromClipboard} disabled={disabled}>
        {translate('resources.plannedOutages.actions.paste_addresses')}
      </MuiButton>
      <Dialog open={dialogOpen} onClose={() => setDialogOpen(false)} aria-labelledby={titleId} maxWidth="md" fullWidth>
        <DialogTitle id={titleId}>{translate('resources.plannedOutages.form.paste_dialog_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('resources.plannedOutages.form.paste_dialog_help')}</DialogContentText>
          <TextField
            autoFocus
            multiline
            minRows={6}
            maxRows={16}
            fullWidth
            label={translate('resources.plannedOutages.form.paste_dialog_input')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setInvalid(false);
            }}
            error={invalid}
            helperText={invalid ? translate('resources.plannedOutages.notifications.invalid_clipboard') : ' '}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', whiteSpace: 'pre' } } }}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setDialogOpen(false)}>{translate('app.confirm.cancel')}</MuiButton>
          <MuiButton variant="contained" onClick={confirmDialog} disabled={text.trim() === ''}>
            {translate('resources.plannedOutages.form.paste_dialog_confirm')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
