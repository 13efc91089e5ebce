import { PLANNED_POINT_RADIUS_M } from '../../map-feed/map-feed.model';
import type { OpenGeometry } from '../geometry';
import { itemLink } from '../links';
import { capTime, type OpenMessage } from '../log/open-message';
import { CANCELLED_VISIBLE_MS } from '../open-data.model';
import type { Publisher } from '../publisher';
import { LANGUAGE_TAGS, LANGUAGES, type Language } from '@portal/domain';
import { translate } from '../../i18n/i18n';
import { addressesText, kindName, outcomeText, placeOf, restorationText, timeRange } from '../texts';
import { el } from '../../common/xml';

export const CAP_NAMESPACE = 'urn:oasis:names:tc:emergency:cap:1.2';
/** CAP 1.2 §3.2.2: a headline "SHOULD be less than 160 characters". */
const HEADLINE_MAX = 159;

/** CAP's polygon is "lat,lon" pairs, closed (§3.2.4); circles are "lat,lon radius-in-km". */
function areaOf(geometry: OpenGeometry | null, radiusM: number | null): string {
  if (!geometry) return '';
  if (geometry.type === 'Polygon') return el('polygon', geometry.coordinates[0].map(([lng, lat]) => `${lat},${lng}`).join(' '));
  const points = geometry.type === 'Point' ? [geometry.coordinates] : geometry.coordinates;
  const km = (radiusM ?? PLANNED_POINT_RADIUS_M) / 1000;
  return points.map(([lng, lat]) => el('circle', `${lat},${lng} ${km}`)).join('');
}

/**
 * CAP <parameter>s (§3.2.2) for machines: the restoration progress by the integration API's codes and a planned
 * outage's outcome, those known. The wording in each language is in the description.
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
 * One CAP 1.2 <info> (§3.2) in `language`: the same event, times and area as the others, its texts in that language.
 * CAP allows one <info> per language (§3.2.2 <language>); staff-written text (a cause, a scope of work) is put in as
 * written and marked as Polish by the catalog's wording.
 */
function capInfo(m: OpenMessage, publisher: Publisher, language: Language): string {
  const { item } = m;
  const t = (id: string, values?: Record<string, unknown>) => translate(language, id, values);
  const planned = item.kind === 'planned-outage';
  const sent = Date.parse(m.sent);
  const cancel = m.msgType === 'Cancel';
  const place = placeOf(item, language);
  const event = kindName(item.kind, language);
  const urgency = cancel ? 'Past' : planned && Date.parse(item.start) > sent ? 'Future' : 'Immediate';
  const expires = cancel
    ? new Date(sent + CANCELLED_VISIBLE_MS).toISOString()
    : item.estimatedEnd && Date.parse(item.estimatedEnd) > sent
      ? item.estimatedEnd
      : null;
  const description = [
    cancel && m.reason ? t(`open.gone.${m.reason}`) : '',
    t('open.term', { when: timeRange(item.start, item.estimatedEnd, language) }),
    item.cause ? t('open.cause', { text: item.cause }) : '',
    item.description ? t(planned ? 'open.scope' : 'open.description', { text: item.description }) : '',
    restorationText(item, language),
    outcomeText(item, language),
    addressesText(item, language),
  ]
    .filter(Boolean)
    .join(' ');
  const headline = t('open.headline', { stale: cancel ? 'yes' : 'no', event, place });
  return [
    '<info>',
    el('language', LANGUAGE_TAGS[language]),
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
  ].join('');
}

/**
 * One CAP 1.2 <alert> (OASIS CAP 1.2 §3) for a published version of an extensive failure or a large planned outage,
 * with one <info> per language of the portal, Polish first. Everything comes from the stored message, so the same
 * message renders the same bytes on every instance and after a restart. The urgency is judged at the time the message
 * was sent.
 */
export function capAlert(m: OpenMessage, publisher: Publisher): string {
  return [
    `<alert xmlns="${CAP_NAMESPACE}">`,
    el('identifier', m.identifier),
    el('sender', publisher.authority),
    el('sent', capTime(m.sent)),
    '<status>Actual</status>',
    el('msgType', m.msgType),
    '<scope>Public</scope>',
    el('references', m.refs),
    ...LANGUAGES.map((language) => capInfo(m, publisher, language)),
    '</alert>',
  ].join('');
}
