import { apiDocs } from '../../common/api-doc';

/** Operation docs of address-status.controller.ts. */
export const ADDRESS_STATUS_DOCS = apiDocs({
  status: {
    summary: 'What affects an address or a point now, and the planned outages coming to it',
    description: [
      "The public map's address card. `lat` and `lng` (plain decimals, each once, inside Poland) name the point; `street` and `houseNumber` (optional, together) name the address, so a planned outage that lists it is found even when the point lies outside its drawn area (the same normalised key as watched addresses: street types, case, diacritics and spacing set aside; the flat after '/' optional).",
      '`now` lists what covers the point: confirmed failures and extensive areas whose area or circle holds it, planned outages in progress that list the address or whose area holds it, and — only when none of those — the user reports of the last 24 h within 150 m as one `REPORTS` entry. `upcoming` lists the planned outages that start within 14 days. Each entry has its start, end (null when unknown), cause or works description, the number of reports of the last 24 h and when it last changed.',
      "Answered from the map feeds' in-memory snapshot (no database query), rounded to five decimals and cached per point until the next rebuild (at most 10 s): send the ETag you have in `If-None-Match` to get 304; `Accept-Encoding` br or gzip gets compressed bytes; `Cache-Control: public, max-age=15`. Never throttled.",
    ].join('\n\n'),
    spec: 'docs/map.md "Address card" (issue 16); public spec §2 (map), §3',
  },
});
