import { tagUri } from '../links';
import type { OpenMessage } from '../log/open-message';
import { LICENSE, OPEN_DATA_PATHS } from '../open-data.model';
import type { Publisher } from '../publisher';
import { el, xmlText } from '../../common/xml';
import { capAlert } from './cap-alert';

const MSG_TYPE_PL: Record<OpenMessage['msgType'], string> = { Alert: 'Ostrzeżenie', Update: 'Aktualizacja', Cancel: 'Odwołanie' };

/**
 * The current CAP messages as an Atom feed whose entries each carry one CAP <alert> as their content (the way national
 * warning systems publish CAP, e.g. MeteoAlarm and the US IPAWS/NWS feeds): a reader polls one URL with If-None-Match
 * and takes the alerts out (docs/open-data.md "CAP"). One entry per outage: its latest message.
 */
export function alertsFeed(messages: readonly OpenMessage[], fallbackUpdated: string, publisher: Publisher): string {
  const sorted = [...messages].sort((a, b) => b.sent.localeCompare(a.sent) || a.identifier.localeCompare(b.identifier));
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="pl">',
    el('id', tagUri(publisher, 'alerts')),
    el('title', `Ostrzeżenia CAP o wyłączeniach prądu — ${publisher.name}`),
    el('updated', sorted[0]?.sent ?? fallbackUpdated),
    `<author>${el('name', publisher.name)}${el('uri', publisher.baseUrl)}</author>`,
    el('rights', `${LICENSE.name} (${LICENSE.url}), dane: ${publisher.name}`),
    `<link rel="self" type="application/atom+xml" href="${xmlText(publisher.baseUrl + OPEN_DATA_PATHS.cap)}"/>`,
    ...sorted.map(
      (m) =>
        `<entry>${el('id', tagUri(publisher, `cap:${m.identifier}`))}${el('title', `${MSG_TYPE_PL[m.msgType]}: ${m.subject}`)}${el('updated', m.sent)}<content type="application/cap+xml">${capAlert(m, publisher)}</content></entry>`,
    ),
    '</feed>',
  ].join('\n');
}
