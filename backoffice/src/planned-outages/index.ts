import EventNoteIcon from '@mui/icons-material/EventNote';
import { AccepterPlannedOutageList } from './AccepterPlannedOutageList';
import { CallCenterPlannedOutageList } from './CallCenterPlannedOutageList';
import { AllPlannedOutageList, MyPlannedOutageList } from './MasterPlannedOutageList';
import { PlannedOutageCreate } from './PlannedOutageCreate';
import { PlannedOutageEdit } from './PlannedOutageEdit';
import { PlannedOutageShow } from './PlannedOutageShow';

/** The planned outages resource (spec §2.9–§2.12), mounted on the spec's paths by StaffAdmin.tsx. */
export default {
  list: {
    masterMy: MyPlannedOutageList,
    masterAll: AllPlannedOutageList,
    accepter: AccepterPlannedOutageList,
    callCenter: CallCenterPlannedOutageList,
  },
  create: PlannedOutageCreate,
  edit: PlannedOutageEdit,
  show: PlannedOutageShow,
  icon: EventNoteIcon,
};
