import { apiDocs } from '../common/api-doc';

/** Operation docs of notifications.controller.ts (docs/notifications.md). */
export const NOTIFICATION_DOCS = apiDocs({
  search: {
    summary: 'Lists alerts sent to portal users, with their delivery state',
    description:
      'Alerts about outages at watched addresses, newest first, filtered by `userId`, `event`, `status` and `channel`, paged by `limit` and `offset`: `{ items, total }`, each with the event, channel, recipient, text and delivery state.',
    spec: 'docs/notifications.md (an addition: the specs do not say when alerts are sent)',
  },
});
