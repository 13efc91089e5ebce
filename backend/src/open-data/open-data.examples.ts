import { atomEntry, plannedAtom } from './atom/planned-atom';
import { alertsFeed } from './cap/alerts-feed';
import { featureParts, featureText, outagesGeoJsonText } from './geojson/outages-geojson';
import type { OpenMessage } from './log/open-message';
import type { OpenItem } from './open-item';
import type { Publisher } from './publisher';

/** OpenAPI examples, made by the very builders that make the answers (so they cannot drift from them). */
const publisher: Publisher = { name: 'Operator Systemu Dystrybucyjnego', baseUrl: 'https://portal.example.pl', authority: 'portal.example.pl' };

const planned: OpenItem = {
  id: 'planned-45',
  kind: 'planned-outage',
  start: '2026-11-25T07:00:00.000Z',
  estimatedEnd: '2026-11-25T13:00:00.000Z',
  cause: null,
  description: 'Wymiana słupów linii nN',
  addressesCount: 3,
  reportsCount: 0,
  lastChange: '2026-11-24T09:12:40.000Z',
  addresses: ['ul. Puławska 10', 'ul. Puławska 12', 'ul. Wołoska 5'],
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [21.01, 52.2],
        [21.012, 52.2],
        [21.011, 52.202],
        [21.01, 52.2],
      ],
    ],
  },
  radiusM: null,
};
const failure: OpenItem = {
  ...planned,
  id: 'failure-123',
  kind: 'failure',
  start: '2026-11-24T08:30:00.000Z',
  estimatedEnd: null,
  cause: 'Uszkodzenie kabla',
  description: 'Brak napięcia w rejonie ulic',
  reportsCount: 4,
  lastChange: '2026-11-24T08:35:00.000Z',
  addresses: ['ul. Marszałkowska 10'],
  addressesCount: 1,
  geometry: { type: 'Point', coordinates: [21.01225, 52.2297] },
  radiusM: 150,
};
const alert: OpenMessage = {
  subject: 'planned-45',
  version: planned.lastChange,
  msgType: 'Update',
  identifier: 'portal.example.pl-planned-45-1795511560000',
  sent: '2026-11-24T09:12:41.000Z',
  refs: 'portal.example.pl,portal.example.pl-planned-45-1795511000000,2026-11-24T09:03:20-00:00',
  reason: null,
  item: planned,
};

export const GEOJSON_EXAMPLE: unknown = JSON.parse(
  outagesGeoJsonText(
    [failure, planned].map((i) => featureText(featureParts(i), i.reportsCount)),
    '2026-11-24T09:12:41.000Z',
    publisher,
  ),
);
export const ATOM_EXAMPLE = plannedAtom([atomEntry(planned, publisher)], '2026-11-24T09:12:41.000Z', publisher);
export const ALERTS_EXAMPLE = alertsFeed([alert], '2026-11-24T09:12:41.000Z', publisher);
