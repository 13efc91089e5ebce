import type { Actor } from '../../common/events/actor';

/**
 * An administrator downloaded the users report (.xlsx): an export of personal data. Published once the file is built,
 * before it leaves; carries the list's filters and how many people the file holds, never their data.
 */
export class UsersReportExported {
  constructor(
    readonly actor: Actor,
    readonly filters: Record<string, unknown>,
    readonly rows: number,
  ) {}
}
