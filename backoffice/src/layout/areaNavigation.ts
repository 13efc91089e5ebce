import type { ComponentType } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import MapIcon from '@mui/icons-material/Map';
import BuildIcon from '@mui/icons-material/Build';
import OutboxIcon from '@mui/icons-material/Outbox';
import NotificationsIcon from '@mui/icons-material/Notifications';
import EventNoteIcon from '@mui/icons-material/EventNote';
import EventIcon from '@mui/icons-material/Event';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import AssessmentIcon from '@mui/icons-material/Assessment';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ReportIcon from '@mui/icons-material/Report';
import type { StaffRole } from '../auth/roles';

export interface MenuEntry {
  to: string;
  /** i18n key of the label. */
  label: string;
  icon: ComponentType;
}

export interface AreaNavigation {
  role: StaffRole;
  /** First path segment of the area, as in auth/roles.ts AREA_ROLES. */
  base: string;
  menu: readonly MenuEntry[];
  /** "Moje konto": its path differs per area in the spec (§2.1). */
  accountPath: string;
}

/** The menus of the four staff layouts (spec §2.4). "Moje konto" and "Wyloguj" sit in the user menu on the right. */
export const AREA_NAVIGATION: Readonly<Record<StaffRole, AreaNavigation>> = {
  ADMIN: {
    role: 'ADMIN',
    base: '/admin',
    menu: [
      { to: '/admin/users', label: 'app.menu.users', icon: PeopleIcon },
      { to: '/admin/areas', label: 'app.menu.areas', icon: MapIcon },
      { to: '/admin/maintenance', label: 'app.menu.maintenance', icon: BuildIcon },
      { to: '/admin/outbox', label: 'app.menu.outbox', icon: OutboxIcon },
      { to: '/admin/notifications', label: 'app.menu.notifications', icon: NotificationsIcon },
      { to: '/admin/outage-history', label: 'app.menu.outage_history', icon: AssessmentIcon },
      { to: '/admin/priority-access', label: 'app.menu.priority_access', icon: HealthAndSafetyIcon },
      { to: '/admin/audit', label: 'app.menu.audit', icon: ReceiptLongIcon },
    ],
    accountPath: '/admin/user/profile',
  },
  DISPATCHER: {
    role: 'DISPATCHER',
    base: '/master',
    menu: [
      { to: '/master/planned-my', label: 'app.menu.planned_my', icon: EventNoteIcon },
      { to: '/master/planned-all', label: 'app.menu.planned_all', icon: EventIcon },
      { to: '/master/reports', label: 'app.menu.reports', icon: ReportIcon },
    ],
    accountPath: '/master/user/profile',
  },
  ACCEPTER: {
    role: 'ACCEPTER',
    base: '/accepter',
    menu: [{ to: '/accepter/planned', label: 'app.menu.planned', icon: FactCheckIcon }],
    accountPath: '/accepter/user',
  },
  CALLCENTER: {
    role: 'CALLCENTER',
    base: '/callcenter',
    menu: [{ to: '/callcenter/planned', label: 'app.menu.planned', icon: EventIcon }],
    accountPath: '/callcenter/user',
  },
};
