// Every Polish UI text of the public site in one place (validation messages live in validation.ts).
// Texts quoted by the spec are kept verbatim; the spec section is noted where it fixes the wording.

export const texts = {
  appName: 'Portal awarii i wyłączeń',
  skipToContent: 'Przejdź do treści',
  redirecting: 'Przekierowanie…',
  loading: 'Ładowanie…',
  backHome: 'Wróć na stronę główną',

  menu: {
    label: 'Menu główne',
    toggle: 'Menu',
    map: 'Mapa',
    planned: 'Planowane wyłączenia',
    about: 'O portalu',
    faq: 'FAQ',
    privacyPolicy: 'Polityka prywatności',
    poll: 'Ankieta',
    documents: 'Dokumenty',
    notificationTerms: 'Regulamin powiadomień',
    smsInstruction: 'Instrukcja SMS',
    pdf: '(PDF)',
    account: 'Moje konto',
    settings: 'Ustawienia konta',
    addresses: 'Moje adresy',
    reports: 'Moje zgłoszenia',
    staffPanel: 'Panel pracownika',
    logout: 'Wyloguj',
    login: 'Zaloguj się',
  },

  footer: {
    hotlineIntro: 'W sytuacji zagrożenia życia lub zdrowia dzwoń:',
    hotline: '22 821 31 31',
    hotlineHref: 'tel:+48228213131',
    disclaimer:
      'Informacje o wyłączeniach mają charakter orientacyjny i mogą ulec zmianie. Planowane wyłączenie może zostać odwołane bez uprzedzenia.',
  },

  login: {
    title: 'Zaloguj się',
    pageTitle: 'Logowanie',
    close: 'Zamknij',
    loginLabel: 'E-mail',
    passwordLabel: 'Hasło',
    submit: 'Zaloguj się',
    submitting: 'Logowanie…',
    remindPassword: 'Nie pamiętasz hasła?',
    noAccount: 'Nie masz konta?',
    register: 'Zarejestruj się',
    // §4, §8
    success: 'Zalogowano pomyślnie',
    invalidCredentials: 'Niepoprawne dane logowania',
    blocked: 'Zbyt dużo prób logowania, konto zostało tymczasowo zablokowane.',
  },

  logout: {
    done: 'Zostałeś wylogowany z systemu',
  },

  session: {
    checking: 'Sprawdzanie sesji…',
  },

  map: {
    title: 'Mapa awarii i wyłączeń',
    comingSoon:
      'Mapa z awariami, planowanymi wyłączeniami i zgłoszeniami pojawi się tutaj wraz z funkcją mapy. Do tego czasu ta strona nie pokazuje żadnych danych.',
  },

  pages: {
    forbiddenTitle: 'Dostęp zabroniony',
    forbiddenCode: '401',
    forbiddenText: 'Nie masz dostępu do tej strony. Jeśli uważasz, że to pomyłka, skontaktuj się z administratorem systemu.',
    errorTitle: 'Błąd',
    errorCode: '500',
    errorText: 'Coś poszło nie tak. Spróbuj ponownie później, a jeśli błąd się powtarza, skontaktuj się z administratorem systemu.',
    notFoundTitle: 'Nie znaleziono strony',
    notFoundCode: '404',
    notFoundText: 'Strona o podanym adresie nie istnieje. Jeśli trafiłeś tu z linku w portalu, skontaktuj się z administratorem systemu.',
  },

  toast: {
    close: 'Zamknij powiadomienie',
    region: 'Powiadomienia',
  },
} as const;
