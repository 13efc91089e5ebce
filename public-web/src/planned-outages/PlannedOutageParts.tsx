// The pieces of one planned outage that the table row and the phone card share, so both show the
// same content (spec §2).
import type { PublicPlannedOutage } from '../api/types';
import { ChevronDownIcon } from '../components/icons';
import { plannedTexts } from './planned-texts';
import { formatAddresses } from './format-addresses';
import { formatDateTime } from '../i18n/dates';

export function AddressList({ outage }: { outage: PublicPlannedOutage }) {
  const { lines, truncated } = formatAddresses(outage.addresses);
  return (
    <ul className="planned-addresses">
      {/* Stored addresses are shown as written: Polish, whatever the page's language. */}
      {lines.map((line, index) => (
        <li key={index} lang="pl-PL">
          {line}
        </li>
      ))}
      {truncated && (
        <li className="planned-addresses__more">
          <span aria-hidden="true">…</span>
          <span className="visually-hidden">{plannedTexts.moreAddresses}</span>
        </li>
      )}
    </ul>
  );
}

interface DetailsToggleProps {
  open: boolean;
  controls: string;
  onToggle: () => void;
}

/** The disclosure button of a row or card: aria-expanded, and the details it opens by id. */
export function DetailsToggle({ open, controls, onToggle }: DetailsToggleProps) {
  return (
    <button type="button" className="details-toggle" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      {plannedTexts.details}
      <ChevronDownIcon />
    </button>
  );
}

/** The cause, or 'Brak informacji.', and the reminder that the outage may be cancelled (spec §2). */
export function OutageDetails({ outage }: { outage: PublicPlannedOutage }) {
  const cause = outage.comment?.trim();
  return (
    <>
      <p className="planned-details__cause">
        {/* The cause is written by staff and shown as written: Polish. */}
        <strong>{plannedTexts.cause}</strong> {cause ? <span lang="pl-PL">{cause}</span> : plannedTexts.noCause}
      </p>
      <p className="planned-details__note">{plannedTexts.mayBeCancelled}</p>
    </>
  );
}

/**
 * What really happened, once known (docs/planned-outages.md "Plan against fact"): 'Przebieg: skrócone', and the actual
 * hours when reported. Nothing while the outage has not ended.
 */
export function OutageOutcome({ outage }: { outage: PublicPlannedOutage }) {
  if (!outage.outcome) return null;
  return (
    <p className={`planned-outcome planned-outcome--${outage.outcome.toLowerCase()}`}>
      <strong>{plannedTexts.outcome}</strong> {plannedTexts.outcomes(outage.outcome)}
      {outage.actualStart && outage.actualEnd && (
        <>
          {' '}
          ({plannedTexts.actual} <OutageTime iso={outage.actualStart} shown={formatDateTime(outage.actualStart)} /> –{' '}
          <OutageTime iso={outage.actualEnd} shown={formatDateTime(outage.actualEnd)} />)
        </>
      )}
    </p>
  );
}

/** A date cell's content: machine-readable for assistive technology, Warsaw time for the eye. */
export function OutageTime({ iso, shown }: { iso: string; shown: string }) {
  return <time dateTime={iso}>{shown}</time>;
}
