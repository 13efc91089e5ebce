/** Polish texts of the public scoreboard's answers (docs/statistics.md). */
export const STATISTICS_MESSAGES = {
  badMonth: 'Podaj miesiąc w formacie RRRR-MM, np. 2026-10',
  futureMonth: 'Ten miesiąc jeszcze się nie zaczął: statystyki obejmują miesiące do bieżącego',
  tooEarly: (first: string) => `Statystyki obejmują miesiące od ${first}`,
} as const;

/** The CSV's labels: the page's own words (public-web statistics texts). */
export const STATISTICS_LABELS = {
  title: 'Statystyki portalu — miesiąc',
  partial: 'miesiąc trwa; stan na',
  section: 'Część',
  figure: 'Wskaźnik',
  count: 'Liczba',
  percent: 'Odsetek (%)',
  failures: 'Awarie zakończone w miesiącu',
  ended: 'Wszystkie zakończone',
  withoutEstimate: 'Bez przewidywanego czasu usunięcia',
  beforeEstimate: 'Usunięte przed pierwszym przewidywanym czasem lub o nim',
  withinGrace: (m: number) => `Usunięte do ${m} minut po nim`,
  later: (m: number) => `Usunięte później niż ${m} minut po nim`,
  medianError: 'Mediana różnicy: faktyczny koniec minus pierwszy przewidywany (minuty)',
  planned: 'Wyłączenia planowane z zapowiadanym końcem w miesiącu',
  announced: 'Wszystkie opublikowane',
  cancelled: 'Odwołane',
  withoutRecord: 'Bez zapisanego faktycznego przebiegu',
  asPlanned: (m: number) => `Zgodnie z planem (do ${m} minut różnicy)`,
  shortened: 'Skrócone',
  extended: 'Przedłużone',
  limits: (year: number) => `Limity przerw w roku ${year} (obserwowane adresy)`,
  watchedAddresses: 'Obserwowane adresy',
  limit: {
    PLANNED_YEAR: (h: number) => `Ponad ${h} h przerw planowanych w roku`,
    UNPLANNED_YEAR: (h: number) => `Ponad ${h} h przerw nieplanowanych w roku`,
    PLANNED_SINGLE: (h: number) => `Przerwa planowana dłuższa niż ${h} h`,
    UNPLANNED_SINGLE: (h: number) => `Przerwa nieplanowana dłuższa niż ${h} h`,
  },
  suppressed: (k: number) => `Puste pole liczby adresów: od 1 do ${k - 1} adresów — tak małych liczb nie publikujemy, by nie wskazywały osób.`,
} as const;
