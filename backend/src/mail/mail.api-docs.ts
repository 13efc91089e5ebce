import { apiDocs } from '../common/api-doc';

/** Operation docs of mail-outbox.controller.ts (docs/mail.md). */
export const MAIL_DOCS = apiDocs({
  latest: {
    summary: 'Lists the latest outgoing e-mails',
    description:
      'What the portal mailed (account links, alerts) and whether it went out, newest first, at most `limit`: recipient, subject, kind, status and the error of a failed delivery.',
    spec: 'docs/mail.md (outbox)',
  },
});
