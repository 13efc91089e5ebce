/**
 * The account mails a resident gets in the account's language (mail/templates/mail-templates.ts): the frame every mail
 * shares, the confirmation of a new account's address or of a changed one, the password reset, the notice to the old
 * address after a change, the mail to the owner of an address someone tried to register again, the goodbye after
 * deleting the account and the link that turns e-mail alerts off. The source; the ids are the area's.
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
  'accountMail.emailChange.subject': 'Potwierdź nowy adres e-mail – Portal awarii i wyłączeń',
  'accountMail.emailChange.given': 'Ten adres e-mail został podany w ustawieniach konta w Portalu awarii i wyłączeń.',
  'accountMail.emailChange.open': 'Aby ponownie móc się zalogować, potwierdź go, otwierając poniższy link (ważny {hours} godziny):',
  'accountMail.emailChange.link': 'Potwierdź nowy adres e-mail',
  'accountMail.emailChangedNotice.subject': 'Zmieniono adres e-mail konta – Portal awarii i wyłączeń',
  'accountMail.emailChangedNotice.changed':
    'Adres e-mail Twojego konta w Portalu awarii i wyłączeń został zmieniony na {email}. Na ten adres nie będziemy już wysyłać wiadomości.',
  'accountMail.emailChangedNotice.notYou': 'Jeśli to nie Ty zmieniłeś adres, niezwłocznie skontaktuj się z {operator}.',
  'accountMail.registrationAttempt.subject': 'Próba założenia konta na Twój adres – Portal awarii i wyłączeń',
  'accountMail.registrationAttempt.tried':
    'Ktoś próbował założyć konto w Portalu awarii i wyłączeń, podając ten adres e-mail. Masz już konto z tym adresem, więc nowego konta nie utworzyliśmy, a Twoje pozostaje bez zmian.',
  'accountMail.registrationAttempt.signIn': 'Jeśli to Ty, zaloguj się na swoje konto:',
  'accountMail.registrationAttempt.link': 'Zaloguj się',
  'accountMail.registrationAttempt.remind': 'Jeśli nie pamiętasz hasła, ustaw nowe na stronie:',
  'accountMail.registrationAttempt.safe': 'Nikt nie uzyskał dostępu do Twojego konta.',
  'accountMail.accountDeleted.subject': 'Konto zostało usunięte – Portal awarii i wyłączeń',
  'accountMail.accountDeleted.deleted': 'Twoje konto w Portalu awarii i wyłączeń zostało usunięte.',
  'accountMail.accountDeleted.data':
    'Usunęliśmy Twoje imię i nazwisko, adres e-mail, numer telefonu oraz obserwowane adresy. Wysłane zgłoszenia awarii pozostają bez danych osobowych.',
  'accountMail.accountDeleted.noAlerts': 'Nie będziesz już otrzymywać powiadomień. W każdej chwili możesz założyć nowe konto.',
  'accountMail.stopEmail.subject': 'Wyłączenie powiadomień e-mail – Portal awarii i wyłączeń',
  'accountMail.stopEmail.receiving': 'Otrzymujesz od nas powiadomienia e-mail o awariach i planowanych wyłączeniach pod obserwowanymi adresami.',
  'accountMail.stopEmail.open': 'Jeśli nie chcesz ich więcej otrzymywać, otwórz poniższy link i potwierdź rezygnację:',
  'accountMail.stopEmail.link': 'Wyłącz powiadomienia e-mail',
  'accountMail.stopEmail.again': 'Powiadomienia możesz ponownie włączyć w ustawieniach konta.',
};
