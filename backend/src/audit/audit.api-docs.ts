import { apiDocs } from '../common/api-doc';

/** Operation docs of audit.controller.ts. */
export const AUDIT_DOCS = apiDocs({
  search: {
    summary: 'Lists audit records, one page, newest first',
    description:
      'The audit trail of staff actions and sign-ins (docs/security.md "Audit trail"). Filters (all optional, combined with AND): `actorId` (who), `action` (e.g. user.create), `entity` (e.g. user), the period [`from`, `to`); `limit` (default 25) and `offset` page it. The total is in `X-Total-Count` and `Content-Range` (react-admin simple-rest).',
    spec: 'docs/security.md "Audit trail"',
  },
  export: {
    summary: 'Exports the filtered audit records as CSV',
    description:
      'The records matching the same filters as the list (`actorId`, `action`, `entity`, `from`, `to`), newest first, as CSV for Polish Excel (UTF-8 with BOM, `;`). At most 20 000 records; more is refused with 400. The export is itself recorded in the trail (`audit.export`, with the filters and the number of rows) in the transaction that reads the rows.',
    spec: 'docs/security.md "Audit trail"',
  },
  get: {
    summary: 'Reads one audit record',
    description: 'One record with its before/after (e-mail and phone of the person acted on masked) and its place in the hash chain.',
    spec: 'docs/security.md "Audit trail"',
  },
});
