import { apiDocs } from '../common/api-doc';

/** Operation docs of reports-gathered.controller.ts (docs/reports.md "We already know"). */
export const REPORTS_GATHERED_DOCS = apiDocs({
  count: {
    summary: 'Counts the residents’ reports an outage gathered',
    description:
      "For the staff previews of a planned outage or a failure: the reports of the last 24 h counted to it, the number the public map and the wizard's step 5 show — a planned outage's or extensive area's folded reports, and for a failure (which the map does not fold into) the reports inside its area or circle. `null` when the outage is not on the map (ended, not accepted, deleted). Answered from the map's in-memory snapshot, so it is at most a few seconds behind.",
    spec: 'Issue 18 ("the staff outage previews show how many reports each outage gathered"); docs/reports.md',
  },
});
