import { centreOf } from './geometry';
import type { OpenItem } from './open-item';
import type { Publisher } from './publisher';

/** The public map centred on the item (`/public/{lng}/{lat}`, docs/map.md), or the planned outages' list without a place. */
export function itemLink(item: Pick<OpenItem, 'geometry' | 'kind'>, publisher: Publisher): string {
  const centre = centreOf(item.geometry);
  if (centre) return `${publisher.baseUrl}/public/${centre[0]}/${centre[1]}`;
  return item.kind === 'planned-outage' ? `${publisher.baseUrl}/public/planned` : `${publisher.baseUrl}/public`;
}

/** A tag: URI (RFC 4151) under the publisher's host: stable as long as PUBLIC_URL's host is. */
export function tagUri(publisher: Publisher, specific: string): string {
  return `tag:${publisher.authority},2026:${specific}`;
}
