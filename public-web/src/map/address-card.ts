// The address card's rules (docs/map.md "Address card"): what the card says for the server's answer of
// GET /public/api/address-status, and how the card is named in a URL. Pure functions, tested in address-card.test.ts.
// Which outage covers a point is decided once, on the server, from the same shapes the map draws.
import type { components } from '@portal/api-client';
import { formatWarsawDateTime } from '@portal/domain';
import { cardLinkTexts, type CardPlace } from './card-link';
import { endHistory, endText, progressRows } from './restoration-texts';

export { ADDRESS_PARAM, cardPath, type CardPlace } from './card-link';

export type AddressStatus = components['schemas']['AddressStatusResponseDto'];
export type AddressStatusEntry = AddressStatus['now'][number];

export const cardTexts = {
  // Read through, not spread: the link's texts are looked up in the language of the moment (card-link.ts).
  get loading() {
    return cardLinkTexts.loading;
  },
  regionLabel: 'Informacje o adresie',
  nowTitle: 'Teraz pod tym adresem',
  nothingNow: 'Brak znanych awarii pod tym adresem',
  upcomingTitle: 'Planowane wyłączenia w ciągu 14 dni',
  nothingUpcoming: 'Brak planowanych wyłączeń w ciągu 14 dni',
  failed: 'Nie udało się sprawdzić tego adresu. Spróbuj ponownie za chwilę.',
  kinds: {
    FAILURE: 'Potwierdzona awaria',
    EXTENSIVE: 'Rozległa awaria',
    PLANNED: 'Planowane wyłączenie',
    REPORTS: 'Zgłoszenia mieszkańców w pobliżu',
  } as Record<AddressStatusEntry['kind'], string>,
  start: 'Początek',
  reportsStart: 'Pierwsze zgłoszenie',
  end: 'Przewidywane zakończenie',
  plannedEnd: 'Planowane zakończenie',
  noInfo: 'Brak informacji',
  cause: 'Przyczyna',
  description: 'Opis',
  works: 'Opis prac',
  reports: 'Zgłoszenia mieszkańców',
  updated: 'Informacja z',
  onList: 'Adres jest na liście wyłączanych adresów',
  inArea: 'Adres leży w obszarze zdarzenia',
  nearby: 'W promieniu 150 m w ciągu ostatnich 24 godzin',
  report: 'Zgłoś awarię pod tym adresem',
  watch: 'Powiadamiaj mnie o tym adresie',
  watchNeedsAddress: 'Powiadomienia można włączyć dla adresu z numerem domu.',
  watched: (label: string) => `Dodano do „Moich adresów”: ${label}`,
  watchFailed: 'Nie udało się dodać adresu do „Moich adresów”.',
  share: 'Udostępnij',
  copied: 'Skopiowano link',
  copyFailed: 'Nie udało się skopiować linku.',
  close: 'Zamknij informacje o adresie',
};

/** One line of an entry: a label and its value. */
export interface CardRow {
  label: string;
  value: string;
}

export interface CardEntry {
  key: string;
  title: string;
  /** Why it concerns the address, in words. */
  why: string;
  rows: CardRow[];
  /** How the estimated end moved ('Przewidywany koniec przesunięto 2 razy (pierwotnie 14:00)' and each move); null if never. */
  history: { summary: string; moves: string[] } | null;
}

const formatCount = (n: number) => String(n);

/**
 * What one entry of the answer shows: start, (estimated or planned) end — 'Brak informacji' when unknown, with its
 * confidence, never an estimate already past while the failure goes on —, the crew's status and the customers, cause
 * or works description when there is one, how many people reported it, when the information last changed, and how the
 * estimated end moved.
 */
export function cardEntry(entry: AddressStatusEntry, now: number = Date.now()): CardEntry {
  const planned = entry.kind === 'PLANNED';
  const reports = entry.kind === 'REPORTS';
  const rows: CardRow[] = [
    { label: reports ? cardTexts.reportsStart : cardTexts.start, value: formatWarsawDateTime(entry.start) },
    { label: planned ? cardTexts.plannedEnd : cardTexts.end, value: endText({ ...entry, type: entry.kind }, now) },
    ...progressRows({ ...entry, type: entry.kind }),
  ];
  if (entry.description)
    rows.push({ label: entry.kind === 'FAILURE' ? cardTexts.cause : planned ? cardTexts.works : cardTexts.description, value: entry.description });
  rows.push({ label: cardTexts.reports, value: formatCount(entry.reportsCount) });
  rows.push({ label: cardTexts.updated, value: formatWarsawDateTime(entry.updatedAt) });
  const why = entry.matchedBy === 'ADDRESS' ? cardTexts.onList : entry.matchedBy === 'NEARBY' ? cardTexts.nearby : cardTexts.inArea;
  return {
    key: `${entry.kind}-${entry.id ?? 'near'}-${entry.start}`,
    title: cardTexts.kinds[entry.kind] ?? entry.kind,
    why,
    rows,
    history: endHistory(entry.endChanges ?? [], now),
  };
}

/** The card's two sections: what covers the address now (or the "no known failures" line) and what is coming. */
export function cardContent(status: AddressStatus): { now: CardEntry[]; nothingNow: boolean; upcoming: CardEntry[] } {
  return { now: status.now.map((e) => cardEntry(e)), nothingNow: status.now.length === 0, upcoming: status.upcoming.map((e) => cardEntry(e)) };
}

/** The question for the server: the point, and the address when there is one (planned outages list addresses). */
export function statusQuery(place: CardPlace): Record<string, string> {
  const query: Record<string, string> = { lat: place.point.lat.toFixed(6), lng: place.point.lng.toFixed(6) };
  if (place.address?.street && place.address.streetNumber) {
    query.street = place.address.street;
    query.houseNumber = place.address.streetNumber;
  }
  return query;
}

/** Watching needs a street and a house number (spec §5 address form): a bare point cannot be watched. */
export const canWatch = (place: CardPlace) => !!place.address?.street && !!place.address.streetNumber;
