import { isApiRoute, isStaffRoute } from './serve-frontends';

describe('front-end routing (staff spec §2.1)', () => {
  it.each(['/login', '/admin', '/admin/users', '/master/planned-my', '/accepter/planned', '/callcenter/user'])('%s is a back-office path', (p) =>
    expect(isStaffRoute(p)).toBe(true),
  );
  it.each(['/', '/public', '/public/login', '/loginx', '/administrator', '/forbidden', '/remind', '/change-password'])('%s is a public-site path', (p) =>
    expect(isStaffRoute(p)).toBe(false),
  );
  it.each(['/api/health', '/public/api/login', '/api'])('%s is the API', (p) => expect(isApiRoute(p)).toBe(true));
  it.each(['/public/apix', '/apis', '/public'])('%s is not the API', (p) => expect(isApiRoute(p)).toBe(false));
});
