import { apiDocs } from '../common/api-doc';

const OWN = "Another account's address, or a missing one, answers 404 alike.";

/** Operation docs of calendar.controller.ts. */
export const CALENDAR_LINK_DOCS = apiDocs({
  get: {
    summary: 'Tells whether the watched address has a calendar link',
    description: `Answers \`active\`; the link itself is never shown again (only a hash of its token is kept). ${OWN}`,
    spec: 'docs/calendar.md (an addition to public spec §3 "Moje adresy")',
  },
  create: {
    summary: 'Creates a calendar link for the watched address',
    description: `Answers the https:// and webcal:// URL of the address's .ics calendar with a new unguessable token; a previous link of the address stops working. ${OWN}`,
    spec: 'docs/calendar.md',
  },
  revoke: {
    summary: "Revokes the watched address's calendar link",
    description: `The link's URL answers 404 from now on; creating a link again gives a new token. ${OWN}`,
    spec: 'docs/calendar.md',
  },
});

export const CALENDAR_FEED_DOCS = apiDocs({
  feed: {
    summary: 'Serves the iCalendar of one watched address',
    description:
      'RFC 5545 `text/calendar` of the published planned outages at the address, from 30 days back on: one event per outage (UID `planned-<id>@<host>`), SEQUENCE raised on every change of hours or addresses, STATUS:CANCELLED for a withdrawn outage. `Cache-Control: private, max-age=300`. An unknown, malformed or revoked token answers 404.',
    spec: 'docs/calendar.md',
    access: 'Anyone with the URL: the token in the path is the key.',
  },
});
