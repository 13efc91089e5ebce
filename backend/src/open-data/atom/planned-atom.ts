import { el, xmlText } from '../xml';
import { itemLink, tagUri } from '../links';
import { LICENSE, OPEN_DATA_PATHS } from '../open-data.model';
import type { OpenItem } from '../open-item';
import type { Publisher } from '../publisher';
import { addressesText, KIND_NAME, placeOf, timeRange } from '../texts';

/** A planned outage that went before its end (deleted, rejected after acceptance, ended early), and when. */
export interface CancelledPlanned {
  item: OpenItem;
  at: string;
}

interface Entry {
  id: string;
  title: string;
  updated: string;
  link: string;
  summary: string;
  category: string;
}

function entryOf(item: OpenItem, publisher: Publisher, cancelledAt?: string): Entry {
  const when = timeRange(item.start, item.estimatedEnd);
  const what = `${KIND_NAME[item.kind]}: ${placeOf(item)}, ${when}`;
  const body = [`Termin: ${when}.`, item.description ? `Zakres prac: ${item.description}.` : '', addressesText(item)].filter(Boolean).join(' ');
  return {
    id: tagUri(publisher, item.id),
    title: cancelledAt ? `Odwołane — ${what}` : what,
    updated: cancelledAt ?? item.lastChange,
    link: itemLink(item, publisher),
    summary: cancelledAt ? `Wyłączenie odwołane. ${body}` : body,
    category: cancelledAt ? 'odwolane' : 'planowane',
  };
}

/**
 * Planned outages as Atom 1.0 (RFC 4287), newest change first: one entry per accepted outage that has not ended, and
 * for a day one entry saying "Odwołane" for each that went before its end (docs/open-data.md "Atom"). An entry keeps
 * its id (a tag: URI of the outage) through every change, so feed readers update it instead of adding a new one.
 */
export function plannedAtom(current: readonly OpenItem[], cancelled: readonly CancelledPlanned[], fallbackUpdated: string, publisher: Publisher): string {
  const entries = [...current.map((i) => entryOf(i, publisher)), ...cancelled.map((c) => entryOf(c.item, publisher, c.at))].sort((a, b) => b.updated.localeCompare(a.updated) || a.id.localeCompare(b.id));
  const updated = entries[0]?.updated ?? fallbackUpdated;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="pl">',
    el('id', tagUri(publisher, 'planned')),
    el('title', `Planowane wyłączenia prądu — ${publisher.name}`),
    el('subtitle', 'Zaakceptowane planowane wyłączenia, które się nie zakończyły, oraz odwołane w ciągu ostatniej doby.'),
    el('updated', updated),
    `<author>${el('name', publisher.name)}${el('uri', publisher.baseUrl)}</author>`,
    el('rights', `${LICENSE.name} (${LICENSE.url}), dane: ${publisher.name}`),
    `<link rel="self" type="application/atom+xml" href="${xmlText(publisher.baseUrl + OPEN_DATA_PATHS.atom)}"/>`,
    `<link rel="alternate" type="text/html" href="${xmlText(`${publisher.baseUrl}/public/planned`)}"/>`,
    ...entries.map(
      (e) =>
        `<entry>${el('id', e.id)}${el('title', e.title)}${el('updated', e.updated)}<link rel="alternate" type="text/html" href="${xmlText(e.link)}"/><category term="${e.category}"/>${el('summary', e.summary)}</entry>`,
    ),
    '</feed>',
  ].join('\n');
}
