import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { saveWatchedAddress, WatchAddressConfirm } from '../account/WatchAddressConfirm';
import { ApiError } from '../api/client';
import { useSession } from '../auth/session';
import { CloseIcon } from '../components/icons';
import { useLoginState } from '../login/login-context';
import {
  canWatch,
  cardContent,
  cardPath,
  cardTexts as t,
  statusQuery,
  type AddressStatus,
  type AddressStatusQuery,
  type CardEntry,
  type CardPlace,
} from './address-card';
import { mapApi } from './map-api';
import { addReportPath } from './map-items';
import { NARROW_QUERY } from './map-settings';
import { shareLink } from './share-link';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'done'; status: AddressStatus };

interface AddressStatusCardProps {
  place: CardPlace;
  onClose: () => void;
  /** Changes when the map's feeds were refreshed: the card asks again (a 304 when nothing changed) and keeps what it shows meanwhile. */
  version?: unknown;
}

/**
 * The address card (docs/map.md "Address card"): what affects the chosen address now, what is planned there
 * in the next 14 days, and what to do about it. It takes the focus when it opens; Escape or its close button closes it
 * and the focus goes back where it came from.
 */
export function AddressStatusCard({ place, onClose, version }: AddressStatusCardProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [notice, setNotice] = useState('');
  const query = JSON.stringify(statusQuery(place));

  useEffect(() => {
    setLoad({ state: 'loading' });
  }, [query]);
  useEffect(() => {
    const controller = new AbortController();
    mapApi.addressStatus(JSON.parse(query) as AddressStatusQuery, controller.signal).then(
      (status) => setLoad({ state: 'done', status }),
      // A failed refresh keeps the answer shown, as the map keeps its picture.
      () => !controller.signal.aborted && setLoad((shown) => (shown.state === 'done' ? shown : { state: 'failed' })),
    );
    return () => controller.abort();
  }, [query, version]);

  // Focus in on opening (and on another address), back out on closing: to the opener, else the address search.
  const returnTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && !heading.current?.closest('section')?.contains(active)) returnTo.current = active;
    // On a phone the card is a bottom sheet over the lower half: the map comes up so its middle (the pin) shows above it.
    if (window.matchMedia?.(NARROW_QUERY).matches) heading.current?.closest('.map-canvas')?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [place.label, place.point.lat, place.point.lng]);
  const close = useCallback(() => {
    const target = returnTo.current?.isConnected ? returnTo.current : document.querySelector<HTMLElement>('.address-search input');
    onClose();
    target?.focus();
  }, [onClose]);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    close();
  };

  // A notice at the foot of a card that scrolls: brought into view, or the person would not see it.
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [notice]);

  const share = async () => {
    const outcome = await shareLink(new URL(cardPath(place), window.location.origin).href, place.label);
    setNotice(outcome === 'copied' ? t.copied : outcome === 'failed' ? t.copyFailed : '');
  };

  return (
    <section className="address-card-panel" aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <div className="address-card-panel__head">
        <div>
          <p className="address-card-panel__eyebrow">{t.regionLabel}</p>
          <h2 id={headingId} ref={heading} tabIndex={-1} className="address-card-panel__title">
            {place.label}
          </h2>
        </div>
        <button type="button" className="icon-button" aria-label={t.close} title={t.close} onClick={close}>
          <CloseIcon />
        </button>
      </div>

      <div className="address-card-panel__body" aria-live="polite" aria-busy={load.state === 'loading'}>
        {load.state === 'loading' && <p className="page-status">{t.loading}</p>}
        {load.state === 'failed' && <p className="form-alert">{t.failed}</p>}
        {load.state === 'done' && <StatusSections status={load.status} />}
      </div>

      <div className="address-card-panel__actions">
        <Link className="button button--side button--block" to={addReportPath(place.point)}>
          {t.report}
        </Link>
        <WatchButton place={place} onNotice={setNotice} />
        <button type="button" className="button button--outline button--block" onClick={() => void share()}>
          {t.share}
        </button>
        <p ref={noticeRef} className="address-card-panel__notice" role="status">
          {notice}
        </p>
      </div>
    </section>
  );
}

function StatusSections({ status }: { status: AddressStatus }) {
  const content = cardContent(status);
  return (
    <>
      <h3 className="address-card-panel__section">{t.nowTitle}</h3>
      {content.nothingNow ? <p className="address-card-panel__none">{t.nothingNow}</p> : <EntryList entries={content.now} />}
      <h3 className="address-card-panel__section">{t.upcomingTitle}</h3>
      {content.upcoming.length ? <EntryList entries={content.upcoming} /> : <p className="address-card-panel__none">{t.nothingUpcoming}</p>}
    </>
  );
}

function EntryList({ entries }: { entries: CardEntry[] }) {
  return (
    <ul className="address-card-panel__entries">
      {entries.map((entry) => (
        <li key={entry.key} className="address-card-panel__entry">
          <p className="address-card-panel__entry-title">{entry.title}</p>
          <p className="address-card-panel__why">{entry.why}</p>
          <dl className="address-card-panel__rows">
            {entry.rows.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd lang={row.lang}>{row.value}</dd>
              </div>
            ))}
          </dl>
          {entry.history && (
            <div className="address-card-panel__history">
              <p>{entry.history.summary}</p>
              <ul>
                {entry.history.moves.map((move, i) => (
                  <li key={i}>{move}</li>
                ))}
              </ul>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Powiadamiaj mnie o tym adresie': signed in as a resident, the recipient confirmation of 'Moje adresy' and the
 * address is added; signed out, the login sidebar opens and, once signed in, the confirmation follows here.
 */
function WatchButton({ place, onNotice }: { place: CardPlace; onNotice: (text: string) => void }) {
  const { token, role } = useSession();
  const { openSidebar, sidebarOpen } = useLoginState();
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [wantsToWatch, setWantsToWatch] = useState(false);
  const resident = !!token && role === 'PUBLIC';

  // Back from the login sidebar (it opens after a short delay): signed in, ask the confirmation once the sidebar has
  // given the focus back; closed without signing in, forget the wish.
  const sawSidebar = useRef(false);
  useEffect(() => {
    if (!wantsToWatch) return;
    if (sidebarOpen) {
      sawSidebar.current = true;
      return;
    }
    if (!sawSidebar.current) return;
    const timer = window.setTimeout(() => {
      sawSidebar.current = false;
      setWantsToWatch(false);
      if (resident) setConfirming(true);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [wantsToWatch, sidebarOpen, resident]);

  if (!canWatch(place)) return <p className="address-card-panel__hint">{t.watchNeedsAddress}</p>;

  const watch = () => {
    if (resident) {
      setConfirming(true);
      return;
    }
    setWantsToWatch(true);
    openSidebar();
  };

  const save = async () => {
    setSaving(true);
    try {
      await saveWatchedAddress(place.address!);
      setConfirming(false);
      onNotice(t.watched(place.label));
    } catch (error) {
      setConfirming(false);
      onNotice(error instanceof ApiError && error.status === 400 ? error.message : t.watchFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <button type="button" className="button button--primary button--block" onClick={watch}>
        {t.watch}
      </button>
      <WatchAddressConfirm open={confirming} label={place.label} saving={saving} onSave={() => void save()} onCancel={() => setConfirming(false)} />
    </>
  );
}
