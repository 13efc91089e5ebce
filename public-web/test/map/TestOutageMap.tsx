// Stands in for OutageMap in component tests (jest/setup-tests.ts): Leaflet needs a real layout engine,
// which jsdom is not. It renders what the map would show as plain elements wired to the same state model and actions
// (map-state.ts), so the page's rules (pinning, the info window, the map click, the slider) are testable.
import { InfoContent } from '../../src/map/InfoContent';
import { markerTitle, typeLabel } from '../../src/map/event-details';
import { countLabel } from '../../src/map/map-items';
import { useMapModel } from '../../src/map/map-model';
import type { OutageMapProps } from '../../src/map/OutageMap';
import { outageSelectionOf, reportSelectionOf, type Selection } from '../../src/map/selection';

export default function TestOutageMap({ layers, outages, reports, initialView }: OutageMapProps) {
  const { state, dispatch, shown, onMapClick } = useMapModel();
  const { mode } = state;
  const onHover = (selection: Selection | null) => dispatch({ type: 'eventHovered', selection });
  const onPick = (selection: Selection) => dispatch({ type: 'eventSelected', selection });
  const onUnpin = () => dispatch({ type: 'infoClosed' });
  return (
    <div
      data-testid="outage-map"
      data-mode={mode}
      data-zoom={initialView.zoom}
      data-center={`${initialView.center.lng},${initialView.center.lat}`}
      data-tiles={layers?.road.url}
    >
      <button type="button" data-testid="map-background" onClick={() => onMapClick({ lat: 52.2, lng: 21.05 })}>
        tło mapy
      </button>
      {outages.map((item) => {
        const selection = outageSelectionOf(item);
        return (
          <button
            type="button"
            key={selection.key}
            data-testid="outage-marker"
            aria-label={markerTitle(typeLabel(item.type), item.addressesCount)}
            onMouseEnter={() => onHover(selection)}
            onMouseLeave={() => onHover(null)}
            onClick={() => onPick(selection)}
          >
            {item.addressesCount > 0 ? countLabel(item.addressesCount) : ''}
          </button>
        );
      })}
      {reports.map((report) => (
        <button type="button" key={report.id} data-testid="report-marker" onClick={() => onPick(reportSelectionOf(report))}>
          {report.address}
        </button>
      ))}
      {shown && (
        <div data-testid={shown.pinned ? 'info-window-pinned' : 'info-window'}>
          <InfoContent details={shown.selection.details} headingId="test-info" onClose={shown.pinned ? onUnpin : undefined} />
        </div>
      )}
    </div>
  );
}
