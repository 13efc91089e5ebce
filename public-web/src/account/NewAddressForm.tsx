import { isExceptedAddress } from '@portal/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../api/client';
import type { GeocodedAddress, WatchedAddress } from '../api/types';
import { useToast } from '../toast/toast-context';
import { accountApi } from './account-api';
import { accountTexts } from './account-texts';
import { AddressAutocomplete } from './AddressAutocomplete';
import { saveWatchedAddress, WatchAddressConfirm } from './WatchAddressConfirm';

const t = accountTexts.addresses;

/** Why a chosen address cannot be saved (spec §5 address form), or null when it can. */
export function addressProblem(address: GeocodedAddress | null, refusedByServer: boolean): string | null {
  if (!address) return null;
  if (!address.streetNumber?.trim()) return t.needHouseNumber;
  if (refusedByServer || isExceptedAddress(address.street, address.streetNumber)) return t.unsupported;
  return null;
}

type Locating = 'idle' | 'pending' | 'failed';

interface NewAddressFormProps {
  onSaved: (address: WatchedAddress) => void;
  onCancel: () => void;
}

/**
 * The new-address card's form (spec §2, §5, §8): an address from the suggestions (or from the device's
 * location), then the recipient confirmation, whose Save waits for the statement to be ticked.
 */
export function NewAddressForm({ onSaved, onCancel }: NewAddressFormProps) {
  const ids = useId();
  const showToast = useToast();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<GeocodedAddress | null>(null);
  const [refused, setRefused] = useState(false);
  const [locating, setLocating] = useState<Locating>('idle');
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);

  const formRef = useRef<HTMLFormElement>(null);

  // The form replaces the 'Dodaj adres' button that had the focus: the focus moves to the search field instead of
  // falling to the page's body, and the form comes up to the top of the screen, so the suggestions opening under
  // the field stay in view (on a phone also above the on-screen keyboard).
  useEffect(() => {
    const form = formRef.current;
    form?.scrollIntoView?.({ block: 'start' });
    form?.querySelector<HTMLInputElement>('[role="combobox"]')?.focus({ preventScroll: true });
  }, []);

  const problem = addressProblem(chosen, refused);
  const canSave = chosen !== null && problem === null && !saving;

  const select = (address: GeocodedAddress) => {
    setChosen(address);
    setRefused(false);
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocating('failed');
      return;
    }
    setLocating('pending');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        accountApi.reverse(coords.latitude, coords.longitude).then(
          (address) => {
            setLocating('idle');
            setText(address.label);
            select(address);
          },
          () => setLocating('failed'),
        );
      },
      () => setLocating('failed'),
      { timeout: 15_000 },
    );
  };

  const save = async () => {
    if (!chosen) return;
    setSaving(true);
    try {
      const saved = await saveWatchedAddress(chosen);
      setConfirming(false);
      onSaved(saved);
    } catch (error) {
      setConfirming(false);
      if (error instanceof ApiError && error.status === 400) setRefused(true);
      else showToast({ severity: 'error', title: accountTexts.errorTitle, text: t.saveFailed });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      ref={formRef}
      className="new-address"
      aria-label={t.newTitle}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave) setConfirming(true);
      }}
    >
      <h2 className="address-card__title">{t.newTitle}</h2>
      <AddressAutocomplete
        id={`${ids}-address`}
        text={text}
        onTextChange={(value) => {
          setText(value);
          if (chosen && value !== chosen.label) setChosen(null);
        }}
        onSelect={select}
        error={problem ?? undefined}
        hint={t.searchHint}
      />
      <button type="button" className="link-button" onClick={locate} disabled={locating === 'pending'}>
        {t.useLocation}
      </button>
      <p className="new-address__status" role="status">
        {locating === 'pending' ? t.geolocationPending : ''}
      </p>
      {locating === 'failed' && (
        <p className="field__error" role="alert">
          {t.geolocationError}
        </p>
      )}
      <div className="new-address__actions">
        <button type="submit" className="button button--primary" disabled={!canSave}>
          {t.save}
        </button>
        <button type="button" className="button button--outline" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>

      <WatchAddressConfirm open={confirming} label={chosen?.label ?? ''} saving={saving} onSave={() => void save()} onCancel={() => setConfirming(false)} />
    </form>
  );
}
