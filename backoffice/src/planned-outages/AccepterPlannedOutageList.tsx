import { AcceptDecisionButton } from './AcceptDecisionButton';
import { BulkAcceptStatusButton } from './BulkAcceptStatusButton';
import { DownloadReportButton } from './DownloadReportButton';
import { PlannedOutageCards } from './PlannedOutageCards';
import { PlannedOutageList, PlannedOutagesEmpty, SORTABLE_WITH_CREATOR_ON_PHONE } from './PlannedOutageList';
import { PlannedOutageTable } from './PlannedOutageTable';
import { ShowOutageButton } from './rowButtons';

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

/** 'Planowane wyłączenia - panel akceptującego' at /accepter/planned (spec §2.10). */
export const AccepterPlannedOutageList = () => (
  <PlannedOutageList
    title="app.pages.accepter_panel"
    search="review"
    storeKey="plannedOutages.accepter"
    sortOnPhone={SORTABLE_WITH_CREATOR_ON_PHONE}
    toolbarButtons={<DownloadReportButton />}
    table={
      <PlannedOutageTable
        columns={['addresses', 'outageStart', 'outageEnd', 'voltageLevel', 'taskNumber', 'createdBy', 'acceptStatus']}
        bulkActionButtons={<BulkDecisions />}
        buttonsLabel="resources.plannedOutages.actions.actions_column"
        buttons={<AccepterRowButtons compact />}
      />
    }
    cards={<PlannedOutageCards selectable showCreatedBy empty={<PlannedOutagesEmpty />} bulkActions={<BulkDecisions />} buttons={<AccepterRowButtons />} />}
  />
);
