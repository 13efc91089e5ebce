import { useState } from 'react';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { Button, Confirm, useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { StaffDataProvider } from '../providers/dataProvider';
import { plannedOutageErrorMessage } from './errorMessages';
import { RELOAD_AFTER_DELETE_MS } from './rowButtons';

/**
 * 'Usuń zaznaczone' above the master table (spec §2.9). Always shown: with nothing selected it
 * says so ('Nie zaznaczono żadnych wyłączeń'); otherwise 'Na pewno?', one call, the success toast
 * and a reload 300 ms later (spec §8, §9).
 */
export const DeleteSelectedButton = () => {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const start = () => {
    if (selectedIds.length === 0) notify('resources.plannedOutages.notifications.nothing_selected', { type: 'error' });
    else setOpen(true);
  };

  const confirm = async () => {
    setBusy(true);
    try {
      await dataProvider.deleteMany('plannedOutages', { ids: [...selectedIds] });
      setOpen(false);
      onUnselectItems();
      notify('resources.plannedOutages.notifications.deleted_selected', { type: 'success' });
      setTimeout(refresh, RELOAD_AFTER_DELETE_MS);
    } catch (error) {
      notify(plannedOutageErrorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button label="resources.plannedOutages.actions.delete_selected" color="error" onClick={start}>
        <DeleteSweepIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="app.confirm.title"
        content={translate('resources.plannedOutages.confirm.delete_selected', { smart_count: selectedIds.length })}
        confirm="app.confirm.yes"
        cancel="app.confirm.cancel"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
