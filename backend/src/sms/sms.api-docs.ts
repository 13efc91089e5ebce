import { apiDocs } from '../common/api-doc';

/** Operation docs of sms.controller.ts (docs/sms.md). */
export const SMS_DOCS = apiDocs({
  testSms: {
    summary: "Sends a test SMS to the administrator's own phone",
    description:
      "Sends a short text to the phone of the signed-in administrator's account: `SENT` through the configured gateway, or `LOGGED` into the outbox when no gateway is configured. 400 when the account has no phone or the gateway refuses the number; 503 when the gateway cannot be reached, times out or is misconfigured.",
    spec: 'Staff spec §7 (POST /test-sms)',
  },
  outbox: {
    summary: 'Lists the latest SMS messages',
    description: "What was sent, logged or failed, newest first, at most `limit`, with the gateway's answer or error.",
    spec: 'docs/sms.md (SMS outbox)',
  },
});
