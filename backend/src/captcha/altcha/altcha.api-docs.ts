import { apiDocs } from '../../common/api-doc';

/** Operation docs of altcha-challenge.controller.ts. */
export const ALTCHA_DOCS = apiDocs({
  challenge: {
    summary: 'Gives a proof-of-work captcha challenge for a form',
    description:
      "A fresh, signed challenge for the form named in `action` (`POLL` or `REPORT`), valid 10 minutes, in the form the `altcha` widget expects; the solved payload goes into the form's `recaptchaToken`. Never cached. 404 when another captcha provider (reCAPTCHA) is configured.",
    spec: 'Public spec §7 (captcha service); docs/captcha.md',
  },
});
