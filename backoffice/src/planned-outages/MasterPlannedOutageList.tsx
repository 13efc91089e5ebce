import AddIcon from '@mui/icons-material/Add';
import { Button, DataTable, FilterButton, LinkBase, SortButton, TopToolbar, useLocation } from 'react-admin';
import type { PlannedOutageResponse } from '../api/planned-outage-types';
import { DeleteSelectedButton } from './DeleteSelectedButton';
import { AcceptStatusField, AddressesField, TaskNumberField, VoltageField, WarsawDateTimeField } from './fields';
import { ImportExcelListButton } from './ImportExcelListButton';
import { PlannedOutageCards } from './PlannedOutageCards';
import { PLANNED_TABLE_SX, PlannedOutageList, PlannedOutagesEmpty, SORTABLE_ON_PHONE } from './PlannedOutageList';
import { PLANNED_PATHS, type FormLocationState } from './plannedOutagePaths';
import { DeleteOutageButton, EditOutageButton, PrintAnnouncementButton, ShowOutageButton } from './rowButtons';
import { plannedOutageRowSx } from './rowStyles';
import { useSavedToast } from './useSavedToast';

const AddOutageButton = () => {
  const { pathname } = useLocation();
  const state: FormLocationState = { returnTo: pathname };
  return (
    <Button component={LinkBase} to={PLANNED_PATHS.add} state={state} label="resources.plannedOutages.actions.add" variant="contained">
      <AddIcon />
    </Button>
  );
};

const MasterActions = ({ small }: { small: boolean }) => (
  <TopToolbar sx={{ flexWrap: 'wrap' }}>
    {small && <SortButton fields={SORTABLE_ON_PHONE} />}
    <FilterButton />
    <ImportExcelListButton />
    <AddOutageButton />
    <DeleteSelectedButton />
  </TopToolbar>
);

const MasterRowButtons = ({ table = false }: { table?: boolean }) => (
  <>
    <ShowOutageButton />
    <EditOutageButton keepSpace={table} />
    <DeleteOutageButton />
    <PrintAnnouncementButton />
  </>
);

// Deleted outages cannot be deleted again, so they cannot be selected either.
const isSelectable = (record: PlannedOutageResponse) => !record.deleted;

const MasterTable = () => (
  <DataTable<PlannedOutageResponse>
    // The selection is deleted by 'Usuń zaznaczone' above the table (spec §2.9); the bar over the
    // table only counts it and clears it.
    bulkActionButtons={<></>}
    isRowSelectable={isSelectable}
    rowClick={false}
    rowSx={plannedOutageRowSx}
    sx={PLANNED_TABLE_SX}
    empty={<PlannedOutagesEmpty />}
  >
    <DataTable.Col source="addresses" disableSort field={AddressesField} />
    <DataTable.Col source="outageStart" field={WarsawDateTimeField} />
    <DataTable.Col source="outageEnd" field={WarsawDateTimeField} />
    <DataTable.Col source="voltageLevel" field={VoltageField} />
    <DataTable.Col source="taskNumber" field={TaskNumberField} />
    <DataTable.Col source="acceptStatus" field={AcceptStatusField} />
    <DataTable.Col label="resources.plannedOutages.actions.actions_column" disableSort sx={{ whiteSpace: 'nowrap' }}>
      <MasterRowButtons table />
    </DataTable.Col>
  </DataTable>
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
      actions={(small) => <MasterActions small={small} />}
      table={<MasterTable />}
      cards={<PlannedOutageCards selectable empty={<PlannedOutagesEmpty />} buttons={<MasterRowButtons />} />}
    />
  );
};

export const MyPlannedOutageList = () => <MasterPlannedOutageList mine />;
export const AllPlannedOutageList = () => <MasterPlannedOutageList mine={false} />;
