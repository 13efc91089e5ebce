// The map's data shapes: the generated OpenAPI types (api/types.ts), so a changed feed fails to compile.
// The type of an item is widened to string: a type this build does not know is shown as
// 'Nieznany typ zdarzenia' (spec §2) rather than breaking the page.
import type { GeocodedAddress as GeocodedAddressDto, MapLayersConfig, OutageMapItem, UserReportMapItem as UserReportMapItemDto } from '../api/types';

export interface LatLng {
  lat: number;
  lng: number;
}

export type OutageItem = Omit<OutageMapItem, 'type'> & { type: string };
export type OutageAddress = OutageItem['addressList'][number];
export type UserReportMapItem = Omit<UserReportMapItemDto, 'type'> & { type: string };

export type MapLayers = MapLayersConfig;
export type MapLayer = MapLayersConfig['road'];

/** What the address search and the address card need of a geocoded address. */
export type GeocodedAddress = Pick<GeocodedAddressDto, 'label' | 'coordinates' | 'street' | 'streetNumber' | 'city' | 'district'>;
