import { LICENSE, OPEN_DATA_VERSION } from '../open-data.model';
import type { OpenItem } from '../open-item';
import type { Publisher } from '../publisher';

/**
 * The FeatureCollection of everything the public map shows (RFC 7946). `generatedAt`, `version` and `license` are
 * foreign members at the top level (§6.1): readers that do not know them ignore them. `generatedAt` is when the
 * content last changed, not the request's time, so an unchanged feed keeps its ETag.
 */
export function outagesGeoJson(items: readonly OpenItem[], generatedAt: string, publisher: Publisher): object {
  return {
    type: 'FeatureCollection',
    generatedAt,
    version: OPEN_DATA_VERSION,
    license: { name: LICENSE.name, url: LICENSE.url, attribution: `Dane: ${publisher.name}` },
    features: items.map(({ id, geometry, ...properties }) => ({ type: 'Feature', id, geometry, properties })),
  };
}
