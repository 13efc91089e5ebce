import { DataTable, FilterButton, SortButton, TopToolbar } from 'react-admin';
import type { PlannedOutageResponse } from '../api/planned-outage-types';
import { AcceptDecisionButton } from './AcceptDecisionButton';
import { BulkAcceptStatusButton } from './BulkAcceptStatusButton';
import { DownloadReportButton } from './DownloadReportButton';
import { AcceptStatusField, AddressesField, CreatedByField, TaskNumberField, VoltageField, WarsawDateTimeField } from './fields';
import { PlannedOutageCards } from './PlannedOutageCards';
import { PLANNED_TABLE_SX, PlannedOutageList, PlannedOutagesEmpty, SORTABLE_ON_PHONE } from './PlannedOutageList';
import { ShowOutageButton } from './rowButtons';
import { plannedOutageRowSx } from './rowStyles';

const AccepterActions = ({ small }: { small: boolean }) => (
  <TopToolbar>
    {small && <SortButton fields={[...SORTABLE_ON_PHONE, 'createdBy']} />}
    <FilterButton />
    <DownloadReportButton />
  </TopToolbar>
);

const AccepterRowButtons = ({ compact = false }: { compact?: boolean }) => (
  <>
    <AcceptDecisionButton decision="ACCEPTED" compact={compact} />
    <AcceptDecisionButton decision="REJECTED" compact={compact} />
    <ShowOutageButton />
  </>
);

const BulkDecisions = () => (
  <>
    <BulkAcceptStatusButton decision="ACCEPTED" />
    <BulkAcceptStatusButton decision="REJECTED" />
  </>
);

// A deleted outage is not published whatever its status: nothing to decide on.
const isSelectable = (record: PlannedOutageResponse) => !record.deleted;

const AccepterTable = () => (
  <DataTable<PlannedOutageResponse>
    bulkActionButtons={<BulkDecisions />}
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
    <DataTable.Col source="createdBy" field={CreatedByField} />
    <DataTable.Col source="acceptStatus" field={AcceptStatusField} />
    <DataTable.Col label="resources.plannedOutages.actions.actions_column" disableSort sx={{ whiteSpace: 'nowrap' }}>
      <AccepterRowButtons compact />
    </DataTable.Col>
  </DataTable>
);

/** 'Planowane wyłączenia - panel akceptującego' at /accepter/planned (spec §2.10). */
export const AccepterPlannedOutageList = () => (
  <PlannedOutageList
    title="app.pages.accepter_panel"
    search="review"
    storeKey="plannedOutages.accepter"
    actions={(small) => <AccepterActions small={small} />}
    table={<AccepterTable />}
    cards={
      <PlannedOutageCards
        selectable
        showCreatedBy
        empty={<PlannedOutagesEmpty />}
        bulkActions={<BulkDecisions />}
        buttons={<AccepterRowButtons />}
      />
    }
  />
);
