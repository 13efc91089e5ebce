import { apiDocs } from '../common/api-doc';

/** Operation docs of report-follow-up.controller.ts (docs/reports.md "We already know"). */
export const REPORT_FOLLOW_UP_DOCS = apiDocs({
  subscribe: {
    summary: 'Asks to be told when power is back at a reported place',
    description:
      "\"Powiadom mnie, gdy prąd wróci\" at the end of the report wizard. `token` is the report answer's `followUpToken` (a report stored by this client inside a known outage); `email` and `sms` choose the channels, always to the contact given in the report; SMS only when the report was sent signed in and its phone is the account's own number (otherwise SMS is left out of `channels`, or 400 when it was the only channel asked for); `consent: true` records the reporter's consent to this one message. The outage is found again at the report's point, from the map's snapshot. When that outage ends (a failure or extensive outage ended through the integration API; a planned outage at its end time, within 5 minutes), one message per channel goes out through the alerts outbox — at most once, whatever retries or instances. No account is needed for e-mail. A recipient (an e-mail address, a phone number) gets at most one follow-up per outage and three a day, however many reports carry it. Asking again adds nothing. The follow-up and its messages are removed with the report's personal data (`REPORT_PERSONAL_DATA_DAYS`) or by the stop link in the message. Refusals: a wrong token 403, no channel or no consent 400, a report without its contact data 404, no outage known at the report's point any more 409, more than `ACCOUNT_MAIL_RATE_LIMIT_PER_HOUR` calls an hour from one client 429.",
    spec: 'Issue 18 ("we already know" at the end of the wizard); docs/reports.md, docs/notifications.md',
  },
  stop: {
    summary: "Cancels a report's follow-up (the stop link of its message)",
    description:
      "The page behind the link in the follow-up's e-mail sends the link's `token` (another token than the report's answer carries). The report's follow-ups and their messages not yet sent are removed; 204 also when nothing was left. A wrong token 403.",
    spec: 'Issue 18; docs/reports.md, docs/privacy-and-cookies.md',
  },
});
