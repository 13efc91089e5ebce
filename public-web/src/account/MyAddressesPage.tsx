import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { NotificationType, WatchedAddress } from '../api/types';
import { PageStatus } from '../components/PageStatus';
import { useDocumentTitle } from '../components/use-document-title';
import { useToast } from '../toast/toast-context';
import { accountApi } from './account-api';
import { accountTexts } from './account-texts';
import { AddressCard, watchedAddressLabel } from './AddressCard';
import { NewAddressForm } from './NewAddressForm';
import { PushToggle } from './push/PushToggle';
import { SETTINGS_TOAST_LIFE } from './use-forced-logout';
import './account.css';

const t = accountTexts.addresses;

/**
 * /public/user/address 'Moje adresy' (spec §2, §4, §5, §8): the notification type with a link to the
 * settings, a card per watched address and a card to add one. Every change goes to the server at once.
 */
export default function MyAddressesPage() {
  useDocumentTitle(t.title);
  const showToast = useToast();
  const [type, setType] = useState<NotificationType | null>(null);
  const [addresses, setAddresses] = useState<WatchedAddress[] | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [adding, setAdding] = useState(false);
  // Closing the new-address form (saved or cancelled) removes the focused button: the focus returns to 'Dodaj adres'.
  const refocusOpener = useRef(false);
  const focusOpenerOnReturn = useCallback((button: HTMLButtonElement | null) => {
    if (button && refocusOpener.current) {
      refocusOpener.current = false;
      button.focus();
    }
  }, []);

  const error = useCallback((text: string) => showToast({ severity: 'error', title: accountTexts.errorTitle, text }), [showToast]);
  const success = useCallback((text: string) => showToast({ severity: 'success', text, life: SETTINGS_TOAST_LIFE }), [showToast]);

  useEffect(() => {
    const controller = new AbortController();
    const failed = (text: string) => () => {
      if (!controller.signal.aborted) error(text);
    };
    accountApi.getNotificationType(controller.signal).then(({ notificationType }) => setType(notificationType), failed(t.typeFailed));
    accountApi.getAddresses(controller.signal).then(setAddresses, () => {
      failed(t.loadFailed)();
      if (!controller.signal.aborted) setAddresses([]);
    });
    return () => controller.abort();
  }, [error]);

  const mark = (id: number, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const replace = (updated: WatchedAddress) => setAddresses((list) => list?.map((item) => (item.id === updated.id ? updated : item)) ?? null);

  const toggle = async (address: WatchedAddress, watched: boolean) => {
    mark(address.id, true);
    try {
      const updated = await accountApi.setAddressWatched(address.id, watched);
      replace({ ...address, ...updated, confirmed: updated?.confirmed ?? watched });
      success(watched ? t.activated : t.deactivated);
    } catch {
      error(t.statusFailed);
    } finally {
      mark(address.id, false);
    }
  };

  const remove = async (address: WatchedAddress) => {
    mark(address.id, true);
    try {
      await accountApi.deleteAddress(address.id);
      setAddresses((list) => list?.filter((item) => item.id !== address.id) ?? null);
      success(t.deleted(watchedAddressLabel(address)));
    } catch {
      error(t.deleteFailed);
      mark(address.id, false);
    }
  };

  return (
    <section className="page-section account-page" aria-labelledby="addresses-title">
      <h1 id="addresses-title">{t.title}</h1>
      <p className="lead">{t.intro}</p>

      <div className="notification-type">
        <p>
          {type === 'NONE' ? (
            <strong>{t.notificationTypes.NONE}</strong>
          ) : (
            <>
              {t.notificationType} <strong>{type ? t.notificationTypes[type] : '…'}</strong>
            </>
          )}
        </p>
        <Link to="/public/user/settings">{t.toSettings}</Link>
      </div>
      <p className="history-link">
        <Link to="/public/user/outage-history">{t.toHistory}</Link>
      </p>
      <PushToggle />

      {addresses === null ? (
        <PageStatus />
      ) : (
        <>
          {addresses.length === 0 && <p className="page-status">{t.empty}</p>}
          <ul className="address-cards" aria-label={t.listLabel}>
            {addresses.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                busy={busy.has(address.id)}
                onToggle={(item, watched) => void toggle(item, watched)}
                onDelete={(item) => void remove(item)}
              />
            ))}
            <li className={`address-card address-card--new${adding ? ' address-card--open' : ''}`}>
              {adding ? (
                <NewAddressForm
                  onCancel={() => {
                    refocusOpener.current = true;
                    setAdding(false);
                  }}
                  onSaved={(saved) => {
                    refocusOpener.current = true;
                    setAdding(false);
                    setAddresses((list) => [...(list ?? []), saved]);
                    success(t.saved(watchedAddressLabel(saved)));
                  }}
                />
              ) : (
                <button type="button" className="new-address__open" ref={focusOpenerOnReturn} onClick={() => setAdding(true)}>
                  <span aria-hidden="true" className="new-address__plus">
                    +
                  </span>
                  {t.add}
                </button>
              )}
            </li>
          </ul>
        </>
      )}
    </section>
  );
}
