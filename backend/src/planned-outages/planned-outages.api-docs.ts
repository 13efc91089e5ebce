import { apiDocs } from '../common/api-doc';

const CRITERIA =
  'Criteria (all optional): `id`; `address` (text anywhere in any address, case and Polish diacritics ignored); `comment`; `start`/`end` (the outage overlaps that period); `outageStart` (starts at or after); `outageEnd` (ends at or before); `acceptStatus`; `deleted` (omitted: both); `createdBy`; `page` { `limit` ≤ 100, default 10; `offset`; `sortField`; `sortOrder` }. Instants are ISO 8601 with a zone.';
const ANSWER =
  'Each outage has its addresses, start and end (UTC instants), announcement date, voltage level, task number, recipient, acceptance status, creator and works to do (docs/planned-outages.md).';

const ACTUAL_RULES =
  'The body is the whole fact as now known (a field left out is not known): `actualStart`, `actualEnd` (needs `actualStart`, later than it), instants with a zone, not in the future; or `cancelled: true` without times. A cancellation is final and alerts, once, everyone told of the outage; a report that changes nothing changes and sends nothing. The answer carries `outcome` (AS_PLANNED, SHORTENED, EXTENDED, CANCELLED, or null while it has not ended).';

/** Operation docs of planned-outages.controller.ts and its integration route. */
export const PLANNED_OUTAGE_DOCS = apiDocs({
  actual: {
    summary: 'Reports what really happened: the actual start and end, or a cancellation',
    description: `${ACTUAL_RULES} A dispatcher may report on any accepted outage (the team's list); an unknown or deleted one answers 404, one not accepted 400. The change is in the audit trail. ${ANSWER}`,
    spec: 'docs/planned-outages.md (plan against fact)',
  },
  integrationActual: {
    summary: 'Reports the actual start and end of a planned outage, or its cancellation',
    description: `The outage-management system reports on a published planned outage by its id. ${ACTUAL_RULES} An unknown, deleted or unpublished outage answers 404.`,
    spec: 'docs/integration.md (planned outages: plan against fact)',
  },
  acceptStatuses: {
    summary: 'Lists the acceptance statuses with their Polish labels',
    description: 'TO_ACCEPT (Do akceptacji), ACCEPTED (Zaakceptowane), REJECTED (Odrzucone): the filter and chip labels of the staff lists.',
    spec: 'Staff spec §4.1, §7 (GET /api/planned-outage/accept-statuses)',
  },
  add: {
    summary: 'Creates a planned outage, or saves an edit of one',
    description: `The dispatcher's form. Without \`id\` creates an outage; with \`id\` updates that outage in place (only its creator may; 404 for an unknown or deleted one). Every save sets \`acceptStatus\` TO_ACCEPT whatever is sent, so an edited accepted outage leaves the public map until accepted again. 1–2000 addresses; the end must be after the start; \`outageAnnouncement\` is a date, or a date-time naming a Warsaw day. Fields the server sets itself (\`createdBy\`, \`points\`, \`type\`) are accepted and ignored, so an outage read with get/{id} can be sent back as is. ${ANSWER}`,
    spec: 'Staff spec §2.12, §3, §4.3, §5, §7 (POST /api/planned-outage/add)',
  },
  addressList: {
    summary: 'Reads the address column of an Excel file',
    description:
      "Multipart field `file`: an .xlsx or .xls of at most 5 MB. Answers the texts of the '[PPE] Adres' column of the first sheet, blanks and duplicates removed (at most 2000). The file is checked as hostile before parsing (zip bombs, encrypted or corrupt workbooks: 400 with `errors.file`). Resolve the texts with resolve-addresses.",
    spec: 'Staff spec §2.12, §7 (POST /api/planned-outage/address-list)',
  },
  resolveAddresses: {
    summary: 'Places address texts on the map',
    description:
      "Geocodes up to 200 address texts per call (send longer lists in batches) and answers, in the same order, each text with its outage address or `address: null` when it cannot be placed, for the dispatcher to correct. '(W)' marks the Wesoła district. 503 when the geocoder is down.",
    spec: 'Staff spec §2.12; docs/planned-outages.md (import of address lists)',
  },
  changeAcceptStatus: {
    summary: 'Accepts or rejects a planned outage',
    description:
      'Moves one outage to ACCEPTED (it becomes public) or REJECTED. Allowed: TO_ACCEPT → ACCEPTED or REJECTED, ACCEPTED ↔ REJECTED; the status it already has, or TO_ACCEPT, answers 400. Answers the outage as saved.',
    spec: 'Staff spec §2.10, §4.1, §7 (POST /api/planned-outage/change-accept-status)',
  },
  changeAcceptStatusMany: {
    summary: 'Accepts or rejects several planned outages at once',
    description:
      'The same move for a list of ids, in one transaction: an unknown or deleted id changes nothing (404). Outages that already have the status are left alone and not counted; answers how many changed.',
    spec: 'Staff spec §2.10, §4.1; docs/planned-outages.md (bulk review)',
  },
  deleteMany: {
    summary: 'Deletes several planned outages',
    description:
      'Takes a list of ids, or `{ ids }` (the spec sends both forms). Deleting is soft and idempotent; any dispatcher may delete any outage. An unknown id deletes nothing (404). Answers how many were deleted.',
    spec: 'Staff spec §2.9, §4.2, §7 (POST /api/planned-outage/delete/many)',
  },
  deleteOne: {
    summary: 'Deletes one planned outage',
    description: 'Soft delete of the outage in the path; also 204 when it was already deleted. An unknown id answers 404.',
    spec: 'Staff spec §2.9, §4.2, §7 (DELETE /api/planned-outage/delete/{id})',
  },
  dispatcherSearch: {
    summary: "Searches planned outages for the dispatcher's lists",
    description: `One page of outages. \`mine: true\` is the 'my planned outages' list (created by the signed-in dispatcher). ${CRITERIA} ${ANSWER}`,
    spec: 'Staff spec §2.9, §3, §7 (POST /api/planned-outage/dispatcher/search/report)',
  },
  dispatcherCount: {
    summary: "Counts planned outages for the dispatcher's lists",
    description: `How many outages the same criteria find (\`page\` ignored), for paging. ${CRITERIA}`,
    spec: 'Staff spec §2.9, §7 (POST /api/planned-outage/dispatcher/search/report/count)',
  },
  search: {
    summary: "Searches planned outages for the accepter's and call centre's lists",
    description: `One page of outages, all dispatchers' ones. ${CRITERIA} ${ANSWER}`,
    spec: 'Staff spec §2.10, §2.11, §3, §7 (POST /api/planned-outage/search/report)',
  },
  count: {
    summary: "Counts planned outages for the accepter's and call centre's lists",
    description: `How many outages the same criteria find (\`page\` ignored), for paging. ${CRITERIA}`,
    spec: 'Staff spec §2.10, §2.11, §7 (POST /api/planned-outage/search/report/count)',
  },
  get: {
    summary: 'Reads one planned outage',
    description: `One outage by id, deleted ones too (\`deleted: true\`); for the edit form and the preview. ${ANSWER}`,
    spec: 'Staff spec §2.12, §7 (GET /api/planned-outage/get/{id})',
  },
  report: {
    summary: 'Downloads planned outages as .xlsx',
    description:
      'The search criteria as query parameters (`deleted=false`, `mine=true`, `sortField`, `sortOrder`…; no paging, at most 10 000 outages): one row per outage with its addresses, Warsaw times, voltage, task number, recipient, status, creator and works.',
    spec: 'Staff spec §2.9, §2.10, §7 (GET /api/planned-outage/report)',
  },
  announcement: {
    summary: 'Downloads the printable notice of a planned outage (.docx)',
    description: 'The notice to post on a building: the addresses, the Warsaw date and hours, the hotline and the outage number. A deleted outage answers 400.',
    spec: 'Staff spec §2.9, §7 (GET /api/planned-outage/announcement/{id})',
  },
});

/** Operation docs of public/public-planned-outages.controller.ts. */
export const PUBLIC_PLANNED_OUTAGE_DOCS = apiDocs({
  search: {
    summary: 'Searches the public list of planned outages',
    description:
      "Accepted, not deleted outages that have not ended, one page, with their addresses grouped by street. Criteria: `address` (text anywhere, case and diacritics ignored), `start` (the spec's 'planned start from': a date or a date-time naming a Warsaw day) and `outageStart` (an instant); `page` with `sortField` `outageStart`, `outageEnd`, `start` or `end`.",
    spec: 'Public spec §2 (public planned outages list), §3, §7 (POST /public/api/planned-outage/search/compressed-report)',
  },
  count: {
    summary: 'Counts the public planned outages matching the criteria',
    description: 'How many outages the same criteria as the public list find (`page` ignored), for paging.',
    spec: 'Public spec §7 (POST /public/api/planned-outage/search/compressed-report/count)',
  },
});
