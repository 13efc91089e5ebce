import { PlannedOutageCards } from './PlannedOutageCards';
import { PlannedOutageList, PlannedOutagesEmpty, SORTABLE_WITH_CREATOR_ON_PHONE } from './PlannedOutageList';
import { PlannedOutageTable } from './PlannedOutageTable';
import { ShowOutageButton } from './rowButtons';

/** The call centre's read-only list at /callcenter/planned (spec §2.11). */
export const CallCenterPlannedOutageList = () => (
  <PlannedOutageList
    title="app.pages.callcenter_panel"
    search="review"
    storeKey="plannedOutages.callcenter"
    sortOnPhone={SORTABLE_WITH_CREATOR_ON_PHONE}
    table={
      <PlannedOutageTable
        columns={['addresses', 'outageStart', 'outageEnd', 'createdBy', 'voltageLevel', 'acceptStatus']}
        bulkActionButtons={false}
        buttonsLabel="resources.plannedOutages.actions.show"
        buttons={<ShowOutageButton />}
      />
    }
    cards={<PlannedOutageCards showCreatedBy empty={<PlannedOutagesEmpty />} buttons={<ShowOutageButton />} />}
  />
);
