import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { useNavigate } from '../routing';
import { LocateIcon } from '../components/icons';
import { WarningIcon } from '../components/WarningIcon';
import { AddressSearch } from './AddressSearch';
import { checkLocation, outageAt, toLocationOutage, toPickedAddress, type LocationValidity } from './location-check';
import { OutageDialog } from './OutageDialog';
import { reportWizardApi, type LngLat, type PointStatusResponse } from './report-api';
import { nextUrl } from './steps';
import { useWizard, type PickedAddress } from './wizard-state';
import { wizardTexts } from './wizard-texts';

const LocationMap = lazy(() => import('./LocationMap'));
const t = wizardTexts.location;

const sameAddress = (a: PickedAddress | null, b: PickedAddress | null) =>
  !!a && !!b && a.street === b.street && a.residenceNumber === b.residenceNumber && a.city === b.city;

/** Step 1 /public/add-report/1 (spec §2 Wizard, §4 location outage check, §5 location rules, §8). */
export function LocationStep() {
  const { state, update } = useWizard();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [picked, setPicked] = useState<PickedAddress | null>(state.location);
  const [validity, setValidity] = useState<LocationValidity | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [dialog, setDialog] = useState<PointStatusResponse | null>(null);
  const reverseCall = useRef<AbortController | null>(null);

  const pickPoint = useCallback(async (point: LngLat) => {
    setNotice(null);
    reverseCall.current?.abort();
    const controller = new AbortController();
    reverseCall.current = controller;
    try {
      setPicked(toPickedAddress(await reportWizardApi.reverse(point, controller.signal)));
    } catch (error) {
      if ((error as { name?: string }).name !== 'AbortError') setNotice(t.reverseFailed);
    }
  }, []);

  // /public/add-report/1?lng=…&lat=… (the map's "add report here") starts at that spot.
  useEffect(() => {
    const lng = Number(search.get('lng'));
    const lat = Number(search.get('lat'));
    if (search.has('lng') && search.has('lat') && Number.isFinite(lng) && Number.isFinite(lat)) void pickPoint({ lng, lat });
    return () => reverseCall.current?.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on entry: the link's point, not later changes
  }, []);

  useEffect(() => {
    if (!picked) return;
    const controller = new AbortController();
    setValidity({ state: 'checking' });
    checkLocation(picked, controller.signal).then(setValidity, () => undefined);
    return () => controller.abort();
  }, [picked]);

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setNotice(t.locateFailed);
      return;
    }
    setNotice(null);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        void pickPoint({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      () => {
        setLocating(false);
        setNotice(t.locateFailed);
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  };

  const proceed = (status: PointStatusResponse | null) => {
    if (!picked) return;
    const locationOutage = toLocationOutage(status);
    const keepDetails = sameAddress(state.location, picked);
    const chosen = { location: picked, locationOutage, details: keepDetails ? state.details : null };
    update(chosen);
    // The route parameters come from the new choice, not from the last visit to the next step.
    void navigate(nextUrl('location', { ...state, ...chosen, detailsQuery: null }));
  };

  const confirm = async () => {
    if (!picked || validity?.state !== 'valid' || confirming) return;
    setConfirming(true);
    const status = await outageAt(picked.coordinates);
    setConfirming(false);
    if (status) setDialog(status);
    else proceed(null);
  };

  const canConfirm = picked !== null && validity?.state === 'valid' && !confirming;
  return (
    <div className="wizard-location">
      <div className="wizard-location__panel">
        <h1 id="wizard-title" tabIndex={-1}>
          {t.title}
        </h1>
        <p className="wizard__intro">{t.intro}</p>
        <AddressSearch onPick={(address) => setPicked(toPickedAddress(address))} />
        <button type="button" className="button button--outline button--block wizard-location__locate" onClick={locate} disabled={locating}>
          <LocateIcon /> {t.locate}
        </button>
        <div aria-live="polite" className="wizard-location__status">
          {locating && <p className="page-status">{t.locating}</p>}
          {notice && (
            <p className="field__error">
              <WarningIcon /> {notice}
            </p>
          )}
        </div>
        {picked && (
          <div className="wizard-location__chosen" aria-live="polite">
            <p className="wizard-location__chosen-label">{t.chosen}</p>
            <p className="wizard-location__address" lang="pl-PL">
              {picked.label}
            </p>
            {validity?.state === 'checking' && <p className="page-status">{t.checking}</p>}
            {validity?.state === 'invalid' && (
              <p className="field__error" role="alert">
                <WarningIcon /> {validity.message}
              </p>
            )}
          </div>
        )}
        <div className="wizard__actions wizard__actions--sticky">
          <button type="button" className="button button--primary button--block" disabled={!canConfirm} onClick={() => void confirm()}>
            {confirming ? t.confirming : t.confirm}
          </button>
        </div>
      </div>
      <div className="wizard-location__map">
        <Suspense fallback={<p className="page-status wizard-map wizard-map--loading">{t.mapLoading}</p>}>
          <LocationMap position={picked?.coordinates ?? null} onPick={(point) => void pickPoint(point)} />
        </Suspense>
      </div>
      <OutageDialog
        status={dialog}
        onYes={() => {
          const status = dialog;
          setDialog(null);
          proceed(status);
        }}
        onNo={() => void navigate('/public')}
      />
    </div>
  );
}
