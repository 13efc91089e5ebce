import { useState } from 'react';
import { Confirm, useNotify, useRefresh } from 'react-admin';

// Spec §9: a list reloads 300 ms after a deletion.
export const RELOAD_AFTER_CHANGE_MS = 300;

interface ConfirmedChange {
  /** The server call. */
  change: () => Promise<unknown>;
  /** After the call succeeded and the dialog closed (a toast, clearing a selection). */
  onChanged?: () => void;
  /** An i18n key or the server's own Polish message for a failed call. */
  failureMessage: (error: unknown) => string;
}

/**
 * 'Na pewno?' (spec §4.2) before a change the list shows, such as a deletion: the dialog stays open
 * and busy while the call runs, then closes, and the list reloads 300 ms later; a failure is told.
 * `ask` opens the dialog; `confirmDialog(content)` is the dialog to render.
 */
export function useConfirmedChange({ change, onChanged, failureMessage }: ConfirmedChange) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await change();
      setOpen(false);
      onChanged?.();
      setTimeout(refresh, RELOAD_AFTER_CHANGE_MS);
    } catch (error) {
      const message = failureMessage(error);
      // `_`: a message that is not an i18n key (the server's text) is shown as it is.
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setBusy(false);
    }
  };

  const confirmDialog = (content: string) => (
    <Confirm
      isOpen={open}
      loading={busy}
      title="app.confirm.title"
      content={content}
      confirm="app.confirm.yes"
      cancel="app.confirm.cancel"
      onConfirm={confirm}
      onClose={() => setOpen(false)}
    />
  );
  return { ask: () => setOpen(true), confirmDialog };
}
