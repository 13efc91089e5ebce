// Polish texts of the map screen. Kept beside the map (texts.ts is shared by every part of the site);
// the spec's own wording is kept verbatim where it gives one (spec §2, §8).

export const mapTexts = {
  title: 'Mapa awarii i wyłączeń',
  // Not the page's own name (its h1 names the page's section): two landmarks of one name cannot be told apart.
  mapLabel: 'Obszar mapy',
  zoomIn: 'Przybliż',
  zoomOut: 'Oddal',

  searchLabel: 'Szukaj adresu',
  searchPlaceholder: 'Ulica i numer, np. Marszałkowska 10',
  searchButton: 'Szukaj',

  layersLabel: 'Rodzaj mapy',
  roadMap: 'Mapa drogowa',
  hybridMap: 'Mapa hybrydowa',
  layerLoading: 'Wczytywanie warstwy mapy…',

  locate: 'Pokaż moją lokalizację',
  // spec §8
  locating: 'Trwa wyszukiwanie lokalizacji. Proszę czekać.',
  locateError: 'Wystąpił błąd lokalizacji',
  youAreHere: 'Twoja lokalizacja',

  sliderLabel: 'Zgłoszenia z ostatnich',
  sliderValue: (hours: number) => `${hours} godz.`,
  hoursButtons: 'Zgłoszenia z ostatnich godzin',
  hoursButton: (hours: number) => `${hours} h`,

  kindsLabel: 'Pokaż na mapie i w liście',
  kinds: { failures: 'Awarie', planned: 'Planowane wyłączenia', reports: 'Zgłoszenia' },
  // On touch screens (pointer: coarse) where a desktop says 'Kliknij': a tap never opens the wizard (spec §2).
  touchHint: 'Dotknij znacznika, aby zobaczyć szczegóły, albo włącz „Co tu jest?” i dotknij mapy.',
  whatIsHereTouchHint: 'Dotknij mapy, aby sprawdzić to miejsce.',

  addReport: 'Zgłoś awarię',
  addReportHint: 'Kliknij mapę, aby zgłosić awarię w tym miejscu.',

  showList: 'Lista zdarzeń',
  showMap: 'Pokaż mapę',
  legend: 'Legenda',

  loadFailed: 'Nie udało się pobrać danych mapy. Spróbujemy ponownie za chwilę.',

  // Event types (spec §3); an unknown one gets the spec's own text (§2).
  types: {
    PLANNED: 'Planowane wyłączenie',
    FAILURE: 'Potwierdzona awaria',
    CONFIRMED: 'Potwierdzona awaria',
    EXTENSIVE: 'Rozległa awaria',
    WEB: 'Zgłoszenie użytkownika',
    CALL_CENTER: 'Zgłoszenie użytkownika',
  } as Record<string, string>,
  unknownType: 'Nieznany typ zdarzenia',

  info: {
    start: 'Początek',
    end: 'Przewidywane zakończenie',
    plannedEnd: 'Planowane zakończenie',
    reportDate: 'Data zgłoszenia',
    address: 'Adres',
    addresses: 'Adresy',
    addressesCount: 'Liczba adresów',
    comment: 'Komentarz',
    description: 'Opis',
    cause: 'Przyczyna',
    reportsCount: 'Zgłoszenia mieszkańców',
    noEnd: 'Brak informacji',
    close: 'Zamknij',
    panelLabel: 'Szczegóły zdarzenia',
  },

  markerTitle: (type: string, count: number) => (count > 0 ? `${type}, adresów: ${count}` : type),

  list: {
    title: 'Lista zdarzeń',
    sideTitle: 'Zdarzenia na mapie',
  },
};
