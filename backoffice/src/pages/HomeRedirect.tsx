import { Navigate } from 'react-admin';
import { isStaffRole, LOGIN_PATH, STAFF_LANDING_PAGES } from '../auth/roles';
import { readSession } from '../auth/storedSession';

/**
 * The app's root. In production the server sends "/" to the public site, so this only serves the
 * dev server and stray links: a signed-in staff member goes to the landing page (the guard there
 * checks the session), anyone else to the login page.
 */
export const HomeRedirect = () => {
  const role = readSession()?.role;
  return <Navigate to={isStaffRole(role) ? STAFF_LANDING_PAGES[role] : LOGIN_PATH} replace />;
};
