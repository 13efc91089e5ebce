import { PLANNED_POINT_RADIUS_M } from '../../map-feed/map-feed.model';
import type { OpenGeometry } from '../geometry';
import { itemLink } from '../links';
import { capTime, type OpenMessage } from '../log/open-message';
import { CANCELLED_VISIBLE_MS } from '../open-data.model';
import type { Publisher } from '../publisher';
import { addressesText, KIND_NAME, outcomeText, placeOf, restorationText, timeRange } from '../texts';
import { el } from '../xml';

export const CAP_NAMESPACE = 'urn:oasis:names:tc:emergency:cap:1.2';
/** CAP 1.2 §3.2.2: a headline "SHOULD be less than 160 characters". */
const HEADLINE_MAX = 159;

const GONE: Record<NonNullable<OpenMessage['reason']>, string> = {
  ENDED: 'Zdarzenie zakończyło się; ostrzeżenie jest nieaktualne.',
  CANCELLED: 'Wyłączenie zostało odwołane; ostrzeżenie jest nieaktualne.',
};

/** CAP's polygon is "lat,lon" pairs, closed (§3.2.4); circles are "lat,lon radius-in-km". */
function areaOf(geometry: OpenGeometry | null, radiusM: number | null): string {
  if (!geometry) return '';
  if (geometry.type === 'Polygon') return el('polygon', geometry.coordinates[0].map(([lng, lat]) => `${lat},${lng}`).join(' '));
  const points = geometry.type === 'Point' ? [geometry.coordinates] : geometry.coordinates;
  const km = (radiusM ?? PLANNED_POINT_RADIUS_M) / 1000;
  return points.map(([lng, lat]) => el('circle', `${lat},${lng} ${km}`)).join('');
}

/**
 * CAP <parameter>s (§3.2.2) for machines: the restoration progress by the integration API's codes and a planned outage's outcome, those known. The
 * Polish wording is in the description.
 */
function parametersOf(item: OpenMessage['item']): string {
  const values: Array<[string, string | number | null | undefined]> = [
    ['crewStatus', item.crewStatus],
    ['endConfidence', item.endConfidence],
    ['customersAffected', item.customersAffected],
    ['customersRestored', item.customersRestored],
    ['outcome', item.outcome],
  ];
  return values
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([name, value]) => `<parameter>${el('valueName', name)}${el('value', String(value))}</parameter>`)
    .join('');
}

/**
 * One CAP 1.2 <alert> (OASIS CAP 1.2 §3) for a published version of an extensive failure or a large planned outage.
 * Everything comes from the stored message, so the same message renders the same bytes on every instance and after a
 * restart. The urgency is judged at the time the message was sent.
 */
export function capAlert(m: OpenMessage, publisher: Publisher): string {
  const { item } = m;
  const planned = item.kind === 'planned-outage';
  const sent = Date.parse(m.sent);
  const cancel = m.msgType === 'Cancel';
  const place = placeOf(item);
  const event = KIND_NAME[item.kind];
  const urgency = cancel ? 'Past' : planned && Date.parse(item.start) > sent ? 'Future' : 'Immediate';
  const expires = cancel
    ? new Date(sent + CANCELLED_VISIBLE_MS).toISOString()
    : item.estimatedEnd && Date.parse(item.estimatedEnd) > sent
      ? item.estimatedEnd
      : null;
  const description = [
    cancel && m.reason ? GONE[m.reason] : '',
    `Termin: ${timeRange(item.start, item.estimatedEnd)}.`,
    item.cause ? `Przyczyna: ${item.cause}.` : '',
    item.description ? `${planned ? 'Zakres prac' : 'Opis'}: ${item.description}.` : '',
    restorationText(item),
    outcomeText(item),
    addressesText(item),
  ]
    .filter(Boolean)
    .join(' ');
  const headline = `${cancel ? 'Nieaktualne: ' : ''}${event}: ${place}`;
  return [
    `<alert xmlns="${CAP_NAMESPACE}">`,
    el('identifier', m.identifier),
    el('sender', publisher.authority),
    el('sent', capTime(m.sent)),
    '<status>Actual</status>',
    el('msgType', m.msgType),
    '<scope>Public</scope>',
    el('references', m.refs),
    '<info>',
    '<language>pl-PL</language>',
    '<category>Infra</category>',
    el('event', event),
    el('responseType', cancel ? 'AllClear' : planned ? 'Prepare' : 'Monitor'),
    el('urgency', urgency),
    el('severity', planned ? 'Minor' : 'Moderate'),
    el('certainty', planned ? 'Likely' : 'Observed'),
    el('onset', capTime(item.start)),
    expires ? el('expires', capTime(expires)) : '',
    el('senderName', publisher.name),
    el('headline', headline.length > HEADLINE_MAX ? `${headline.slice(0, HEADLINE_MAX - 1)}…` : headline),
    el('description', description),
    el('web', itemLink(item, publisher)),
    parametersOf(item),
    `<area>${el('areaDesc', place)}${areaOf(item.geometry, item.radiusM)}</area>`,
    '</info>',
    '</alert>',
  ].join('');
}
