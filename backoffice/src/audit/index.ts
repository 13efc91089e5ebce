import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { AuditList } from './AuditList';
import { AuditShow } from './AuditShow';

/** The audit trail, "Dziennik zdarzeń" (docs/security.md "Audit trail"): read-only, ADMIN only, mounted by StaffAdmin. */
export default {
  list: AuditList,
  show: AuditShow,
  icon: ReceiptLongIcon,
};
