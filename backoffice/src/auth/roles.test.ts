import { SYSTEM_ROLES } from '../api/types';
import { AREA_NAVIGATION } from '../layout/areaNavigation';
import { destinationAfterLogin, isRoleAllowedOnPath, requiredRoleForPath, STAFF_LANDING_PAGES } from './roles';

describe('where each role lands after login (spec §2.3)', () => {
  it.each([
    ['ADMIN', '/admin/users', false],
    ['DISPATCHER', '/master/planned-my', false],
    ['ACCEPTER', '/accepter/planned', false],
    ['CALLCENTER', '/callcenter/planned', false],
    ['PUBLIC', '/public', true],
    [null, '/public', true],
    ['SOMETHING_NEW', '/public', true],
  ])('%s goes to %s (full page load: %s)', (role, path, fullPageLoad) => {
    expect(destinationAfterLogin(role)).toEqual({ path, fullPageLoad });
  });
});

describe('which role each path requires (spec §2.2, §6)', () => {
  it.each([
    ['/admin/users', 'ADMIN'],
    ['/admin/user/edit/5', 'ADMIN'],
    ['/admin', 'ADMIN'],
    ['/master/planned-my', 'DISPATCHER'],
    ['/master/user/profile', 'DISPATCHER'],
    ['/accepter/planned', 'ACCEPTER'],
    ['/accepter/user', 'ACCEPTER'],
    ['/callcenter/planned', 'CALLCENTER'],
    ['/callcenter/user', 'CALLCENTER'],
    ['/login', null],
    ['/', null],
    ['/administrator', null],
  ])('%s requires %s', (path, role) => {
    expect(requiredRoleForPath(path)).toBe(role);
  });

  it.each([
    ['ADMIN', '/admin/users', true],
    ['DISPATCHER', '/admin/users', false],
    ['ADMIN', '/master/planned-my', false],
    ['ACCEPTER', '/callcenter/planned', false],
    ['CALLCENTER', '/callcenter/planned', true],
    ['PUBLIC', '/accepter/planned', false],
    [null, '/admin/areas', false],
  ])('%s on %s is allowed: %s', (role, path, allowed) => {
    expect(isRoleAllowedOnPath(role, path)).toBe(allowed);
  });

  it('sends every staff role to a landing page inside its own area', () => {
    for (const [role, path] of Object.entries(STAFF_LANDING_PAGES)) {
      expect(requiredRoleForPath(path)).toBe(role);
    }
  });

  it('has no landing page for a role that is not staff', () => {
    expect(SYSTEM_ROLES.filter((role) => role in STAFF_LANDING_PAGES)).toEqual(['ADMIN', 'DISPATCHER', 'ACCEPTER', 'CALLCENTER']);
  });

  it.each(Object.values(AREA_NAVIGATION))('keeps every menu entry of the $role area inside that area', (area) => {
    const paths = [area.base, area.accountPath, ...area.menu.map((entry) => entry.to)];
    for (const path of paths) expect(requiredRoleForPath(path)).toBe(area.role);
  });
});
