/** Polish texts the exports and the page share (docs/outage-history.md). */
export const HISTORY_NOTICE =
  'Zestawienie sporządzone przez Portal awarii i wyłączeń na podstawie informacji o wyłączeniach publikowanych w Portalu. Nie jest dokumentem rozliczeniowym operatora: o bonifikacie rozstrzyga operator na podstawie własnych danych pomiarowych.';

export const LEGAL_BASIS = {
  limits:
    'Dopuszczalny czas przerw dla odbiorców przyłączonych do sieci niskiego napięcia: jednorazowa przerwa planowana do 16 h, nieplanowana do 24 h; łącznie w roku planowane do 35 h, nieplanowane do 48 h (Rozporządzenie Ministra Klimatu i Środowiska z dnia 22 marca 2023 r. w sprawie szczegółowych warunków funkcjonowania systemu elektroenergetycznego, Dz.U. 2023 poz. 819).',
  discount:
    'Za każdą niedostarczoną kWh przysługuje bonifikata równa dziesięciokrotności ceny energii elektrycznej; ilość niedostarczonej energii ustala się na podstawie poboru w tym samym dniu poprzedniego tygodnia (§ 43 rozporządzenia taryfowego, Dz.U. 2022 poz. 2505). Bonifikatę przyznaje operator, także na wniosek odbiorcy.',
} as const;

/** 'dd.MM.yyyy HH:mm' hours as '5,5' (Polish decimal comma). */
export const hoursPl = (h: number) => h.toLocaleString('pl-PL', { minimumFractionDigits: 0, maximumFractionDigits: 2, useGrouping: false });
