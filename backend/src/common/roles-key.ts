/**
 * The metadata key under which a route's roles are set (auth/guards.ts `Roles`): read by the roles guard and by the
 * API document's "Who may call" line, which lives outside the features (openapi/complete-operation-docs.ts).
 */
export const ROLES_KEY = 'roles';
