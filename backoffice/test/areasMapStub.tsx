import type { AreasMapProps } from '../src/areas/AreasMap';

/** Stands in for the Leaflet areas map in component tests: lists the outlines it would draw. */
export default function AreasMapStub({ areas, label }: AreasMapProps) {
  return (
    <div role="region" aria-label={label}>
      <ul>
        {areas.map((area) => (
          <li key={area.id}>{`obrys: ${area.name}`}</li>
        ))}
      </ul>
    </div>
  );
}
