import { Outlet } from 'react-admin';
import { RequireRole } from '../auth/RequireRole';
import type { AreaNavigation } from './areaNavigation';
import { StaffLayout } from './StaffLayout';

/** The element of a staff area's parent route: guard first, then the area's layout around the page. */
export const StaffAreaRoute = ({ area }: { area: AreaNavigation }) => (
  <RequireRole role={area.role}>
    <StaffLayout area={area}>
      <Outlet />
    </StaffLayout>
  </RequireRole>
);
