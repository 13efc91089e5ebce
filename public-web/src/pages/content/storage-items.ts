/**
 * Everything the public site keeps in the browser (cookies, local and session storage), for the privacy
 * policy. Keep in step with cookies/, consent/, survey/survey-cookies.ts, auth/session.ts, info/, offline/ and
 * docs/privacy-and-cookies.md.
 */
export interface StorageItem {
  name: string;
  where: 'cookie' | 'localStorage' | 'sessionStorage' | 'cacheStorage';
  kind: 'niezbędne' | 'funkcjonalne';
  purpose: string;
  lifetime: string;
}

export const STORAGE_ITEMS: readonly StorageItem[] = [
  {
    name: 'cookieConsent',
    where: 'cookie',
    kind: 'niezbędne',
    purpose: 'Twój wybór w oknie plików cookies („wszystkie” albo „tylko niezbędne”).',
    lifetime: '1 rok (wszystkie) albo 90 dni (tylko niezbędne)',
  },
  {
    name: 'lang',
    where: 'cookie',
    kind: 'niezbędne',
    purpose: 'Język portalu, który wybrałeś przełącznikiem języka (pl, uk albo en).',
    lifetime: '1 rok',
  },
  {
    name: 'poll',
    where: 'cookie',
    kind: 'funkcjonalne',
    purpose: 'Czy wypełniłeś ankietę (filled) albo odłożyłeś ją na później (later) lub na stałe (never) – żeby nie pytać zbyt często.',
    lifetime: 'filled: 1 rok, later: 1 dzień, never: 90 dni',
  },
  {
    name: 'instantPoll',
    where: 'cookie',
    kind: 'funkcjonalne',
    purpose: 'Zaproszenie do ankiety zaraz po zakończeniu zgłoszenia awarii; usuwane, gdy tylko zostanie odczytane.',
    lifetime: '30 sekund',
  },
  {
    name: 'token, userId, role, fullName, area, email, phone',
    where: 'localStorage',
    kind: 'niezbędne',
    purpose: 'Sesja zalogowanego użytkownika: znacznik logowania i dane pokazywane w menu konta.',
    lifetime: 'do wylogowania (znacznik logowania traci ważność po 8 godzinach)',
  },
  {
    name: 'language, copiedReport',
    where: 'localStorage',
    kind: 'niezbędne',
    purpose: 'Język interfejsu oraz dane zgłoszenia przenoszone między krokami formularza zgłoszenia.',
    lifetime: 'do usunięcia w przeglądarce',
  },
  {
    name: 'pendingReport',
    where: 'localStorage',
    kind: 'niezbędne',
    purpose:
      'Zgłoszenie awarii (adres, imię i nazwisko, telefon, e-mail, odpowiedzi), którego nie udało się wysłać z powodu braku połączenia z internetem – zapisane tylko na tym urządzeniu, żeby wysłać je, gdy połączenie wróci.',
    lifetime: 'do wysłania albo usunięcia przez Ciebie, najdłużej 1 doba',
  },
  {
    name: 'portal-app-…, portal-data-1',
    where: 'cacheStorage',
    kind: 'niezbędne',
    purpose:
      'Pliki strony i ostatnie dane mapy (awarie, wyłączenia, zgłoszenia bez danych osobowych) oraz karty 30 ostatnio sprawdzanych adresów (adres bez imienia i nazwiska), żeby portal otwierał się bez połączenia z internetem.',
    lifetime: 'do następnej wersji portalu (pliki) albo do usunięcia w przeglądarce (dane mapy)',
  },
  {
    name: 'infoSidebarShown',
    where: 'sessionStorage',
    kind: 'niezbędne',
    purpose: 'Że panel „Ważne informacje” był już pokazany w tej sesji.',
    lifetime: 'do zamknięcia karty przeglądarki',
  },
];
