// The address card's rules (docs/map.md "Address card"): what the card says for the server's answer of
// GET /public/api/address-status, and how the card is named in a URL. Pure functions, tested in address-card.test.ts.
// Which outage covers a point is decided once, on the server, from the same shapes the map draws.
import type { components, paths } from '@portal/api-client';
import { formatDateTime } from '../i18n/dates';
import { areaTexts } from '../i18n/area-texts';
import { t } from '../i18n/i18n';
import { cardLinkTexts, type CardPlace } from './card-link';
import { endHistory, endText, progressRows } from './restoration-texts';

export { ADDRESS_PARAM, cardPath, type CardPlace } from './card-link';

export type AddressStatus = components['schemas']['AddressStatusResponseDto'];
export type AddressStatusEntry = AddressStatus['now'][number];

// The card's own texts are in the `map-info` area (docs/i18n.md), which its loader waits for; the labels it shares with
// an event's details are that area's `map.info` and `map.type` messages, so both read alike.
export const cardTexts = areaTexts('map.addressCard', {
  // Read through, not spread: the link's texts are looked up in the language of the moment (card-link.ts).
  get loading() {
    return cardLinkTexts.loading;
  },
  kinds: {
    get FAILURE() {
      return t('map.type.confirmed');
    },
    get EXTENSIVE() {
      return t('map.type.extensive');
    },
    get PLANNED() {
      return t('map.type.planned');
    },
    get REPORTS() {
      return t('map.addressCard.nearbyReports');
    },
  } satisfies Record<AddressStatusEntry['kind'], string>,
  get start() {
    return t('map.info.start');
  },
  get end() {
    return t('map.info.end');
  },
  get plannedEnd() {
    return t('map.info.plannedEnd');
  },
  get noInfo() {
    return t('map.info.noEnd');
  },
  get cause() {
    return t('map.info.cause');
  },
  get description() {
    return t('map.info.description');
  },
  get reports() {
    return t('map.info.reportsCount');
  },
  watched: (label: string) => t('map.addressCard.watched', { label }),
});

/** One line of an entry: a label and its value. */
export interface CardRow {
  label: string;
  value: string;
  /** 'pl-PL' for text staff wrote (a cause, a description of works): shown as written, marked as Polish. */
  lang?: 'pl-PL';
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
    { label: reports ? cardTexts.reportsStart : cardTexts.start, value: formatDateTime(entry.start) },
    { label: planned ? cardTexts.plannedEnd : cardTexts.end, value: endText({ ...entry, type: entry.kind }, now) },
    ...progressRows({ ...entry, type: entry.kind }),
  ];
  if (entry.description)
    rows.push({
      label: entry.kind === 'FAILURE' ? cardTexts.cause : planned ? cardTexts.works : cardTexts.description,
      value: entry.description,
      lang: 'pl-PL',
    });
  rows.push({ label: cardTexts.reports, value: formatCount(entry.reportsCount) });
  rows.push({ label: cardTexts.updated, value: formatDateTime(entry.updatedAt) });
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
export type AddressStatusQuery = paths['/public/api/address-status']['get']['parameters']['query'];

export function statusQuery(place: CardPlace): AddressStatusQuery {
  const query: AddressStatusQuery = { lat: place.point.lat, lng: place.point.lng };
  if (place.address?.street && place.address.streetNumber) {
    query.street = place.address.street;
    query.houseNumber = place.address.streetNumber;
  }
  return query;
}

/** Watching needs a street and a house number (spec §5 address form): a bare point cannot be watched. */
export const canWatch = (place: CardPlace) => !!place.address?.street && !!place.address.streetNumber;
