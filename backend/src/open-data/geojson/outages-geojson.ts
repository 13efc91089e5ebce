import { LANGUAGES } from '@portal/domain';
import { LICENSE, OPEN_DATA_VERSION } from '../open-data.model';
import type { OpenItem } from '../open-item';
import type { Publisher } from '../publisher';
import { kindName } from '../texts';

const COUNT_MARK = '"reportsCount":-1';

/**
 * One Feature as JSON text around its report count: built once per item version (version-cache.ts), so a storm's
 * changing counts cost a string join, not a serialisation. The mark cannot occur elsewhere: inside a JSON string its
 * quotes would be escaped.
 */
export function featureParts({ id, geometry, ...properties }: OpenItem): [string, string] {
  const text = JSON.stringify({ type: 'Feature', id, geometry, properties: { ...properties, labels: kindLabels(properties.kind), reportsCount: -1 } });
  const at = text.indexOf(COUNT_MARK);
  return [text.slice(0, at), text.slice(at + COUNT_MARK.length)];
}

/**
 * What the feature is, in each language of the portal (`{ pl: 'Awaria', uk: 'Аварія', en: 'Failure' }`), for a map
 * that shows it to people; `kind` stays the code for machines.
 */
export function kindLabels(kind: OpenItem['kind']): Record<(typeof LANGUAGES)[number], string> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, kindName(kind, language)])) as Record<(typeof LANGUAGES)[number], string>;
}

export function featureText([before, after]: [string, string], reportsCount: number): string {
  return `${before}"reportsCount":${reportsCount}${after}`;
}

/**
 * The FeatureCollection of everything the public map shows (RFC 7946), from its features' texts. `generatedAt`,
 * `version` and `license` are foreign members at the top level (§6.1): readers that do not know them ignore them.
 * `generatedAt` is when the content last changed, not the request's time, so an unchanged feed keeps its ETag.
 */
export function outagesGeoJsonText(features: readonly string[], generatedAt: string, publisher: Publisher): string {
  const head = JSON.stringify({
    type: 'FeatureCollection',
    generatedAt,
    version: OPEN_DATA_VERSION,
    license: { name: LICENSE.name, url: LICENSE.url, attribution: `Dane: ${publisher.name}` },
  });
  return `${head.slice(0, -1)},"features":[${features.join(',')}]}`;
}
