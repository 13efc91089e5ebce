// The English catalogs of every area, in one chunk fetched when English is chosen (catalogs.ts).
import type { Catalog } from './catalogs';
import layout from './layout/en.json';
import map from './map/en.json';

export const messages: Catalog = { ...layout, ...map };
