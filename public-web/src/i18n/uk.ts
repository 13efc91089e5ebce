// The Ukrainian catalogs of every area, in one chunk fetched when Ukrainian is chosen (catalogs.ts).
import type { Catalog } from './catalogs';
import layout from './layout/uk.json';
import map from './map/uk.json';

export const messages: Catalog = { ...layout, ...map };
