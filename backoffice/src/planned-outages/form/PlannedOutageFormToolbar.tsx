import CloseIcon from '@mui/icons-material/Close';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ContentPasteGoIcon from '@mui/icons-material/ContentPasteGo';
import { useFormContext } from 'react-hook-form';
import { Button, SaveButton, Toolbar, useNavigate, useNotify } from 'react-admin';
import { readCopiedReport, storeCopiedReport } from '../copiedReport';

/**
 * Spec §2.12 buttons: Zapisz, Anuluj, Wklej (fills the form from the outage kept under
 * 'copiedReport') and, when editing, Kopiuj (keeps this outage there).
 */
export const PlannedOutageFormToolbar = ({ editing, returnTo }: { editing: boolean; returnTo: string }) => {
  const { getValues, setValue } = useFormContext();
  const notify = useNotify();
  const navigate = useNavigate();

  const paste = () => {
    const copied = readCopiedReport();
    if (!copied) {
      notify('resources.plannedOutages.notifications.nothing_to_paste', { type: 'info' });
      return;
    }
    for (const [field, value] of Object.entries(copied)) setValue(field, value ?? (field === 'addresses' ? [] : null), { shouldDirty: true });
    setValue('unresolvedAddresses', [], { shouldDirty: true });
    notify('resources.plannedOutages.notifications.pasted', { type: 'info' });
  };

  const copy = () => {
    storeCopiedReport(getValues());
    notify('resources.plannedOutages.notifications.copied', { type: 'info' });
  };

  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      {/* Always clickable, so an empty form shows what is missing. */}
      <SaveButton alwaysEnable />
      <Button label="resources.plannedOutages.actions.cancel" onClick={() => navigate(returnTo)}>
        <CloseIcon />
      </Button>
      <Button label="resources.plannedOutages.actions.paste" onClick={paste}>
        <ContentPasteGoIcon />
      </Button>
      {editing && (
        <Button label="resources.plannedOutages.actions.copy" onClick={copy}>
          <ContentCopyIcon />
        </Button>
      )}
    </Toolbar>
  );
};
