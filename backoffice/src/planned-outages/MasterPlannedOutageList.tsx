import { ContainedButton } from '../actions/ContainedButton';
import AddIcon from '@mui/icons-material/Add';
import { LinkBase, useLocation } from 'react-admin';
import { DeleteSelectedButton } from './DeleteSelectedButton';
import { ImportExcelListButton } from './ImportExcelListButton';
import { PlannedOutageCards } from './PlannedOutageCards';
import { PlannedOutageList, PlannedOutagesEmpty, SORTABLE_ON_PHONE } from './PlannedOutageList';
import { PlannedOutageTable } from './PlannedOutageTable';
import { PLANNED_PATHS, type FormLocationState } from './plannedOutagePaths';
import { DeleteOutageButton, EditOutageButton, PrintAnnouncementButton, ShowOutageButton } from './rowButtons';
import { useSavedToast } from './useSavedToast';

const AddOutageButton = () => {
  const { pathname } = useLocation();
  const state: FormLocationState = { returnTo: pathname };
  return (
    <ContainedButton component={LinkBase} to={PLANNED_PATHS.add} state={state} label="resources.plannedOutages.actions.add">
      <AddIcon />
    </ContainedButton>
  );
};

const MasterRowButtons = ({ table = false }: { table?: boolean }) => (
  <>
    <ShowOutageButton />
    <EditOutageButton keepSpace={table} />
    <DeleteOutageButton />
    <PrintAnnouncementButton />
  </>
);

/**
 * 'Planowane wyłączenia - panel mistrza' (spec §2.9): /master/planned-my (the dispatcher's own
 * outages, mine=true, no created-by filter) and /master/planned-all.
 */
export const MasterPlannedOutageList = ({ mine }: { mine: boolean }) => {
  useSavedToast();
  return (
    <PlannedOutageList
      title="app.pages.master_panel"
      search="dispatcher"
      storeKey={mine ? 'plannedOutages.master.my' : 'plannedOutages.master.all'}
      permanentFilter={mine ? { mine: true } : undefined}
      sortOnPhone={SORTABLE_ON_PHONE}
      toolbarButtons={
        <>
          <ImportExcelListButton />
          <AddOutageButton />
          <DeleteSelectedButton />
        </>
      }
      table={
        <PlannedOutageTable
          columns={['addresses', 'outageStart', 'outageEnd', 'voltageLevel', 'taskNumber', 'acceptStatus']}
          // The selection is deleted by 'Usuń zaznaczone' above the table (spec §2.9); the bar over the
          // table only counts it and clears it.
          bulkActionButtons={<></>}
          buttonsLabel="resources.plannedOutages.actions.actions_column"
          buttons={<MasterRowButtons table />}
        />
      }
      cards={<PlannedOutageCards selectable empty={<PlannedOutagesEmpty />} buttons={<MasterRowButtons />} />}
    />
  );
};

export const MyPlannedOutageList = () => <MasterPlannedOutageList mine />;
export const AllPlannedOutageList = () => <MasterPlannedOutageList mine={false} />;
