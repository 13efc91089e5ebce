import { apiDocs } from '../common/api-doc';

const SPEC = 'docs/priority-customers.md (issue 18, "Odbiorcy wymagający szczególnej troski")';

/** Operation docs of priority-customers.controller.ts. */
export const PRIORITY_DOCS = apiDocs({
  mine: {
    summary: "Reads the account's priority-customer declarations and the consent text",
    description:
      'The consent text in force and its version (the client shows it and sends the version back with a declaration), the declarations of the account (watched address, equipment, when declared) and the history of the health-data consent, oldest first (given and withdrawn, with the text version and how). Health data: answered with `Cache-Control: no-store`.',
    spec: SPEC,
  },
  declare: {
    summary: 'Declares that someone at a watched address depends on electricity for health',
    description:
      "For one of the account's watched addresses: the equipment (`OXYGEN`, `DIALYSIS`, `VENTILATION`, `OTHER` with `equipmentNote`) and the explicit health-data consent (`healthDataConsent: true`, GDPR art. 9(2)(a)) to the text version in force (`consentVersion`). Without the consent, with an older text version or without a note for `OTHER`: 400 with the field in `errors`, and nothing is stored. Another account's or a missing address: 404. Declaring again for the same address replaces the equipment. Effect: alerts for that address go to e-mail and SMS whatever channels are chosen, planned outages are also announced 7 days ahead, and the call centre may call (docs/priority-customers.md). 201 with the declaration.",
    spec: SPEC,
  },
  withdraw: {
    summary: 'Withdraws the health-data consent for a watched address',
    description:
      'Deletes the declaration of that address at once and records the consent withdrawn (with its time) in the history. 404 when the address has no declaration of this account. 204.',
    spec: SPEC,
  },
  count: {
    summary: 'Counts the priority customers a planned outage affects',
    description:
      "How many declarations lie at the addresses of the planned outage's list (street and house number, as alerts match them), accounts not deleted. Only a number: no one's data. Shown in the back office's outage preview. 404 for an unknown outage.",
    spec: SPEC,
  },
  list: {
    summary: 'Lists the priority customers of a planned outage, to call them',
    description:
      "Name, phone (from the account), address and equipment of every declaration at the outage's addresses. Every call is recorded (who, when, which outage, how many people it showed) in the same transaction, and administrators see the record (`GET /api/priority-customers/access-log`). Health data: `Cache-Control: no-store`. 404 for an unknown outage.",
    spec: SPEC,
  },
  accessLog: {
    summary: 'Lists who opened the priority-customer lists',
    description:
      'Newest first: when, the staff member (id and name), the planned outage and how many people the list showed. Paged with `limit` (default 25, at most 100) and `offset`.',
    spec: SPEC,
  },
});
