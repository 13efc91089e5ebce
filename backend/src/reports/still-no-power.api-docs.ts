import { apiDocs } from '../common/api-doc';

/** Operation docs of still-no-power.controller.ts (docs/reports.md "After restoration"). */
export const STILL_NO_POWER_DOCS = apiDocs({
  answer: {
    summary: '"Nadal nie mam prądu": records a report at a watched address after its failure ended',
    description:
      'The page behind the "Nadal nie mam prądu" link of the question "Czy masz już prąd?" (sent with a failure\'s "power is back" alert to the people told it began) sends the link\'s `token` once the person confirms. One report is recorded at their watched address, under their account\'s name and contact, flagged `afterRestoration` (to staff: a possible nested outage), and shown on the map like any other. No sign-in: the signed link is the proof. The link works once and for 24 hours. Refusals: a token that does not match the id 403, an unknown question or an account removed since 404, a link already used 409, a link older than 24 hours 410.',
    spec: 'docs/reports.md "After restoration", docs/notifications.md "Is your power back?"',
  },
});
