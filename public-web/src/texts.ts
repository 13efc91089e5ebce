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
    outageHistory: 'Historia wyłączeń',
    reports: 'Moje zgłoszenia',
    staffPanel: 'Panel pracownika',
    logout: 'Wyloguj',
    login: 'Zaloguj się',
  },

  footer: {
    hotlineIntro: 'W sytuacji zagrożenia życia lub zdrowia dzwoń:',
    hotline: '22 821 31 31',
    hotlineHref: 'tel:+48228213131',
    disclaimer: 'Informacje o wyłączeniach mają charakter orientacyjny i mogą ulec zmianie. Planowane wyłączenie może zostać odwołane bez uprzedzenia.',
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
    // The server's 403 for an account whose e-mail is not confirmed yet (CONTRACT-accounts.md), shown as sent.
    unconfirmed: 'Adres e-mail nie został jeszcze potwierdzony. Kliknij link w wiadomości, którą wysłaliśmy.',
  },

  logout: {
    done: 'Zostałeś wylogowany z systemu',
  },

  session: {
    checking: 'Sprawdzanie sesji…',
  },

  /** The server's 503 when it cannot reach its database; the session is kept. Same text as the server's. */
  serviceUnavailable: 'Usługa chwilowo niedostępna. Spróbuj ponownie za chwilę.',

  map: {
    title: 'Mapa awarii i wyłączeń',
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

  // Spec §8 (verbatim); start and end are Polish long dates with time.
  maintenance: {
    banner: (start: string, end: string) =>
      `Od ${start} do ${end} planujemy prace serwisowe na Portalu planowanych wyłączeń i awarii. Serwis może być w tym czasie niedostępny. Przepraszamy za utrudnienia.`,
  },

  toast: {
    close: 'Zamknij powiadomienie',
    region: 'Powiadomienia',
  },

  // Spec §2, §4, §9: the cookie dialog blocks the page until a choice.
  consent: {
    title: 'Pliki cookies',
    intro:
      'Portal zapisuje w Twojej przeglądarce niewielkie pliki cookies. Niezbędne zapamiętują Twój wybór w tym oknie. Funkcjonalne zapamiętują, czy wypełniłeś ankietę lub odłożyłeś ją na później, abyśmy nie pytali zbyt często. Nie używamy cookies analitycznych ani reklamowych i nie przekazujemy danych innym firmom.',
    detailsSummary: 'Jakie pliki cookies zapisujemy?',
    necessaryName: 'Niezbędne',
    necessaryText: 'cookieConsent – Twój wybór w tym oknie; 1 rok (wszystkie) lub 90 dni (tylko niezbędne).',
    functionalName: 'Funkcjonalne (tylko po wybraniu „Akceptuję wszystkie”)',
    functionalText:
      'poll – czy wypełniłeś ankietę (1 rok) albo odłożyłeś ją na później (1 dzień) lub na stałe (90 dni); instantPoll – zaproszenie do ankiety po zgłoszeniu awarii (30 sekund).',
    policyLink: 'Polityka prywatności',
    policyPrefix: 'Więcej informacji:',
    current: (choice: 'all' | 'necessary') => `Twój obecny wybór: ${choice === 'all' ? 'wszystkie pliki cookies' : 'tylko niezbędne pliki cookies'}.`,
    acceptAll: 'Akceptuję wszystkie',
    necessaryOnly: 'Tylko niezbędne',
    close: 'Zamknij bez zmian',
    footerLink: 'Ustawienia cookies',
  },

  info: {
    title: 'Ważne informacje',
    hotlineIntro: 'W sytuacji zagrożenia życia lub zdrowia dzwoń pod numer',
    indicative:
      'Informacje o awariach i wyłączeniach prezentowane w portalu mają charakter orientacyjny i mogą ulec zmianie. Planowane wyłączenie może zostać odwołane bez uprzedzenia.',
    close: 'Zamknij ważne informacje',
    ok: 'Rozumiem',
  },

  // Spec §2 "Public planned outages list", §8 empty and loading texts.

  pager: {
    label: 'Strony wyników',
    rowsPerPage: 'Wierszy na stronie',
    range: (from: number, to: number, count: number) => `${from}–${to} z ${count}`,
    first: 'Pierwsza strona',
    previous: 'Poprzednia strona',
    next: 'Następna strona',
    last: 'Ostatnia strona',
  },

  about: { title: 'O portalu' },
  faq: { title: 'Najczęściej zadawane pytania' },
  openData: { title: 'Otwarte dane', footerLink: 'Otwarte dane' },
  statistics: { footerLink: 'Statystyki' },
  privacy: { title: 'Polityka prywatności' },
} as const;
