import type { OutageMapProps } from '../src/map/OutageMap';

/**
 * Stands in for the Leaflet map in component tests (jsdom has no layout or canvas): it lists the
 * points and the outline it was given, so a test can check what the map would show.
 */
export default function OutageMapStub({ points, outline, label }: OutageMapProps) {
  return (
    <div role="region" aria-label={label} data-outline={outline.length}>
      <ul>
        {points.map((point) => (
          <li key={point.key}>{point.label}</li>
        ))}
      </ul>
    </div>
  );
}
