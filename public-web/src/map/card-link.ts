// What the map page needs of the address card before the card's own code loads (docs/performance.md): how a card is
// named in a URL and the few texts around it. The card's rules and the rest of its texts are in address-card.ts, which
// loads with the card.
import { t } from '../i18n/i18n';
import type { LatLng } from './map-types';

/** The place the card is about: an address from the geocoder, or a point with no address near it. */
export interface CardPlace {
  label: string;
  point: LatLng;
  /** Known when the place is an address: used to match planned outages by their address list and to watch it. */
  address: { street: string; streetNumber: string; city: string; district: string | null } | null;
}

export const cardLinkTexts = {
  get loading() {
    return t('map.card.loading');
  },
  get pointLabel() {
    return t('map.card.pointLabel');
  },
  get pinTitle() {
    return t('map.card.pinTitle');
  },
  get whatIsHere() {
    return t('map.card.whatIsHere');
  },
  get whatIsHereHint() {
    return t('map.card.whatIsHereHint');
  },
};

/** The URL parameter that names the card's address: `/public/{lng}/{lat}?adres=…`. */
export const ADDRESS_PARAM = 'adres';

/** The link that reopens the card: the map at the point with the address named (six decimals, about 10 cm). */
export function cardPath(place: Pick<CardPlace, 'label' | 'point'>): string {
  return `/public/${place.point.lng.toFixed(6)}/${place.point.lat.toFixed(6)}?${new URLSearchParams({ [ADDRESS_PARAM]: place.label })}`;
}
