import { apiDocs } from '../common/api-doc';

const MAIL_LIMIT = 'Limited per client address (`ACCOUNT_MAIL_RATE_LIMIT_PER_HOUR`, then 429).';
const RESET =
  'Takes the `resetPasswordToken` of the mailed link (valid 1 hour, single use) and a new password meeting the password rule. Answers `true`, revokes every token of the account and confirms an unconfirmed e-mail address. A bad, used or expired token answers 400.';

/** Operation docs of registration.controller.ts. */
export const REGISTRATION_DOCS = apiDocs({
  register: {
    summary: 'Registers a portal account',
    description: `Creates a PUBLIC account (name, e-mail, password meeting the password rule) and mails a confirmation link; the account signs in once confirmed. An e-mail that already has an account gets the same 201, in the same time: its owner is mailed a notice instead (at most one an hour), so the answer never tells which addresses have an account. ${MAIL_LIMIT}`,
    spec: 'Public spec §2 (account screens), §5, §7 (POST /public/api/register)',
  },
  confirm: {
    summary: 'Confirms the e-mail address of an account',
    description:
      'The token of the mailed link (valid 48 hours, single use, only for the address it was sent to). Answers `{ confirmed: true }`; a bad, used or expired token answers 400.',
    spec: 'Public spec §2, §7 (POST /public/api/email/confirm/{confirmEmailToken})',
  },
  publicRemind: {
    summary: 'Mails a password reset link (portal)',
    description: `Always 204 with the same body and timing, whether or not the address has an account (nothing to learn); the mail with a link valid 1 hour goes out after the answer, at most 3 an hour per account. ${MAIL_LIMIT}`,
    spec: 'Public spec §2, §7 (password reminder)',
  },
  publicReset: {
    summary: 'Sets a new password from a reset link (portal)',
    description: RESET,
    spec: 'Public spec §2, §5, §7 (password reset)',
  },
  staffRemind: {
    summary: 'Mails a password reset link (staff)',
    description: `As the portal reminder; the link leads to the back office's page for staff accounts. Always 204. ${MAIL_LIMIT}`,
    spec: 'Staff spec §7 (POST /api/user/password/remind)',
  },
  staffChange: {
    summary: 'Sets a new password from a reset link (staff)',
    description: RESET,
    spec: 'Staff spec §7 (POST /api/user/password/change)',
  },
});

/** Operation docs of AccountSettingsController, UnsubscribeController and StopEmailLinkController. */
export const ACCOUNT_DOCS = apiDocs({
  get: {
    summary: "Reads the signed-in user's settings",
    description: 'Data-processing consent, name, e-mail, phone and the e-mail and SMS notification consents.',
    spec: 'Public spec §2 (account settings), §3, §7 (GET /public/api/user/get)',
  },
  update: {
    summary: "Saves the signed-in user's settings",
    description:
      'The object read with get. Notification channels need the data-processing consent; the phone is 9 digits and required for SMS (400 with the field in `errors`). A changed e-mail used by another account answers 409; otherwise it is saved unconfirmed, every token is revoked, a confirmation link is mailed and the answer is `true` (the client signs out). `false`: saved, nothing more to do.',
    spec: 'Public spec §2, §5, §7 (POST /public/api/user/update)',
  },
  notification: {
    summary: 'Reads which notifications the user gets',
    description: '`notificationType`: the channels the user agreed to (e-mail, SMS, both or none).',
    spec: 'Public spec §7 (GET /public/api/user/notification)',
  },
  withdraw: {
    summary: 'Withdraws the consent to notifications',
    description: "The 'Zrezygnuj' button: switches e-mail and SMS notifications off (recorded as a consent withdrawal); the data-processing consent stays.",
    spec: 'Public spec §7 (POST /public/api/user/notification)',
  },
  anonymize: {
    summary: "Deletes the signed-in user's account",
    description:
      'Removes the personal data of the account as docs/accounts.md (Anonymization) describes, withdraws its consents and revokes every token. Cannot be undone.',
    spec: 'Public spec §2, §7 (POST /public/api/user/anonymize); docs/privacy-and-cookies.md',
  },
  myReports: {
    summary: "Lists the signed-in user's own failure reports",
    description:
      'Reports sent while signed in to this account (never one sent without signing in, whatever e-mail it carries), newest first by default. Criteria: `reportDate` (a Warsaw day), `sortField`, `sortOrder`, `page`. Answers `{ items, total }`.',
    spec: 'Public spec §2 (my reports), §7 (POST /public/api/user/reports)',
  },
  unsubscribe: {
    summary: 'Stops e-mail notifications from a mailed link',
    description:
      'The value of the stop link in every alert mail. Switches e-mail notifications off (200, also for a link already used); an unknown value answers 404.',
    spec: 'Public spec §7 (GET /public/api/unsubscribe/{hash})',
  },
  send: {
    summary: 'Mails a user the link to stop e-mail notifications',
    description:
      "The envelope button of the users list. 200: the mail with the stop link was sent; 204: the user's e-mail notifications are already off (nothing sent). 503 when the mail server refused the mail.",
    spec: 'Staff spec §2.5, §7, §8 (POST /api/user/email/unsubscribe/{id})',
  },
});

/** Operation docs of watched-addresses.controller.ts. */
export const WATCHED_ADDRESS_DOCS = apiDocs({
  list: {
    summary: "Lists the signed-in user's addresses",
    description: "'Moje adresy': the addresses the user gets outage notifications for, each with its active flag.",
    spec: 'Public spec §2 (my addresses), §7 (GET /public/api/user/address)',
  },
  add: {
    summary: 'Adds an address to notify about',
    description:
      "`confirmed` must be `true` (the user declares to be the electricity customer there). The server geocodes the address and refuses it with 400 'Adres nieobsługiwany' outside every service area or on the excepted list; an address not found answers 400 (`errors.houseNumber`); the same address twice 409; at most 20 per account.",
    spec: 'Public spec §2, §5, §7 (POST /public/api/user/address)',
  },
  remove: {
    summary: "Removes one of the user's addresses",
    description: "The address id in the query (`id`). Another user's address answers 404, as a missing one.",
    spec: 'Public spec §7 (DELETE /public/api/user/address)',
  },
  setStatus: {
    summary: 'Switches notifications for one address on or off',
    description: "`enabled=true` or `enabled=false` in the query. Answers the address. Another user's address answers 404.",
    spec: 'Public spec §7 (POST /public/api/user/address/status/{id})',
  },
});
