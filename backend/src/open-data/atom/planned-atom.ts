import { el, xmlText } from '../../common/xml';
import { itemLink, tagUri } from '../links';
import { LICENSE, OPEN_DATA_PATHS } from '../open-data.model';
import type { OpenItem } from '../open-item';
import type { Publisher } from '../publisher';
import { addressesText, kindName, outcomeText, placeOf, timeRange } from '../texts';

/** One entry, rendered once per outage version (version-cache.ts); `updated` sorts the feed. */
export interface AtomEntry {
  id: string;
  updated: string;
  xml: string;
}

/**
 * The entry of an outage; with `cancelledAt`, the entry saying it was cancelled (same id, so readers replace it). An
 * entry is Polish and says so itself (`xml:lang`), so a reader that lifts it out of the feed still knows its language.
 */
export function atomEntry(item: OpenItem, publisher: Publisher, cancelledAt?: string): AtomEntry {
  const when = timeRange(item.start, item.estimatedEnd);
  const what = `${kindName(item.kind)}: ${placeOf(item)}, ${when}`;
  const body = [`Termin: ${when}.`, item.description ? `Zakres prac: ${item.description}.` : '', outcomeText(item), addressesText(item)]
    .filter(Boolean)
    .join(' ');
  const id = tagUri(publisher, item.id);
  const updated = cancelledAt ?? item.lastChange;
  const xml = [
    '<entry xml:lang="pl">',
    el('id', id),
    el('title', cancelledAt ? `Odwołane — ${what}` : what),
    el('updated', updated),
    `<link rel="alternate" type="text/html" href="${xmlText(itemLink(item, publisher))}"/>`,
    `<category term="${cancelledAt ? 'odwolane' : 'planowane'}"/>`,
    el('summary', cancelledAt ? `Wyłączenie odwołane. ${body}` : body),
    '</entry>',
  ].join('');
  return { id, updated, xml };
}

/**
 * Planned outages as Atom 1.0 (RFC 4287), newest change first: one entry per accepted outage that has not ended, and
 * for a day one entry saying "Odwołane" for each that went before its end (docs/open-data.md "Atom"). An entry keeps
 * its id (a tag: URI of the outage) through every change, so feed readers update it instead of adding a new one.
 */
export function plannedAtom(entries: readonly AtomEntry[], fallbackUpdated: string, publisher: Publisher): string {
  const sorted = [...entries].sort((a, b) => b.updated.localeCompare(a.updated) || a.id.localeCompare(b.id));
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="pl">',
    el('id', tagUri(publisher, 'planned')),
    el('title', `Planowane wyłączenia prądu — ${publisher.name}`),
    el('subtitle', 'Zaakceptowane planowane wyłączenia, które się nie zakończyły, oraz odwołane w ciągu ostatniej doby.'),
    el('updated', sorted[0]?.updated ?? fallbackUpdated),
    `<author>${el('name', publisher.name)}${el('uri', publisher.baseUrl)}</author>`,
    el('rights', `${LICENSE.name} (${LICENSE.url}), dane: ${publisher.name}`),
    `<link rel="self" type="application/atom+xml" href="${xmlText(publisher.baseUrl + OPEN_DATA_PATHS.atom)}"/>`,
    `<link rel="alternate" type="text/html" href="${xmlText(`${publisher.baseUrl}/public/planned`)}"/>`,
    ...sorted.map((e) => e.xml),
    '</feed>',
  ].join('\n');
}
