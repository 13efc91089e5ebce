/** The five roles of both specs. Labels are the staff spec's (§1); PUBLIC is a portal account. */
export const SYSTEM_ROLES = ['ADMIN', 'DISPATCHER', 'ACCEPTER', 'CALLCENTER', 'PUBLIC'] as const;
export type SystemRole = (typeof SYSTEM_ROLES)[number];

export const STAFF_ROLES: readonly SystemRole[] = ['ADMIN', 'DISPATCHER', 'ACCEPTER', 'CALLCENTER'];

export const SYSTEM_ROLE_LABELS: Record<SystemRole, string> = {
  ADMIN: 'Administrator',
  DISPATCHER: 'Mistrz prac planowych',
  ACCEPTER: 'Akceptujący',
  CALLCENTER: 'Call Center',
  PUBLIC: 'Użytkownik portalu',
};
