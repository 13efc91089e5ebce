import { DataTable, FilterButton, SortButton, TopToolbar } from 'react-admin';
import type { PlannedOutageResponse } from '../api/planned-outage-types';
import { AcceptStatusField, AddressesField, CreatedByField, VoltageField, WarsawDateTimeField } from './fields';
import { PlannedOutageCards } from './PlannedOutageCards';
import { PLANNED_TABLE_SX, PlannedOutageList, PlannedOutagesEmpty, SORTABLE_ON_PHONE } from './PlannedOutageList';
import { ShowOutageButton } from './rowButtons';
import { plannedOutageRowSx } from './rowStyles';

const CallCenterActions = ({ small }: { small: boolean }) => (
  <TopToolbar>
    {small && <SortButton fields={[...SORTABLE_ON_PHONE, 'createdBy']} />}
    <FilterButton />
  </TopToolbar>
);

const CallCenterTable = () => (
  <DataTable<PlannedOutageResponse>
    bulkActionButtons={false}
    rowClick={false}
    rowSx={plannedOutageRowSx}
    sx={PLANNED_TABLE_SX}
    empty={<PlannedOutagesEmpty />}
  >
    <DataTable.Col source="addresses" disableSort field={AddressesField} />
    <DataTable.Col source="outageStart" field={WarsawDateTimeField} />
    <DataTable.Col source="outageEnd" field={WarsawDateTimeField} />
    <DataTable.Col source="createdBy" field={CreatedByField} />
    <DataTable.Col source="voltageLevel" field={VoltageField} />
    <DataTable.Col source="acceptStatus" field={AcceptStatusField} />
    <DataTable.Col label="resources.plannedOutages.actions.show" disableSort>
      <ShowOutageButton />
    </DataTable.Col>
  </DataTable>
);

/** The call centre's read-only list at /callcenter/planned (spec §2.11). */
export const CallCenterPlannedOutageList = () => (
  <PlannedOutageList
    title="app.pages.callcenter_panel"
    search="review"
    storeKey="plannedOutages.callcenter"
    actions={(small) => <CallCenterActions small={small} />}
    table={<CallCenterTable />}
    cards={<PlannedOutageCards showCreatedBy empty={<PlannedOutagesEmpty />} buttons={<ShowOutageButton />} />}
  />
);
