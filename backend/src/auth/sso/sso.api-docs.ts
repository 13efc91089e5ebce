import { apiDocs } from '../../common/api-doc';

/** Operation docs of sso.controller.ts. */
export const SSO_DOCS = apiDocs({
  options: {
    summary: 'Tells what the staff sign-in page offers',
    description:
      'Whether single sign-on through the operator’s OpenID provider is configured, the provider’s name for the button „Zaloguj przez …”, and whether staff may still sign in with a password (`OIDC_STAFF_PASSWORDS`).',
    spec: 'docs/security.md "Single sign-on"',
    access: 'anyone',
  },
  begin: {
    summary: 'Starts a staff sign-in through the OpenID provider',
    description:
      'A browser navigation: answers 302 to the provider’s authorization address (authorization code with PKCE S256, `state` and `nonce`) and keeps the state, nonce and code verifier in a signed, httpOnly cookie for 10 minutes (path /api/sso). 404 when single sign-on is not configured, 503 when the provider cannot be reached.',
    spec: 'docs/security.md "Single sign-on"',
    access: 'anyone',
  },
  callback: {
    summary: 'Receives the OpenID provider’s answer',
    description:
      'The provider sends the browser back here. The code is exchanged with the verifier, the ID token checked (signature, issuer, audience, expiry, nonce) and the person matched by e-mail to a staff user whose role comes from the mapped group (`OIDC_ROLE_MAP`); then 303 to the back office (`/login?sso=1`) with a one-minute httpOnly cookie that POST /api/sso/session turns into the session. Every refusal answers 4xx with a Polish message (an HTML page to a browser, the error shape to a client asking for JSON) and issues nothing; refusals and successes are in the audit trail.',
    spec: 'docs/security.md "Single sign-on"',
    access: 'anyone (with the state cookie of a sign-in begun in the same browser)',
  },
  session: {
    summary: 'Collects the session of a single sign-on',
    description:
      'The back office calls this after the callback: the handoff cookie (one minute, httpOnly, path /api/sso) is exchanged for the same answer as the password sign-in, and cleared. 401 when it is missing, expired, or the user was deleted or signed out since.',
    spec: 'docs/security.md "Single sign-on"',
    access: 'anyone (with the handoff cookie the callback set)',
  },
});
