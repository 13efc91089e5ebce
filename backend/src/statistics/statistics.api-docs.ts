import { apiDocs } from '../common/api-doc';

const MONTH =
  '`month` is a Warsaw calendar month `YYYY-MM` (default: the last full one); a malformed month, one before 2000-01 or one not yet begun answers 400 with a Polish message.';

/** Operation docs of statistics.controller.ts (docs/statistics.md). */
export const STATISTICS_DOCS = apiDocs({
  get: {
    summary: "Reads the public scoreboard's figures for a month",
    description: `From the recorded history only: the failures that ended in the month against their first estimated end (before it, within 30 minutes, later, the median error, how many had none); the published planned outages whose announced end falls in the month by their outcome against the announced hours (cancelled, as planned, shortened, extended — the one rule plannedOutcome with its tolerance — or without a recorded end yet); and how many watched addresses passed each legal limit in the month's year, up to the month's end (counts from 1 to 4 withheld). No sign-in. ${MONTH}`,
    spec: 'docs/statistics.md (issue #28)',
  },
  csv: {
    summary: "Downloads the public scoreboard's figures for a month as CSV",
    description: `The same figures, one per row: UTF-8 with a BOM, \`;\` between fields, CRLF, a decimal comma (Polish Excel). ${MONTH}`,
    spec: 'docs/statistics.md (issue #28)',
  },
});
