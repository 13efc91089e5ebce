import type { OpenItem } from '../open-item';
import { featureParts, featureText } from './outages-geojson';

const item: OpenItem = {
  id: 'failure-3',
  kind: 'failure',
  start: '2026-11-24T09:00:00.000Z',
  estimatedEnd: null,
  cause: 'Uszkodzenie kabla',
  description: null,
  addressesCount: 1,
  reportsCount: 0,
  lastChange: '2026-11-24T09:00:00.000Z',
  addresses: ['ul. Długa 1'],
  geometry: { type: 'Point', coordinates: [21, 52] },
  radiusM: 100,
};

describe('GeoJSON feature', () => {
  it('labels what it is in each language beside the existing properties, the staff text as written', () => {
    const feature = JSON.parse(featureText(featureParts(item), 4));
    expect(feature.properties.labels).toEqual({ pl: 'Awaria', uk: 'Аварія', en: 'Failure' });
    expect(feature.properties).toMatchObject({ kind: 'failure', cause: 'Uszkodzenie kabla', reportsCount: 4 });
  });
});
