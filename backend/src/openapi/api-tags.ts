/**
 * The document's global tags, one per group of calls, in the order Swagger UI shows them. Every tag a controller
 * uses (@ApiTags) must be here: Spectral's operation-tag-defined rule and api-docs.spec.ts fail otherwise.
 */
export const API_TAGS: ReadonlyArray<{ name: string; description: string }> = [
  {
    name: 'auth',
    description: 'Signing in and out, token check and password change (staff spec §7, public spec §4). A token goes in `Authorization: Bearer …`.',
  },
  {
    name: 'accounts',
    description:
      'Portal users\' own accounts: registration, e-mail confirmation, password reminder, settings, watched addresses ("Moje adresy"), own reports, stopping e-mails (public spec §4, §7).',
  },
  {
    name: 'users',
    description:
      'Staff and portal user administration for administrators: search, create, edit, delete/restore, the .xlsx report and the stop-e-mail link (staff spec §2.5, §7).',
  },
  {
    name: 'planned-outages',
    description:
      'Planned outages in the back office: dispatchers create and edit them, accepters accept or reject, call-centre staff read; lists, Excel report, printable notice (staff spec §2, §6, §7).',
  },
  { name: 'public planned outages', description: 'The public list of accepted planned outages and its count (public spec §3, §7). No sign-in.' },
  {
    name: 'public map feeds',
    description:
      'What the public map draws: failures, extensive outages, planned outages and recent user reports, served from an in-memory snapshot with ETag/304 (public spec §7, docs/map-feeds.md). No sign-in.',
  },
  {
    name: 'open data',
    description:
      'Open, versioned outage data for anyone to build on: GeoJSON of the map, an Atom feed of planned outages, CAP 1.2 alerts; CC BY 4.0, CORS open (docs/open-data.md). No sign-in.',
  },
  {
    name: 'calendar',
    description:
      'The iCalendar (RFC 5545) subscription of one watched address: its planned outages, with updates and cancellations under a stable UID (docs/calendar.md). No sign-in: the token in the URL is the key.',
  },
  {
    name: 'call-net',
    description:
      'Reporting a power failure from the public site and the location checks behind the report wizard (public spec §5, §7, docs/reports.md). No sign-in needed.',
  },
  {
    name: 'integration (outage-management system)',
    description:
      'Machine-to-machine calls of the outage-management system: failures and extensive outages in, user reports out. Authenticated by `X-Api-Key` (docs/integration.md).',
  },
  { name: 'areas', description: 'Service areas (GeoJSON polygons) for staff: read, and upload by administrators (staff spec §7, docs/areas.md).' },
  { name: 'public areas', description: 'Service areas for the public site: all of them, and which one a point lies in (public spec §7). No sign-in.' },
  { name: 'geocoding', description: 'Addresses of the capital: suggestions while typing, text to point and point to address (docs/geocoding.md). No sign-in.' },
  { name: 'map', description: "The public map's tile layers, from the server's configuration (docs/map.md). No sign-in." },
  { name: 'config', description: 'Portal settings: read by every page of both front ends, edited by administrators (staff spec §7, docs/settings.md).' },
  { name: 'captcha', description: 'Proof-of-work challenges for the public forms when ALTCHA is the configured captcha (docs/captcha.md). No sign-in.' },
  { name: 'poll', description: "The satisfaction poll: public answers and the administrators' .xlsx of results (public spec §7, staff spec §7)." },
  {
    name: 'outage-history',
    description:
      "A portal user's outage history (\"Historia wyłączeń\"): each watched address's interruptions against the legal limits, CSV and PDF exports; and the administrators' .xlsx report per district and month (docs/outage-history.md).",
  },
  {
    name: 'statistics',
    description:
      'The public scoreboard ("Statystyki") for a month: failures against their first estimated end, planned outages against their announced hours, watched addresses over the legal limits (small counts withheld), as JSON and CSV (docs/statistics.md). No sign-in.',
  },
  {
    name: 'notifications',
    description: 'Alerts sent to portal users about outages at their addresses, with delivery state, for administrators (docs/notifications.md).',
  },
  {
    name: 'priority customers',
    description:
      'Priority customers ("Odbiorcy wymagający szczególnej troski"): a resident\'s health-data declarations with their own consent; counts per planned outage for accepters and the call centre, the list to call for the call centre (every opening recorded), the record of openings for administrators (docs/priority-customers.md).',
  },
  {
    name: 'audit',
    description:
      'The audit trail ("Dziennik zdarzeń") for administrators: staff actions and sign-ins, hash-chained and append-only (docs/security.md "Audit trail").',
  },
  { name: 'mail', description: 'The outgoing e-mail outbox for administrators (docs/mail.md).' },
  { name: 'sms', description: 'The test SMS and the SMS outbox for administrators (staff spec §7, docs/sms.md).' },
  { name: 'health', description: 'Liveness and database check for load balancers (docs/operations.md). No sign-in.' },
];
