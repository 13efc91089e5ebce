import { formatWarsawDateTime, warsawDay, warsawTime } from '@portal/domain';
import type { PwaState } from './pwa-state';

export const pwaTexts = {
  /** Issue 17: "Brak połączenia — dane z HH:MM"; kept data of an earlier day also names the day. */
  offline: (cachedAt: Date, now: Date = new Date()) =>
    `Brak połączenia — dane z ${warsawDay(cachedAt) === warsawDay(now) ? warsawTime(cachedAt) : formatWarsawDateTime(cachedAt)}`,
  update: 'Dostępna nowa wersja portalu.',
  refresh: 'Odśwież',
} as const;

/** The banner's lines (OfflineBanner.tsx): kept data and since when, and a waiting new version. */
export default function PwaBannerLines({ cachedAt, update }: PwaState) {
  return (
    <div className="pwa-banner" role="status">
      {cachedAt !== null && (
        <div className="pwa-banner__line pwa-banner__line--offline">
          <p className="container">{pwaTexts.offline(new Date(cachedAt))}</p>
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
