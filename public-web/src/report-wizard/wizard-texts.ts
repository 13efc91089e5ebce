// The report wizard's Polish texts. They live with the wizard (a lazily loaded chunk) rather than in
// src/texts.ts, so the site's first load does not carry them. Texts quoted by the spec are verbatim.

export const wizardTexts = {
  title: 'Zgłoś awarię',
  stepOf: (n: number, total: number) => `Krok ${n} z ${total}`,
  progressLabel: 'Postęp zgłoszenia',
  back: 'Wstecz',
  next: 'Dalej',
  yes: 'Tak',
  no: 'Nie',
  loading: 'Ładowanie…',

  location: {
    title: 'Gdzie nie ma prądu?',
    intro: 'Wpisz adres, wskaż miejsce na mapie albo użyj swojej lokalizacji.',
    searchLabel: 'Adres (ulica i numer domu)',
    searchPlaceholder: 'np. Marszałkowska 10',
    searchHint: 'Wpisz co najmniej 2 znaki i wybierz adres z listy.',
    noResults: 'Brak wyników',
    searchFailed: 'Nie udało się wyszukać adresu. Spróbuj ponownie.',
    locate: 'Użyj mojej lokalizacji',
    // Spec §8 geolocation
    locating: 'Trwa wyszukiwanie lokalizacji. Proszę czekać.',
    locateFailed: 'Wystąpił błąd lokalizacji',
    mapLabel: 'Mapa: kliknij, aby wskazać miejsce',
    mapLoading: 'Ładowanie mapy…',
    reverseFailed: 'Nie znaleziono adresu w tym miejscu. Wskaż punkt bliżej budynku albo wpisz adres.',
    chosen: 'Wybrany adres',
    checking: 'Sprawdzanie adresu…',
    confirm: 'Potwierdź lokalizację',
    confirming: 'Sprawdzanie awarii w okolicy…',
  },

  outageDialog: {
    plannedTitle: 'Prace planowane w okolicy',
    // Spec §4 location outage check
    planned: 'We wskazanej przez Ciebie okolicy prowadzimy prace techniczne wymagające wyłączenia zasilania.',
    plannedQuestion: 'Czy na pewno chcesz dodać nowe zgłoszenie?',
    // Spec §8 geolocation: a known outage at the spot
    failureTitle: 'Awaria w danej lokalizacji jest już zgłoszona.',
    failure: 'Odnotowaliśmy już zgłoszenia awarii dotyczące wskazanej przez Ciebie okolicy. Czy chcesz dodać nowe zgłoszenie?',
    estimated: 'Szacowany czas:',
    start: 'Początek:',
    end: 'Przewidywane zakończenie:',
    unknownEnd: 'nieznane',
    description: 'Opis:',
  },

  details: {
    title: 'Twoje dane',
    intro: 'Sprawdź adres i podaj dane kontaktowe, abyśmy mogli Cię poinformować o usunięciu awarii.',
    addressLegend: 'Adres',
    contactLegend: 'Dane kontaktowe',
    street: 'Ulica',
    residenceNumber: 'Numer domu',
    apartmentNumber: 'Numer mieszkania (nieobowiązkowe)',
    postcode: 'Kod pocztowy',
    postcodeHint: 'np. 00-590',
    city: 'Miejscowość',
    reporter: 'Imię i nazwisko',
    dialCode: 'Kierunkowy',
    phone: 'Telefon',
    email: 'E-mail',
    consent: 'Wyrażam zgodę na przetwarzanie moich danych osobowych w celu obsługi zgłoszenia awarii.',
    consentShort: 'Zgoda na przetwarzanie danych osobowych',
    privacyLink: 'Więcej w polityce prywatności',
    captchaLegend: 'Potwierdź, że nie jesteś robotem',
    captchaNotice:
      'Formularz chroni weryfikacja w przeglądarce (ALTCHA): zaznacz pole „Nie jestem robotem”. Nie korzystamy przy tym z usług zewnętrznych ani plików cookies.',
    captchaDone: 'Weryfikacja zakończona.',
    missingIntro: 'Aby przejść dalej, uzupełnij:',
    captchaMissing: 'Potwierdź, że nie jesteś robotem',
    geocoding: 'Sprawdzanie adresu…',
    addressNotFound: 'Nie znaleziono takiego adresu. Sprawdź ulicę, numer i kod pocztowy.',
  },

  description: {
    title: 'Opisz problem',
    legend: 'Jaki masz problem z prądem?',
    limited: 'Częściowy brak zasilania',
    limitedHint: 'Prąd jest tylko w części gniazdek lub pomieszczeń, światło przygasa lub mruga.',
    none: 'Całkowity brak zasilania',
    noneHint: 'Nie działa nic, co jest zasilane z sieci.',
  },

  check: {
    title: 'Sprawdź, zanim wyślesz',
    intro: 'Kilka pytań pomoże nam szybciej ustalić przyczynę.',
    submit: 'Wyślij zgłoszenie',
    submitting: 'Wysyłanie…',
    missing: 'Aby wysłać, odpowiedz na pytanie:',
  },

  completed: {
    title: 'Zgłoszenie przyjęte',
    // Spec §2 wizard step 5
    thanks: 'Dziękujemy! Zajmiemy się Twoim zgłoszeniem.',
    already: 'Twoje zgłoszenie zostało już zarejestrowane.',
    refusedTitle: 'Nie możemy przyjąć zgłoszenia',
    refused: 'Zgłoszenie nie zostało przyjęte przez portal. Jeśli nadal nie masz prądu, zadzwoń do pogotowia energetycznego.',
    refusedRetry: 'Spróbuj ponownie',
    hotlineIntro: 'W sytuacji zagrożenia życia lub zdrowia dzwoń:',
    hotline: '22 821 31 31',
    hotlineHref: 'tel:+48228213131',
    close: 'Zamknij',
  },

  // Spec §2: 'Wystąpił błąd / Nie udało się dodać zgłoszenia'
  error: {
    title: 'Wystąpił błąd',
    text: 'Nie udało się dodać zgłoszenia',
    hint: 'Twoje odpowiedzi są zapisane. Sprawdź połączenie z internetem i spróbuj ponownie.',
    retry: 'Spróbuj ponownie',
    retrying: 'Wysyłanie…',
    toMap: 'Wróć do mapy',
    // No answer at all, the report is kept on this device (docs/offline.md).
    keptTitle: 'Brak połączenia z internetem — zgłoszenie zapisane',
    kept: 'Zapisaliśmy zgłoszenie tylko w tej przeglądarce, na tym urządzeniu. Wyślemy je automatycznie, gdy połączenie wróci — także jeśli zamkniesz portal i otworzysz go później — i powiadomimy Cię o tym. Nie musisz wypełniać go ponownie.',
  },

  steps: {
    location: 'Lokalizacja',
    details: 'Dane',
    description: 'Opis',
    check: 'Sprawdzenie',
    completed: 'Gotowe',
  },
} as const;
