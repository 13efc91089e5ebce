import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { Button, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { useConfirmedChange } from '../actions/useConfirmedChange';
import type { StaffDataProvider } from '../providers/dataProvider';
import { plannedOutageErrorMessage } from './errorMessages';

/**
 * 'Usuń zaznaczone' above the master table (spec §2.9). Always shown: with nothing selected it
 * says so ('Nie zaznaczono żadnych wyłączeń'); otherwise 'Na pewno?', one call, the success toast
 * and a reload 300 ms later (spec §8, §9).
 */
export const DeleteSelectedButton = () => {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const { ask, confirmDialog } = useConfirmedChange({
    change: () => dataProvider.deleteMany('plannedOutages', { ids: [...selectedIds] }),
    onChanged: () => {
      onUnselectItems();
      notify('resources.plannedOutages.notifications.deleted_selected', { type: 'success' });
    },
    failureMessage: plannedOutageErrorMessage,
  });

  const start = () => {
    if (selectedIds.length === 0) notify('resources.plannedOutages.notifications.nothing_selected', { type: 'error' });
    else ask();
  };

  return (
    <>
      <Button label="resources.plannedOutages.actions.delete_selected" color="error" onClick={start}>
        <DeleteSweepIcon />
      </Button>
      {confirmDialog(translate('resources.plannedOutages.confirm.delete_selected', { smart_count: selectedIds.length }))}
    </>
  );
};
