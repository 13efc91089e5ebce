import { timeOrDateTime } from '../i18n/dates';
import { t } from '../i18n/i18n';
import type { PwaState } from './pwa-state';

export const pwaTexts = {
  /** "Brak połączenia — dane z HH:MM"; kept data of an earlier day also names the day. */
  offline: (cachedAt: Date, now: Date = new Date()) => t('layout.offline.noConnection', { time: timeOrDateTime(cachedAt, now) }),
  get update() {
    return t('layout.offline.update');
  },
  get refresh() {
    return t('layout.offline.refresh');
  },
};

/**
 * Since when the data on screen are, when the banner must say "Brak połączenia — dane z HH:MM"; null when it must not.
 * A kept answer says so by itself; offline (the browser's word or a failed refresh), the answers on screen may be fresh
 * ones from the browser's HTTP cache, and the latest answer of each call counts too. The oldest time is said: never
 * newer than shown.
 */
export function offlineSince({ cachedAt, answeredAt, browserOffline, refreshFailed }: PwaState): number | null {
  const times = Object.values(answeredAt);
  const since = Math.min(cachedAt ?? Infinity, browserOffline || refreshFailed ? Math.min(...times) : Infinity);
  return since === Infinity ? null : since;
}

/** The banner's lines (OfflineBanner.tsx): offline or kept data and since when, and a waiting new version. */
export default function PwaBannerLines(state: PwaState) {
  const since = offlineSince(state);
  const { update } = state;
  if (since === null && !update) return null;
  return (
    <div className="pwa-banner" role="status">
      {since !== null && (
        <div className="pwa-banner__line pwa-banner__line--offline">
          <p className="container">{pwaTexts.offline(new Date(since))}</p>
        </div>
      )}
      {update && (
        <div className="pwa-banner__line">
          <p className="container">
            {pwaTexts.update}{' '}
            <button type="button" className="button button--primary" onClick={update}>
              {pwaTexts.refresh}
            </button>
          </p>
        </div>
      )}
    </div>
  );
}
