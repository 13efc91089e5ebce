import { apiDocs } from '../common/api-doc';

const YEAR = '`year` is a Warsaw calendar year (default: the current one).';
const RECORD = "The portal's own record from the outages it published, not the operator's billing record.";

/** Operation docs of outage-history.controller.ts (docs/outage-history.md). */
export const OUTAGE_HISTORY_DOCS = apiDocs({
  history: {
    summary: "Reads the signed-in person's outage history for a year",
    description: `For every watched address: the interruptions that covered it since it was added (or since \`OUTAGE_HISTORY_SINCE\`, when earlier) — accepted planned outages whose address list names it, and failures and extensive failures (ended or running) whose area or circle contains its point — with start, end (null: still running), hours, kind and cause; and the year's planned and unplanned hours against the legal limits (35 h / 48 h a year, 16 h / 24 h one interruption). Overlapping interruptions count once; a running one counts until now. ${YEAR} ${RECORD}`,
    spec: 'docs/outage-history.md (issue #18)',
  },
  csv: {
    summary: "Exports one address's year as CSV",
    description: `UTF-8 with a BOM, \`;\` between fields, CRLF, Warsaw time, hours with a decimal comma (Polish Excel): the table, the year's totals and the notice. Another person's address answers 404. ${YEAR}`,
    spec: 'docs/outage-history.md (issue #18)',
  },
  pdf: {
    summary: "Exports one address's year as PDF",
    description: `A4 in Polish: the address, the table, the totals drawn as bars with the limit, the legal basis and, when a limit is passed, the discount. Another person's address answers 404. ${YEAR}`,
    spec: 'docs/outage-history.md (issue #18)',
  },
  report: {
    summary: 'Downloads the outage-history report of all watched addresses',
    description: `An .xlsx with two sheets: hours per district and month (sum, average and most per address; overlaps once) and how many addresses of each district passed each limit in the year. ${YEAR}`,
    spec: 'docs/outage-history.md (issue #18)',
  },
});
