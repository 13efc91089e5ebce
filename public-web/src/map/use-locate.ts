import { useCallback, useState } from 'react';
import type { LatLng } from './map-types';

export type LocateStatus = 'idle' | 'locating' | 'error';

/** The locate-me button's browser call (spec §8 texts); the found point goes to `onFound`. */
export function useLocate(onFound: (point: LatLng) => void) {
  const [status, setStatus] = useState<LocateStatus>('idle');
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setStatus('error');
      return;
    }
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setStatus('idle');
        onFound({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      () => setStatus('error'),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }, [onFound]);
  return { status, locate };
}
