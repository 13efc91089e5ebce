import type { WatchedAddress } from '../api/types';
import { accountTexts } from './account-texts';
import { CalendarLinkSection } from './calendar/CalendarLinkSection';

const t = accountTexts.addresses;

/** 'Marszałkowska 10, Warszawa', as the toasts and the cards name an address. */
export function watchedAddressLabel(address: Pick<WatchedAddress, 'streetName' | 'houseNumber' | 'city'>): string {
  return [`${address.streetName} ${address.houseNumber}`.trim(), address.city].filter(Boolean).join(', ');
}

interface AddressCardProps {
  address: WatchedAddress;
  busy: boolean;
  onToggle: (address: WatchedAddress, watched: boolean) => void;
  onDelete: (address: WatchedAddress) => void;
}

/** One watched address (spec §2): active or inactive, the watch checkbox, delete, the details. */
export function AddressCard({ address, busy, onToggle, onDelete }: AddressCardProps) {
  const label = watchedAddressLabel(address);
  const checkboxId = `address-${address.id}-watched`;
  return (
    <li className={`address-card${address.confirmed ? ' address-card--active' : ' address-card--inactive'}`} aria-busy={busy}>
      <h2 className="address-card__title" id={`address-${address.id}-title`} lang="pl-PL">
        {address.streetName} {address.houseNumber}
      </h2>
      {/* The server's description of the place (street type, postcode, district) when it has one. */}
      {/* Place names are shown as stored, marked Polish; only the label 'Dzielnica:' is in the page's language. */}
      {address.details ? (
        <p className="address-card__details" lang="pl-PL">
          {address.details}
        </p>
      ) : (
        <p className="address-card__details">
          {address.city && <span lang="pl-PL">{address.city}</span>}
          {address.city && address.district && ', '}
          {address.district && (
            <>
              {t.district} <span lang="pl-PL">{address.district}</span>
            </>
          )}
        </p>
      )}
      <p className="address-card__state">{address.confirmed ? t.active : t.inactive}</p>
      <div className="address-card__actions">
        <label className="check" htmlFor={checkboxId}>
          <input
            id={checkboxId}
            type="checkbox"
            checked={address.confirmed}
            disabled={busy}
            aria-describedby={`address-${address.id}-title`}
            onChange={(event) => onToggle(address, event.target.checked)}
          />
          <span>{address.confirmed ? t.watched : t.notWatched}</span>
        </label>
        <button
          type="button"
          className="button button--outline button--small"
          disabled={busy}
          aria-label={t.deleteLabel(label)}
          onClick={() => onDelete(address)}
        >
          {t.delete}
        </button>
      </div>
      <CalendarLinkSection addressId={address.id} />
    </li>
  );
}
