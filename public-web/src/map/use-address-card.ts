import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { useNavigate, withSearch } from '../routing';
import { ADDRESS_PARAM, cardLinkTexts, cardPath, type CardPlace } from './card-link';
import { mapApi } from './map-api';
import type { MapAction } from './map-state';
import type { GeocodedAddress, LatLng } from './map-types';

/** Points closer than this (degrees, about 10 cm) are the same: the URL keeps six decimals. */
const SAME_POINT = 2e-6;
const samePoint = (a: LatLng, b: LatLng) => Math.abs(a.lat - b.lat) < SAME_POINT && Math.abs(a.lng - b.lng) < SAME_POINT;
/** A shared link's address is looked up again by its text; farther than this (degrees, about 50 m) it is another place. */
const SAME_ADDRESS = 5e-4;

export const placeOf = (found: GeocodedAddress, point: LatLng = found.coordinates): CardPlace => ({
  label: found.label,
  point,
  address: { street: found.street, streetNumber: found.streetNumber, city: found.city, district: found.district },
});

/**
 * The address card's place and its URL (docs/map.md "Address card"): an address is named in the URL
 * (`/public/{lng}/{lat}?adres=…`), so a shared link, a reload and the back button show the same card; a point with no
 * address near it (locate me, "Co tu jest?") has a card but no `adres`. The place itself is the page's state
 * (map-state.ts `card`); this hook keeps it and the URL in step.
 */
export function useAddressCard(focusPoint: LatLng | null, place: CardPlace | null, dispatch: Dispatch<MapAction>) {
  const navigate = useNavigate();
  const [pathname] = useLocation();
  const [searchParams] = useSearchParams();
  const param = searchParams.get(ADDRESS_PARAM);
  const placeRef = useRef(place);
  placeRef.current = place;

  // The URL names an address the card does not show yet (a shared link, back or forward): show it at the URL's point,
  // then find the address again by its text, for the planned outages' address lists and for watching it.
  useEffect(() => {
    const current = placeRef.current;
    if (!param || !focusPoint) {
      if (current?.address) dispatch({ type: 'cardClosed' });
      return;
    }
    if (current && current.label === param && samePoint(current.point, focusPoint)) return;
    const fromLink: CardPlace = { label: param, point: focusPoint, address: null };
    dispatch({ type: 'cardOpened', place: fromLink });
    const controller = new AbortController();
    mapApi.search(param, controller.signal).then(
      (found) => {
        const near = Math.abs(found.coordinates.lat - focusPoint.lat) < SAME_ADDRESS && Math.abs(found.coordinates.lng - focusPoint.lng) < SAME_ADDRESS;
        if (near) dispatch({ type: 'cardFound', from: fromLink, place: { ...placeOf(found, focusPoint), label: param } });
      },
      () => undefined,
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the point's numbers, not the object, decide
  }, [param, focusPoint?.lat, focusPoint?.lng]);

  const open = useCallback(
    (next: CardPlace) => {
      dispatch({ type: 'cardOpened', place: next });
      const path = next.address ? cardPath(next) : `/public/${next.point.lng.toFixed(6)}/${next.point.lat.toFixed(6)}`;
      void navigate(path);
    },
    [navigate, dispatch],
  );

  /** The locate-me button and "Co tu jest?": the address at the point, or the point itself when none is near. */
  const openAt = useCallback(
    (point: LatLng) => {
      mapApi.reverse(point).then(
        (found) => open(placeOf(found)),
        () => open({ label: cardLinkTexts.pointLabel, point, address: null }),
      );
    },
    [open],
  );

  const close = useCallback(() => {
    dispatch({ type: 'cardClosed' });
    if (param !== null) {
      const rest = new URLSearchParams(searchParams);
      rest.delete(ADDRESS_PARAM);
      navigate(withSearch(pathname, rest.toString()), { replace: true });
    }
  }, [navigate, param, pathname, searchParams, dispatch]);

  return { open, openAt, close };
}
