import { apiDocs } from '../common/api-doc';

const SERVED =
  "Prepared from the public map's in-memory snapshot whenever it changes (docs/open-data.md): send the ETag you have in `If-None-Match` to get 304 without a body; `Accept-Encoding` br or gzip gets compressed bytes; `Cache-Control: public, max-age=15`; `Access-Control-Allow-Origin: *`. Licence CC BY 4.0 with attribution to the operator. Version 1: fields are only added within it.";

/** Operation docs of open-data.controller.ts. */
export const OPEN_DATA_DOCS = apiDocs({
  outages: {
    summary: 'Every outage the public map shows, as GeoJSON',
    description: `One RFC 7946 FeatureCollection (WGS 84, 5 decimals): confirmed failures (a point with \`radiusM\`, or a polygon), extensive failures and accepted planned outages that have not ended (their hull when it has area, else their points, with their addresses). Each feature has a stable \`id\` (\`failure-123\`, \`planned-45\`), \`kind\`, \`start\`, \`estimatedEnd\`, \`cause\`, \`description\`, \`addressesCount\`, \`reportsCount\`, \`lastChange\`; the collection has \`generatedAt\`, \`version\` and \`license\`. ${SERVED}`,
    spec: 'docs/open-data.md (issue 17)',
  },
  planned: {
    summary: 'Planned outages as an Atom feed',
    description: `Atom 1.0 (RFC 4287): one entry per accepted planned outage that has not ended, its id a tag: URI that stays through every change, a Polish title with the place and time, a summary with the addresses, a link to the public map. An outage deleted, rejected or ended before its end stays for 24 h as an entry titled "Odwołane". ${SERVED}`,
    spec: 'docs/open-data.md (issue 17)',
  },
  alerts: {
    summary: 'Current CAP 1.2 alerts (extensive failures, large planned outages)',
    description: `An Atom feed whose entries each carry one OASIS CAP 1.2 \`<alert>\`: extensive failures and planned outages of more than OPEN_DATA_CAP_MIN_ADDRESSES addresses, with \`<area>\` polygons or circles. A change is an \`Update\` and the end or cancellation a \`Cancel\`, each \`<references>\`-ing the message it replaces; a Cancel stays for 24 h. ${SERVED}`,
    spec: 'docs/open-data.md (issue 17)',
  },
  preflight: {
    summary: 'CORS preflight for the open-data feeds',
    description: "Answers a browser's preflight with 204: any origin may GET or HEAD the feeds, sending `If-None-Match`. Not needed for simple GETs.",
    spec: 'docs/open-data.md (issue 17)',
  },
});
