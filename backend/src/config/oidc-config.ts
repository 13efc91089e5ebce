import type { SystemRole } from '../users/system-role';
import type { EnvSchema } from './env-schema';

/** The staff roles a provider's group may give; a portal (PUBLIC) account is never made through single sign-on. */
export const SSO_ROLES = ['ADMIN', 'DISPATCHER', 'ACCEPTER', 'CALLCENTER'] as const satisfies readonly SystemRole[];
export type SsoRole = (typeof SSO_ROLES)[number];

export interface RoleMapping {
  /** A value of the groups claim, exactly as the provider sends it. */
  group: string;
  role: SsoRole;
}

/** Staff single sign-on through the operator's OpenID provider (docs/security.md "Single sign-on"). */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUrl: string;
  scopes: string;
  /** The claim's path: ['groups'], or ['realm_access', 'roles'] for a nested one. */
  groupsClaim: string[];
  /** In the operator's order: the first mapping whose group the person has decides. */
  roleMap: RoleMapping[];
  providerName: string;
}

/** The single sign-on part of the configuration: null when OIDC_ISSUER is unset, and the problems found. */
export function oidcConfig(e: EnvSchema): { oidc: OidcConfig | null; problems: string[] } {
  const problems: string[] = [];
  if (!e.OIDC_ISSUER) {
    const stray = (['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_REDIRECT_URL', 'OIDC_ROLE_MAP'] as const).filter((k) => e[k]);
    if (stray.length) problems.push(`${stray.join(', ')}: set OIDC_ISSUER too, or none of them`);
    if (!e.OIDC_STAFF_PASSWORDS) problems.push('OIDC_STAFF_PASSWORDS=false: needs single sign-on (OIDC_ISSUER); staff could not sign in at all');
    return { oidc: null, problems };
  }
  if (!e.OIDC_CLIENT_ID) problems.push('OIDC_CLIENT_ID: required with OIDC_ISSUER');
  if (!e.OIDC_CLIENT_SECRET) problems.push('OIDC_CLIENT_SECRET: required with OIDC_ISSUER');
  const redirectUrl = e.OIDC_REDIRECT_URL ?? (e.PUBLIC_URL ? `${e.PUBLIC_URL.replace(/\/+$/, '')}/api/sso/callback` : undefined);
  if (!redirectUrl) problems.push('OIDC_REDIRECT_URL: required with OIDC_ISSUER when PUBLIC_URL is unset');
  // Plain http only where no real person signs in: the code, the tokens and the client secret travel over it.
  if (e.NODE_ENV === 'production') {
    if (!e.OIDC_ISSUER.startsWith('https://')) problems.push('OIDC_ISSUER: must be an https address in production');
    if (redirectUrl && !redirectUrl.startsWith('https://')) problems.push('OIDC_REDIRECT_URL: must be an https address in production');
  }
  const { roleMap, problems: mapProblems } = parseRoleMap(e.OIDC_ROLE_MAP ?? '');
  problems.push(...mapProblems);
  if (!roleMap.length && !mapProblems.length) problems.push('OIDC_ROLE_MAP: required with OIDC_ISSUER (group:ROLE pairs); without it nobody gets a role');
  if (problems.length) return { oidc: null, problems };
  return {
    oidc: {
      issuer: e.OIDC_ISSUER,
      clientId: e.OIDC_CLIENT_ID!,
      clientSecret: e.OIDC_CLIENT_SECRET!,
      redirectUrl: redirectUrl!,
      scopes: e.OIDC_SCOPES.trim().split(/\s+/).join(' '),
      groupsClaim: e.OIDC_GROUPS_CLAIM.split('.'),
      roleMap,
      providerName: e.OIDC_PROVIDER_NAME.trim(),
    },
    problems,
  };
}

/**
 * 'portal-admins:ADMIN, portal-dispatch:DISPATCHER' → mappings in that order. A group is split from its role at the
 * last colon, so a group that holds colons (a URN) still maps.
 */
export function parseRoleMap(value: string): { roleMap: RoleMapping[]; problems: string[] } {
  const roleMap: RoleMapping[] = [];
  const problems: string[] = [];
  for (const pair of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const at = pair.lastIndexOf(':');
    const group = at > 0 ? pair.slice(0, at).trim() : '';
    const role = at > 0 ? pair.slice(at + 1).trim() : '';
    if (!group || !(SSO_ROLES as readonly string[]).includes(role)) {
      problems.push(`OIDC_ROLE_MAP: ${JSON.stringify(pair)} is not group:ROLE with a role of ${SSO_ROLES.join(', ')}`);
      continue;
    }
    roleMap.push({ group, role: role as SsoRole });
  }
  return { roleMap, problems };
}

/**
 * The role of a person with these claims: the first mapping whose group the claim holds (a string or a list of
 * strings, at the configured path), or null — never a role by default.
 */
export function roleFromClaims(claims: Record<string, unknown>, config: Pick<OidcConfig, 'groupsClaim' | 'roleMap'>): SsoRole | null {
  const value = claimAt(claims, config.groupsClaim);
  const groups = new Set((Array.isArray(value) ? value : [value]).filter((g): g is string => typeof g === 'string'));
  return config.roleMap.find((m) => groups.has(m.group))?.role ?? null;
}

/** The claim at a path (['realm_access', 'roles']), or undefined; only own keys of plain objects are followed. */
export function claimAt(claims: Record<string, unknown>, path: string[]): unknown {
  let value: unknown = claims;
  for (const key of path) {
    value =
      value !== null && typeof value === 'object' && !Array.isArray(value) && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}
