// The map's one info window (spec §2): the hovered event's preview, or the pinned one with the focus in it. Loaded with
// the event layer that opens it (EventLayer.tsx), not with the first paint (docs/performance.md).
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Popup, useMap } from 'react-leaflet';
import { InfoContent } from './InfoContent';
import type { Selection } from './selection';

const PIN_OFFSET: [number, number] = [0, -26];
const AREA_OFFSET: [number, number] = [0, 4];
const AUTO_PAN_TOP_LEFT: [number, number] = [8, 64];

export function InfoWindow({ selection, pinned, onClose }: { selection: Selection; pinned: boolean; onClose: () => void }) {
  const headingId = `info-${selection.key}`;
  // A new position array would make react-leaflet reopen the popup on every render of the map.
  const position = useMemo(() => [selection.position.lat, selection.position.lng] as [number, number], [selection]);
  // A long window (a cluster's list, a failure's details) scrolls inside the map rather than pushing its marker out of
  // view; a pinned one is moved clear of the layer switch and locate-me over the map's top.
  const maxHeight = Math.max(160, useMap().getSize().y - 140);
  return (
    <Popup
      maxHeight={maxHeight}
      autoPanPaddingTopLeft={AUTO_PAN_TOP_LEFT}
      position={position}
      closeButton={false}
      autoClose={false}
      closeOnClick={false}
      closeOnEscapeKey={false}
      autoPan={pinned}
      className={pinned ? 'map-popup map-popup--pinned' : 'map-popup map-popup--hover'}
      offset={selection.pin ? PIN_OFFSET : AREA_OFFSET}
    >
      {pinned ? (
        <PinnedBody headingId={headingId}>
          <InfoContent details={selection.details} headingId={headingId} onClose={onClose} />
        </PinnedBody>
      ) : (
        <InfoContent details={selection.details} headingId={headingId} />
      )}
    </Popup>
  );
}

function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * A pinned window takes the focus and, when it closes with the focus inside it, gives it back to where it
 * came from: the pin or cluster that opened it, else the map's keyboard stop.
 */
function PinnedBody({ headingId, children }: { headingId: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const map = useMap();
  useEffect(() => {
    const body = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Opened from the keyboard (the opener shows its focus): the focus goes back when it closes. Opened by a click, it
    // is left where the pointer put it, or the pin's preview would come back under the pointer.
    const fromKeyboard = !!opener && focusVisible(opener);
    body?.focus({ preventScroll: true });
    return () => {
      if (!fromKeyboard) return;
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected && !body?.contains(active)) return;
      const back = opener?.isConnected && opener !== document.body ? opener : map.getContainer().querySelector<HTMLElement>('.map-keys');
      back?.focus({ preventScroll: true });
    };
  }, [map]);
  return (
    <div ref={ref} className="map-popup__body" role="dialog" aria-labelledby={headingId} tabIndex={-1}>
      {children}
    </div>
  );
}
