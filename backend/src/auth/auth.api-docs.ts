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
      'Whether the person has enrolled an authenticator app, whether their role requires one, whether the account is a demo account exempt from it, and how many recovery codes are left.',
    spec: 'docs/security.md "Second factor"',
  },
  resetSecondFactor: {
    summary: "Resets a person's second factor",
    description:
      "Removes the person's authenticator app and recovery codes (a lost phone) and revokes their sessions; at the next sign-in a required role enrols again. Recorded in the audit trail (`auth.second-factor.reset`). Answers the new status.",
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
