import { useEffect, useId, useState } from 'react';
import type { GeocodedAddress, WatchedAddress } from '../api/types';
import { loadArea } from '../i18n/i18n';
import { accountApi } from './account-api';
import { accountTexts } from './account-texts';
import { PageModal } from './PageModal';

const t = accountTexts.addresses;

/** What saving a watched address needs of a geocoded one. */
export type WatchableAddress = Pick<GeocodedAddress, 'street' | 'streetNumber' | 'city' | 'district'>;

/** Adds the address to 'Moje adresy' once the statement has been ticked (spec §5: `confirmed: true`). */
export const saveWatchedAddress = (address: WatchableAddress): Promise<WatchedAddress> =>
  accountApi.addAddress({ confirmed: true, streetName: address.street, houseNumber: address.streetNumber, city: address.city, district: address.district });

interface WatchAddressConfirmProps {
  open: boolean;
  label: string;
  saving: boolean;
  onSave: () => void;
  onCancel: () => void;
}

/**
 * The recipient confirmation before an address is watched (spec §2, §8): the question, the address and the statement
 * whose box must be ticked before Save. Shared by 'Moje adresy' and the map's address card, so both ask the same. The
 * map's card loads without the account's texts: they are fetched as the card shows, and the dialog opens once they are in.
 */
export function WatchAddressConfirm({ open, label, saving, onSave, onCancel }: WatchAddressConfirmProps) {
  const id = useId();
  const [statement, setStatement] = useState(false);
  const [textsLoaded, setTextsLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    void loadArea('account').then(() => {
      if (mounted) setTextsLoaded(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  useEffect(() => {
    if (open) setStatement(false);
  }, [open]);
  return (
    <PageModal open={open && textsLoaded} labelledBy={`${id}-confirm-title`} onEscape={onCancel}>
      <h2 id={`${id}-confirm-title`} className="modal__title">
        {t.confirmQuestion}
      </h2>
      <p className="recipient-address" lang="pl-PL">
        {label}
      </p>
      <label className="check">
        <input type="checkbox" checked={statement} onChange={(event) => setStatement(event.target.checked)} />
        <span>{t.confirmStatement}</span>
      </label>
      <div className="modal__actions">
        <button type="button" className="button button--outline" onClick={onCancel}>
          {t.cancel}
        </button>
        <button type="button" className="button button--primary" disabled={!statement || saving} onClick={onSave}>
          {t.save}
        </button>
      </div>
    </PageModal>
  );
}
