import { LEGEND_ENTRIES } from './icons/legend';
import type { MapItemKind } from './icons/marker-shapes';
import { mapTexts } from './map-texts';
import { t } from '../i18n/i18n';

const LABELS = { userReport: 'map.type.userReport', planned: 'map.type.planned', confirmed: 'map.type.confirmed', extensive: 'map.type.extensive' } as const;
const legendLabel = (kind: MapItemKind) => t(LABELS[kind]);

/** The legend (spec §2): user report, planned outage, confirmed failure, and the extensive-outage area. */
export function MapLegend() {
  return (
    <section className="map-legend" aria-labelledby="map-legend-title">
      <h2 className="map-legend__title" id="map-legend-title">
        {mapTexts.legend}
      </h2>
      <ul className="map-legend__list">
        {LEGEND_ENTRIES.map(({ kind, Icon }) => (
          <li key={kind} className="map-legend__item">
            <Icon size={22} />
            <span>{legendLabel(kind)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
