// Default answers for the map page's calls in component tests (used by test/api-answers.ts): the layer
// configuration and empty feeds, so a test that merely lands on /public does not fail on them.
import type { ExpectedCall } from '../expected-call';
import { OUTAGE_FEEDS } from '../../src/map/map-api';

export const TEST_MAP_LAYERS = {
  road: { url: 'https://tiles.test/{z}/{x}/{y}.png', wmsLayers: null, attribution: 'Test' },
  hybrid: { url: 'https://orto.test/wms', wmsLayers: 'Raster', attribution: 'Test' },
  hybridLabels: null,
};

export const MAP_PAGE_CALLS: ExpectedCall[] = [
  { method: 'GET', path: '/public/api/map/config', body: TEST_MAP_LAYERS },
  ...OUTAGE_FEEDS.map((path) => ({ method: 'GET' as const, path, body: [] })),
  { method: 'GET', path: '/public/api/call-net/reports?timePeriod=PT24H', body: [] },
];
