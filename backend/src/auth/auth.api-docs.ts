import { apiDocs } from '../common/api-doc';

const LOGIN = `Checks the login (e-mail) and password and answers a signed token (JWT) with the user's id, role, name, area, e-mail and phone. When the person has a second factor, or their staff role requires one (\`STAFF_SECOND_FACTOR_REQUIRED_ROLES\`), it answers instead \`{ secondFactor, challengeToken, expiresInSeconds }\`: no session, only a token for the second-factor routes. Send the token as \`Authorization: Bearer <token>\`; it lasts \`JWT_TTL_SECONDS\` and is revoked by logout, a password change or a role change.

A wrong login or password answers 401 with the same message either way. After repeated failures for one login from one address (\`LOGIN_MAX_FAILURES\` within \`LOGIN_WINDOW_MINUTES\`) that pair is locked for \`LOGIN_LOCK_MINUTES\` and the call answers 503 (docs/security.md).`;

/** Operation docs of auth.controller.ts. */
export const AUTH_DOCS = apiDocs({
  staffLogin: {
    summary: 'Signs a staff member in',
    description: `${LOGIN}\n\nAny role may sign in here; the back office lets in only staff roles.`,
    spec: 'Staff spec §2.3, §4.4, §7 (POST /api/login)',
  },
  publicLogin: {
    summary: 'Signs a portal user in',
    description: `${LOGIN}\n\nA portal account signs in only after its e-mail address is confirmed: with the right password an unconfirmed account answers 403.`,
    spec: 'Public spec §2 (account screens), §7 (POST /public/api/login)',
  },
  secondFactor: {
    summary: 'Completes a sign-in with the second factor',
    description:
      "Takes the `challengeToken` a right password answered (`secondFactor: 'verify'`) and a six-digit code of the authenticator app (within one 30-second step of now, each code once) or one unused recovery code (used up by this). Answers the session as the sign-in does. A wrong code answers 401 and counts in the sign-in lockout like a wrong password; an expired or revoked challenge answers 401 'Logowanie wygasło. Zaloguj się ponownie hasłem.'",
    spec: 'docs/security.md "Second factor"',
  },
  beginEnrolment: {
    summary: 'Starts enrolling an authenticator app',
    description:
      'Only with a challenge of the `enrol` stage (the role requires a second factor and the person has none). Answers a new secret, its otpauth:// address and QR code, and ten recovery codes — shown this once. Asking again before confirming replaces them.',
    spec: 'docs/security.md "Second factor"',
  },
  confirmEnrolment: {
    summary: 'Confirms the enrolment with a first code',
    description:
      'The first code of the new authenticator app confirms the enrolment and signs the person in (the session answer). Wrong codes count in the sign-in lockout.',
    spec: 'docs/security.md "Second factor"',
  },
  passkeyOptions: {
    summary: 'Starts the second step with a passkey',
    description:
      "Takes the `challengeToken` of the `verify` stage and answers the options for the browser's `navigator.credentials.get()` (as `@simplewebauthn/browser` takes them): a new challenge, kept by the server for two minutes and answered once, and the person's passkeys. A person without passkeys gets 400.",
    spec: 'docs/security.md "Passkeys"',
  },
  passkey: {
    summary: 'Completes a sign-in with a passkey',
    description:
      "Takes the `challengeToken` of the `verify` stage and the browser's assertion. Checked against the challenge the server gave (once, within two minutes), the configured origin and RP ID (`WEBAUTHN_ORIGIN`, `WEBAUTHN_RP_ID`), one of this person's passkeys and its signature counter. Answers the session as the sign-in does. A failed assertion answers 401 with a Polish message and counts in the sign-in lockout like a wrong password.",
    spec: 'docs/security.md "Passkeys"',
  },
  beginPasskeyEnrolment: {
    summary: 'Starts enrolling a passkey at the sign-in',
    description:
      "Only with a challenge of the `enrol` stage (the role requires a second factor and the person has none): the options for the browser's `navigator.credentials.create()`. 409 once the person has a factor.",
    spec: 'docs/security.md "Passkeys"',
  },
  completePasskeyEnrolment: {
    summary: 'Completes the enrolment with a new passkey',
    description:
      'The new passkey (its attestation checked like an assertion: challenge, origin, RP ID) and its name; stored, it completes the enrolment and signs the person in. Failures count in the sign-in lockout.',
    spec: 'docs/security.md "Passkeys"',
  },
  ownPasskeys: {
    summary: "Lists the signed-in staff member's passkeys",
    description: 'Name, when added, when last used, whether synced by the platform. A portal account gets 403.',
    spec: 'docs/security.md "Passkeys"',
  },
  beginOwnPasskey: {
    summary: 'Starts adding a passkey',
    description:
      "For a signed-in staff member: the options for the browser's `navigator.credentials.create()`, the person's passkeys excluded. From the first passkey on, every sign-in asks for the second step.",
    spec: 'docs/security.md "Passkeys"',
  },
  addOwnPasskey: {
    summary: 'Adds a passkey',
    description:
      "Checks the browser's answer (challenge once and within two minutes, origin, RP ID) and stores the passkey under the given name (201). A refused answer gets 400 with the reason.",
    spec: 'docs/security.md "Passkeys"',
  },
  removeOwnPasskey: {
    summary: 'Removes a passkey',
    description:
      "Removes one of the signed-in person's passkeys (204). 409 when it is the last second factor of a role that requires one; 404 for a passkey that is not theirs.",
    spec: 'docs/security.md "Passkeys"',
  },
  beginOwnEnrolment: {
    summary: 'Starts enrolling an authenticator app by choice',
    description:
      'For a signed-in staff member whose role does not require a second factor: answers a new secret, its otpauth:// address and QR code, and ten recovery codes, shown this once. After the confirmation every sign-in of the person asks for a code. A portal account gets 403.',
    spec: 'docs/security.md "Second factor"',
  },
  confirmOwnEnrolment: {
    summary: 'Confirms an enrolment by choice with a first code',
    description: 'The first code of the new authenticator app turns the second factor on (204). Wrong codes answer 401 and count in the sign-in lockout.',
    spec: 'docs/security.md "Second factor"',
  },
  secondFactorStatus: {
    summary: "Shows a person's second factor",
    description:
      'Whether the person has enrolled an authenticator app or passkeys (and how many), whether their role requires one, whether the account is a demo account exempt from it, and how many recovery codes are left.',
    spec: 'docs/security.md "Second factor"',
  },
  resetSecondFactor: {
    summary: "Resets a person's second factor",
    description:
      "Removes the person's authenticator app, recovery codes and every passkey (a lost phone or key) and revokes their sessions; at the next sign-in a required role enrols again. Recorded in the audit trail (`auth.second-factor.reset`). Answers the new status.",
    spec: 'docs/security.md "Second factor"',
  },
  isTokenValid: {
    summary: 'Checks that a token is still valid',
    description:
      'Answers `{ valid: true }` for a valid, unrevoked token; anything else gets 401, on which both front ends drop the token and show the sign-in screen.',
    spec: 'Staff spec §4.5, §7; public spec §7 (session check)',
  },
  changePassword: {
    summary: "Changes the signed-in user's password",
    description:
      'Takes the current password and a new one that meets the password rule. On success answers `true` and revokes every token of the user, so the front end signs the user out and they sign in with the new password.',
    spec: 'Public spec §4, §5, §7 (POST /public/api/user/password/change)',
  },
  logout: {
    summary: 'Signs out everywhere',
    description: 'Revokes every token of the signed-in user (all devices); answers 204 without a body.',
    spec: 'docs/security.md (token revocation); the specs drop the token on the client only',
  },
});
