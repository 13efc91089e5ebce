import { apiDocs } from '../../common/api-doc';

/** Operation docs of integration.controller.ts (docs/integration.md). */
export const INTEGRATION_DOCS = apiDocs({
  upsert: {
    summary: 'Creates or replaces an outage by its external id',
    description:
      'The outage-management system sends a failure (`type: FAILURE`, `voltageClass` HV or LV) or an extensive-outage area (`EXTENSIVE`) as it is now, under its own id (1–64 of A–Z a–z 0–9 . _ : -). Either `area` (an open ring of at least 3 points) or `position` with `outageCircle`; optional address list and count, `start` (required), estimated `end`, `description`, `cause`. Coordinates must lie in Poland. A PUT on an existing id replaces its fields and opens an ended outage again. The map feeds show it within seconds; users watching an affected address are notified. Answers the stored outage with `created` true or false; a payload breaking any rule answers 400 and writes nothing.',
    spec: 'docs/integration.md (the outage-management system feeds the map of public spec §2, §3)',
  },
  get: {
    summary: 'Reads an outage by its external id',
    description: 'The outage as stored, ended ones too (with `endedAt`). An unknown id answers 404.',
    spec: 'docs/integration.md',
  },
  end: {
    summary: 'Ends an outage',
    description:
      'Optional body `{ endedAt }` (an instant, default now). The outage leaves the map feeds and stays stored; users told of it hear that power is back. Ending an ended outage changes nothing (safe to retry). An unknown id answers 404.',
    spec: 'docs/integration.md (end an outage)',
  },
  userReports: {
    summary: 'Reads user reports since a moment, in pages',
    description:
      'Reports submitted at or after `since` (an instant), in id order, at most `limit` (1–1000, default 100) per call. While `nextAfterId` is not null, call again with `afterId=nextAfterId`; ids only grow, so nothing is missed or repeated. Personal data removed by retention comes as null.',
    spec: 'docs/integration.md (user reports)',
  },
});
