import { LEGEND_ENTRIES } from './icons/legend';
import { mapTexts } from './map-texts';

/** The legend (spec §2): user report, planned outage, confirmed failure, and the extensive-outage area. */
export function MapLegend() {
  return (
    <section className="map-legend" aria-labelledby="map-legend-title">
      <h2 className="map-legend__title" id="map-legend-title">
        {mapTexts.legend}
      </h2>
      <ul className="map-legend__list">
        {LEGEND_ENTRIES.map(({ kind, label, Icon }) => (
          <li key={kind} className="map-legend__item">
            <Icon size={22} />
            <span>{label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
