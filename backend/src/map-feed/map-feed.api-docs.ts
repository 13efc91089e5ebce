import { apiDocs } from '../common/api-doc';

const FEED =
  'Served from an in-memory snapshot (docs/map-feeds.md): send the ETag you have in `If-None-Match` to get 304 without a body; `Accept-Encoding` br or gzip gets compressed bytes; `Cache-Control: public, max-age=15`. Never throttled. Each item has its area (an open ring, `[]` when only a point is known), marker position, circle, affected addresses count, recent reports count, description and times.';

/** Operation docs of map-feed.controller.ts. */
export const MAP_FEED_DOCS = apiDocs({
  extensive: {
    summary: 'Extensive-outage areas for the public map',
    description: `Areas of extensive outages (a storm, a substation) that have not ended. ${FEED}`,
    spec: 'Public spec §2 (map), §3, §7 (GET /public/api/call-net/failures-extensive)',
  },
  failuresHv: {
    summary: 'High-voltage failures for the public map',
    description: `Confirmed failures of voltage class HV that have not ended. ${FEED}`,
    spec: 'Public spec §2 (map), §3, §7 (GET /public/api/call-net/failures-hv)',
  },
  failuresLv: {
    summary: 'Low-voltage failures for the public map',
    description: `Confirmed failures of voltage class LV that have not ended. ${FEED}`,
    spec: 'Public spec §2 (map), §3, §7 (GET /public/api/call-net/failures-lv)',
  },
  reports: {
    summary: 'Recent user reports for the public map',
    description:
      'User reports of the last `timePeriod` (whole hours `PT1H` to `PT24H`; anything else 400), each with its point, address, source and time. Served from the snapshot with ETag/304 and compression like the other feeds.',
    spec: 'Public spec §2 (map), §3, §7 (GET /public/api/call-net/reports)',
  },
  plannedAll: {
    summary: 'Planned outages for the public map',
    description: `Accepted, not deleted planned outages that have not ended; the area is the convex hull of the addresses. ${FEED}`,
    spec: 'Public spec §2 (map), §3, §7 (GET /public/api/planned-outage/get/all)',
  },
  plannedMapSearch: {
    summary: 'Planned outages in progress at a moment',
    description:
      "The map's search: `status: 'ACTIVE'` (the only value) and an optional `includedDate` (an instant, default now) → the public planned outages in progress then. Answered from the snapshot, compressed, with an ETag.",
    spec: 'Public spec §2 (map), §7 (map search, POST /public/api/planned-outage/search/map)',
  },
});
