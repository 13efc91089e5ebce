import type { Actor } from '../../common/events/actor';

/** A user's fields as the audit trail sees them: never the password or its hash. */
export interface UserFacts {
  fullName: string;
  email: string;
  phone: string | null;
  systemRole: string;
  area: number | null;
  deleted: boolean;
}

export type UserChangeKind = 'create' | 'edit' | 'role' | 'delete' | 'restore';

/** An administrator created, edited, deleted or restored a user; raised in the writing transaction (common/events). */
export class UserChanged {
  constructor(
    readonly kind: UserChangeKind,
    readonly actor: Actor,
    readonly userId: number,
    readonly before: UserFacts | null,
    readonly after: UserFacts | null,
  ) {}
}
