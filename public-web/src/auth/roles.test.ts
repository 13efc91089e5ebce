import { homeFor, isStaffRole } from './roles';

describe('home redirect by stored role', () => {
  it.each([
    ['ADMIN', '/admin/users', true],
    ['DISPATCHER', '/master/planned-my', true],
    ['ACCEPTER', '/accepter/planned', true],
    ['CALLCENTER', '/callcenter/planned', true],
    ['PUBLIC', '/public', false],
    [null, '/public', false],
    ['', '/public', false],
    ['toString', '/public', false],
    ['admin', '/public', false],
  ])('role %p goes to %s (full page load: %p)', (role, path, fullPageLoad) => {
    expect(homeFor(role)).toEqual({ path, fullPageLoad });
  });

  it('treats only the four staff roles as staff', () => {
    expect(['ADMIN', 'DISPATCHER', 'ACCEPTER', 'CALLCENTER', 'PUBLIC', 'x'].filter(isStaffRole)).toEqual(['ADMIN', 'DISPATCHER', 'ACCEPTER', 'CALLCENTER']);
  });
});
