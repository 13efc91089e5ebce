import { useEffect, useRef } from 'react';
import { InfoContent } from './InfoContent';
import { mapTexts } from './map-texts';
import type { Selection } from './selection';

/** Under 800 px a tap opens the details here, at the bottom of the map, instead of in an info window (spec §2). */
export function InfoPanel({ selection, onClose }: { selection: Selection; onClose: () => void }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [selection.key]);
  return (
    <section className="map-panel" aria-label={mapTexts.info.panelLabel} tabIndex={-1} ref={ref}>
      <InfoContent details={selection.details} headingId={`panel-${selection.key}`} onClose={onClose} />
    </section>
  );
}
