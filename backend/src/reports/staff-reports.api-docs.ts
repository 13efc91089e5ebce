import { apiDocs } from '../common/api-doc';

/** Operation docs of staff-reports.controller.ts (docs/reports.md "After restoration"). */
export const STAFF_REPORTS_DOCS = apiDocs({
  list: {
    summary: "Residents' reports for staff, newest first, with the possible-nested-outage flag",
    description:
      'Every staff role. Each report with its place, time, type, description and `afterRestoration`: true for a report recorded by a "Nadal nie mam prądu" answer after a failure ended at a watched address — to a dispatcher, a possible nested outage. `afterRestoration=true` lists only those. The reporter\'s contact is not in this list (the integration API carries it to the operator\'s systems). 25 a page unless `limit` says otherwise.',
    spec: 'docs/reports.md "After restoration"',
  },
});
