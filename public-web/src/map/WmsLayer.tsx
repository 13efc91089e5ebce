import { WMSTileLayer } from 'react-leaflet';
import { MAX_ZOOM } from './map-settings';
import type { MapLayer } from './map-types';

/**
 * A WMS tile layer (by default the hybrid map: Geoportal's orthophoto and its street labels, docs/map.md). Its own
 * chunk, loaded only when a WMS layer is shown: the road map is XYZ tiles unless configured otherwise.
 */
export default function WmsLayer({ layer, overlay }: { layer: MapLayer & { wmsLayers: string }; overlay: boolean }) {
  return (
    <WMSTileLayer
      url={layer.url}
      params={{ layers: layer.wmsLayers, format: overlay ? 'image/png' : 'image/jpeg', transparent: overlay }}
      attribution={layer.attribution}
      maxZoom={MAX_ZOOM}
      zIndex={overlay ? 2 : 1}
    />
  );
}
