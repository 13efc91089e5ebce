// Texts of the list view (the map's text alternative) and the side panel's list: loaded with EventList, not with the
// map's first paint (docs/performance.md).

export const listTexts = {
  intro: 'Te same zdarzenia co na mapie, w postaci tabel.',
  extensive: 'Rozległe awarie',
  failures: 'Potwierdzone awarie',
  planned: 'Planowane wyłączenia',
  other: 'Inne zdarzenia',
  reports: (hours: number) => `Zgłoszenia użytkowników ${lastHours(hours)}`,
  type: 'Typ',
  address: 'Adres',
  start: 'Początek',
  end: 'Koniec',
  details: 'Szczegóły',
  date: 'Data zgłoszenia',
  showOnMap: 'Pokaż na mapie',
  empty: 'Brak zdarzeń',
  more: (shown: number, total: number) => `Pokaż więcej (${shown} z ${total})`,
  count: (count: number) => `Liczba: ${count}`,
  filter: 'Filtruj po adresie',
  filterPlaceholder: 'np. Puławska',
  openCard: 'Karta adresu',
  actions: 'Działania',
  openCardOf: (address: string) => `Karta adresu: ${address}`,
};

/** 'z ostatniej godziny', 'z ostatnich 5 godzin' (genitive after 'ostatnich', whatever the number). */
export function lastHours(hours: number): string {
  return hours === 1 ? 'z ostatniej godziny' : `z ostatnich ${hours} godzin`;
}
