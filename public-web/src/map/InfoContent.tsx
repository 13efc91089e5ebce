import { LANGUAGE_TAGS } from '@portal/domain';
import { CloseIcon } from '../components/icons';
import type { InfoDetails } from './event-details';
import { mapTexts } from './map-texts';

interface InfoContentProps {
  details: InfoDetails;
  /** Heading id, so the info window or panel can be named by it. */
  headingId: string;
  /** Shown when the window is pinned (or in the narrow-screen panel). */
  onClose?: () => void;
}

/** The info window's content (spec §2): type, start, end, addresses, comment or description. */
export function InfoContent({ details, headingId, onClose }: InfoContentProps) {
  return (
    <div className="map-info">
      <div className="map-info__header">
        <h2 className="map-info__title" id={headingId}>
          {details.title}
        </h2>
        {onClose && (
          <button type="button" className="icon-button map-info__close" onClick={onClose} aria-label={mapTexts.info.close}>
            <CloseIcon />
          </button>
        )}
      </div>
      <dl className="map-info__rows">
        {details.rows.map((row) => (
          <div key={row.label} className="map-info__row">
            <dt>{row.label}</dt>
            <dd lang={row.polish && LANGUAGE_TAGS.pl}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
