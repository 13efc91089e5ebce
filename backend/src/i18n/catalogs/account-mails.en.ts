/** The account mails in English (account-mails.pl.ts holds the source and the ids). */
export const ACCOUNT_MAILS_EN: Readonly<Record<string, string>> = {
  'accountMail.greeting': 'Hello,',
  'accountMail.greetingNamed': 'Hello {name},',
  'accountMail.regards': 'Kind regards,',
  'accountMail.automatic': 'This message was sent automatically; please do not reply to it.',
  'accountMail.buttonFallback': 'If the button does not work, copy this address into your browser:',
  'accountMail.notYou': 'If this was not you, you can ignore this message.',
  'accountMail.confirmEmail.subject': 'Confirm your e-mail address – Outage portal',
  'accountMail.confirmEmail.thanks': 'Thank you for creating an account on the outage portal ({operator}).',
  'accountMail.confirmEmail.open': 'To be able to sign in, confirm your e-mail address by opening the link below (valid for {hours} hours):',
  'accountMail.confirmEmail.link': 'Confirm your e-mail address',
  'accountMail.confirmEmail.inactive': 'An account without a confirmed address stays inactive.',
  'accountMail.passwordReset.subject': 'Password change – Outage portal',
  'accountMail.passwordReset.asked': 'We received a request to set a new password for your account on the outage portal.',
  'accountMail.passwordReset.open': 'To set a new password, open the link below (valid for {hours} hour and only once):',
  'accountMail.passwordReset.link': 'Set a new password',
  'accountMail.passwordReset.unchanged': 'Your current password stays the same.',
};
