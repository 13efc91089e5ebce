import { apiDocs } from '../common/api-doc';

/** Operation docs of push.controller.ts. */
export const PUSH_DOCS = apiDocs({
  publicKey: {
    summary: "Reads the server's VAPID public key",
    description:
      "The `applicationServerKey` a browser passes to `pushManager.subscribe()` (RFC 8292), base64url. Generated at the server's first start and kept in the database; it changes only when an operator rotates it (docs/operations.md), after which every browser must subscribe again.",
    spec: 'docs/notifications.md "Push" (issue #17)',
  },
  list: {
    summary: "Lists the account's browsers subscribed to push alerts",
    description:
      'Newest first, at most 5: endpoint, a short browser label ("Chrome, Android") and when it was subscribed. The public site shows its push switch on when its own subscription is in the list (a browser the push service reported gone, or one dropped by \'Zrezygnuj\', is not).',
    spec: 'docs/notifications.md "Push" (issue #17)',
  },
  subscribe: {
    summary: 'Subscribes this browser to push alerts',
    description:
      "The body is the browser's `PushSubscription.toJSON()`. The endpoint must be an https address of a browser push service (`PUSH_SERVICE_HOSTS`) and the keys a P-256 public key and a 16-byte secret (400 with the field in `errors`); the account needs the data-processing consent (400). Subscribing the same browser again replaces its keys; a browser subscribed by another account moves to this one; an account keeps its newest 5 browsers. Push alerts then go to every watched address's events, like e-mail and SMS. 204.",
    spec: 'docs/notifications.md "Push" (issue #17)',
  },
  unsubscribe: {
    summary: 'Unsubscribes this browser from push alerts',
    description:
      "Removes the account's subscription with this endpoint; 204 also when there was none (the browser may have dropped it already). The last browser switched off records the push consent as withdrawn.",
    spec: 'docs/notifications.md "Push" (issue #17)',
  },
});
