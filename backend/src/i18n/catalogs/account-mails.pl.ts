/**
 * The account mails a resident gets in the account's language: the frame every mail shares, the confirmation of a new
 * account's address and the password reset (mail/templates/mail-templates.ts). The source; the ids are the area's.
 */
export const ACCOUNT_MAILS_PL: Readonly<Record<string, string>> = {
  'accountMail.greeting': 'Dzień dobry!',
  'accountMail.greetingNamed': 'Dzień dobry, {name}!',
  'accountMail.regards': 'Pozdrawiamy,',
  'accountMail.automatic': 'Ta wiadomość została wysłana automatycznie, prosimy na nią nie odpowiadać.',
  'accountMail.buttonFallback': 'Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:',
  'accountMail.notYou': 'Jeśli to nie Ty, zignoruj tę wiadomość.',
  'accountMail.confirmEmail.subject': 'Potwierdź adres e-mail – Portal awarii i wyłączeń',
  'accountMail.confirmEmail.thanks': 'Dziękujemy za założenie konta w Portalu awarii i wyłączeń ({operator}).',
  'accountMail.confirmEmail.open': 'Aby móc się zalogować, potwierdź swój adres e-mail, otwierając poniższy link (ważny {hours} godziny):',
  'accountMail.confirmEmail.link': 'Potwierdź adres e-mail',
  'accountMail.confirmEmail.inactive': 'Konto bez potwierdzonego adresu nie będzie aktywne.',
  'accountMail.passwordReset.subject': 'Zmiana hasła – Portal awarii i wyłączeń',
  'accountMail.passwordReset.asked': 'Otrzymaliśmy prośbę o ustawienie nowego hasła do Twojego konta w Portalu awarii i wyłączeń.',
  'accountMail.passwordReset.open': 'Aby ustawić nowe hasło, otwórz poniższy link (ważny {hours} godzinę, można go użyć raz):',
  'accountMail.passwordReset.link': 'Ustaw nowe hasło',
  'accountMail.passwordReset.unchanged': 'Twoje dotychczasowe hasło pozostaje bez zmian.',
};
