// Texts of the planned outages list (spec §2 "Public planned outages list", §8 empty and loading texts): in the
// page's own chunk, so the site's first load does not carry them.

import { PLANNED_OUTCOME_LABELS } from '@portal/domain';

export const plannedTexts = {
  title: 'Planowane wyłączenia',
  intro: 'Zaakceptowane planowane wyłączenia prądu, które jeszcze się nie zakończyły. Godziny podajemy według czasu polskiego.',
  filtersLabel: 'Filtry',
  addressLabel: 'Adres',
  addressHint: 'Nazwa ulicy, np. Marszałkowska',
  startFromLabel: 'Planowany początek od',
  clearFilters: 'Wyczyść filtry',
  caption: 'Planowane wyłączenia: adresy, planowany początek i koniec. Kolumny z datami można sortować.',
  address: 'Adres',
  start: 'Planowany początek',
  end: 'Planowany koniec',
  moreAddresses: 'i kolejne adresy',
  details: 'Szczegóły',
  cause: 'Przyczyna:',
  noCause: 'Brak informacji.',
  mayBeCancelled: 'Planowane wyłączenie może zostać odwołane bez uprzedzenia.',
  // Plan against fact, once the outage has ended or was cancelled: 'Przebieg: skrócone', 'Faktycznie: 08:05 – 12:40'.
  outcome: 'Przebieg:',
  outcomes: PLANNED_OUTCOME_LABELS,
  actual: 'Faktycznie:',
  sortLabel: 'Sortuj',
  sortOptions: {
    'outageStart:ASC': 'Od najwcześniejszego początku',
    'outageStart:DESC': 'Od najpóźniejszego początku',
    'outageEnd:ASC': 'Od najwcześniejszego końca',
    'outageEnd:DESC': 'Od najpóźniejszego końca',
  },
  empty: 'Brak wyników',
  loading: 'Ładowanie planowanych wyłączeń. Proszę czekać.',
  error: 'Wystąpił nieoczekiwany błąd',
  retry: 'Spróbuj ponownie',
} as const;
