import { loadConfig } from './app-config';
import { parseRoleMap, roleFromClaims } from './oidc-config';

const SSO = {
  OIDC_ISSUER: 'https://login.operator.test/realms/staff',
  OIDC_CLIENT_ID: 'portal',
  OIDC_CLIENT_SECRET: 'secret',
  OIDC_ROLE_MAP: 'portal-admins:ADMIN,portal-dispatch:DISPATCHER',
  PUBLIC_URL: 'https://awarie.operator.test/',
};

describe('single sign-on configuration', () => {
  it('is off without OIDC_ISSUER, and the password stays on', () => {
    const config = loadConfig({});
    expect({ oidc: config.oidc, staffPasswords: config.staffPasswords }).toEqual({ oidc: null, staffPasswords: true });
  });

  it('reads the provider, derives the redirect address from PUBLIC_URL and keeps the map in the operator’s order', () => {
    expect(loadConfig(SSO).oidc).toEqual({
      issuer: 'https://login.operator.test/realms/staff',
      clientId: 'portal',
      clientSecret: 'secret',
      redirectUrl: 'https://awarie.operator.test/api/sso/callback',
      scopes: 'openid email profile',
      groupsClaim: ['groups'],
      roleMap: [
        { group: 'portal-admins', role: 'ADMIN' },
        { group: 'portal-dispatch', role: 'DISPATCHER' },
      ],
      providerName: 'konto firmowe',
    });
  });

  it.each([
    [{ ...SSO, OIDC_CLIENT_SECRET: '' }, /OIDC_CLIENT_SECRET: required/],
    [{ ...SSO, PUBLIC_URL: '' }, /OIDC_REDIRECT_URL: required/],
    [{ ...SSO, OIDC_ROLE_MAP: '' }, /OIDC_ROLE_MAP: required/],
    [{ ...SSO, OIDC_ROLE_MAP: 'portal-admins:SUPERUSER' }, /OIDC_ROLE_MAP: "portal-admins:SUPERUSER"/],
    [{ ...SSO, OIDC_ROLE_MAP: 'residents:PUBLIC' }, /OIDC_ROLE_MAP: "residents:PUBLIC"/],
    [{ ...SSO, OIDC_SCOPES: 'email profile' }, /OIDC_SCOPES/],
    [{ ...SSO, NODE_ENV: 'production', OIDC_ISSUER: 'http://login.operator.test' }, /OIDC_ISSUER: must be an https address in production/],
    [{ OIDC_CLIENT_ID: 'portal' }, /OIDC_CLIENT_ID: set OIDC_ISSUER too/],
    [{ OIDC_STAFF_PASSWORDS: 'false' }, /OIDC_STAFF_PASSWORDS=false: needs single sign-on/],
  ])('refuses to start with %o', (env, problem) => {
    expect(() => loadConfig(env)).toThrow(problem);
  });

  it('switches staff passwords off only with a provider', () => {
    expect(loadConfig({ ...SSO, OIDC_STAFF_PASSWORDS: 'false' }).staffPasswords).toBe(false);
  });
});

describe('role from the provider’s claims', () => {
  const { roleMap } = parseRoleMap('urn:operator:group:admins:ADMIN, portal-dispatch:DISPATCHER, portal-accept:ACCEPTER');

  it('splits a group from its role at the last colon', () => {
    expect(roleMap[0]).toEqual({ group: 'urn:operator:group:admins', role: 'ADMIN' });
  });

  it.each([
    [{ groups: ['portal-accept', 'portal-dispatch'] }, 'DISPATCHER'],
    [{ groups: ['portal-accept', 'urn:operator:group:admins'] }, 'ADMIN'],
    [{ groups: 'portal-accept' }, 'ACCEPTER'],
    [{ groups: ['marketing'] }, null],
    [{ groups: [] }, null],
    [{ groups: [{ name: 'portal-accept' }] }, null],
    [{}, null],
    [{ roles: ['portal-accept'] }, null],
  ])('%o gives %s (the first mapping the person has wins; never a role by default)', (claims, role) => {
    expect(roleFromClaims(claims, { groupsClaim: ['groups'], roleMap })).toBe(role);
  });

  it('follows a dotted claim path, and only own keys', () => {
    const nested = { groupsClaim: ['realm_access', 'roles'], roleMap };
    expect(roleFromClaims({ realm_access: { roles: ['portal-dispatch'] } }, nested)).toBe('DISPATCHER');
    expect(roleFromClaims({ realm_access: Object.create({ roles: ['portal-dispatch'] }) }, nested)).toBeNull();
  });
});
