import { apiDocs } from '../common/api-doc';

const CRITERIA =
  'Criteria (all optional, combined with AND): `id`, `fullName` and `email` (contain the text, ignoring case), `systemRole`, `area`, `deleted`; `page` holds `limit`, `offset`, `sortField` and `sortOrder`.';

/** Operation docs of users.controller.ts and report/users-report.controller.ts. */
export const USERS_DOCS = apiDocs({
  roles: {
    summary: 'Lists the system roles with their Polish names',
    description:
      'The roles a user can have (ADMIN, DISPATCHER, ACCEPTER, CALLCENTER, PUBLIC) with the names the back office shows; feeds the role filter and the user form.',
    spec: 'Staff spec §2.5, §2.6, §6, §7 (GET /api/user/roles)',
  },
  search: {
    summary: 'Searches users, one page',
    description: `The users list of the back office: staff and portal users matching the criteria, one page of them. ${CRITERIA}`,
    spec: 'Staff spec §2.5, §7 (POST /api/user/search)',
  },
  count: {
    summary: 'Counts the users matching the criteria',
    description: `How many users the same criteria as the search find (\`page\` ignored), for the list's paging. ${CRITERIA}`,
    spec: 'Staff spec §2.5, §7 (POST /api/user/search/count)',
  },
  get: {
    summary: 'Reads one user',
    description: 'One user by id, deleted ones included (for the edit form).',
    spec: 'Staff spec §2.6, §7 (GET /api/user/get/{id})',
  },
  create: {
    summary: 'Creates a user',
    description:
      'Creates a staff or portal user with a role, name, unique e-mail and optional phone and area; no e-mail confirmation is needed. An optional initial `password` (the password rule applies) is our addition (docs/deviations.md); otherwise the user sets one through the password reminder. An e-mail used by another user or an unknown area answers 400 with the field in `errors`.',
    spec: 'Staff spec §2.6, §3, §5, §7 (POST /api/user/create)',
  },
  edit: {
    summary: 'Edits a user',
    description:
      "Saves the user form for the user in the path (`id` in the body, when sent, must match). A role left empty keeps the current one; a change of role revokes the user's tokens, so they sign in again with the new rights. The last administrator cannot lose the role.",
    spec: 'Staff spec §2.6, §3, §5, §7 (PUT /api/user/edit/{id})',
  },
  toggleDeleted: {
    summary: 'Deletes or restores a user',
    description:
      "Flips the user's `deleted` flag: a deleted user cannot sign in and their tokens are revoked; calling it again restores them. Administrators cannot delete themselves (400).",
    spec: 'Staff spec §2.5, §4.2, §7 (POST /api/user/delete/{id})',
  },
  report: {
    summary: 'Downloads the users matching the criteria as .xlsx',
    description: `The users list as a spreadsheet: the same criteria and sorting as the search, all pages (up to a limit; more answers 400). Personal data: answered with \`Cache-Control: no-store\`. ${CRITERIA}`,
    spec: 'Staff spec §2.5 (users report); docs/accounts.md',
  },
});
