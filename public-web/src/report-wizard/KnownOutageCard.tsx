import { formatDateTime } from '../i18n/dates';
import { Link } from 'wouter';
import { cardPath } from '../map/address-card';
import { FollowUpForm } from './FollowUpForm';
import { knownOutageTexts as t } from './wizard-texts';
import type { KnownOutage, LngLat } from './report-api';

interface Props {
  outage: KnownOutage;
  position: LngLat | null;
  address: string | null;
  followUp: { reportId: number; token: string } | null;
}

/**
 * Step 5's "we already know" (docs/report-wizard.md): the outage the report was folded into — kind, start,
 * estimated end ('Brak informacji' when unknown), cause, how many reported it — a link to the address card, and the
 * follow-up form when the answer carried its key.
 */
export function KnownOutageCard({ outage, position, address, followUp }: Props) {
  const cause = outage.cause ?? outage.description;
  return (
    <section className="wizard-known" aria-labelledby="wizard-known-title">
      <h2 id="wizard-known-title">{t.title}</h2>
      <p>{t.intro[outage.kind]}</p>
      <dl className="wizard-known__facts">
        <div>
          <dt>{t.kindLabel}</dt>
          <dd>{t.kind[outage.kind]}</dd>
        </div>
        <div>
          <dt>{t.start}</dt>
          <dd>{formatDateTime(outage.start)}</dd>
        </div>
        <div>
          <dt>{t.end[outage.kind]}</dt>
          <dd>{outage.end ? formatDateTime(outage.end) : t.unknown}</dd>
        </div>
        <div>
          {/* A cause written by staff is shown as written, in Polish, and said to be. */}
          <dt>{cause ? t.causeWritten : t.cause}</dt>
          <dd lang={cause ? 'pl-PL' : undefined}>{cause || t.unknown}</dd>
        </div>
        <div>
          <dt>{t.reports}</dt>
          <dd>{t.reportsCount(outage.reportsCount)}</dd>
        </div>
      </dl>
      {position && address && (
        <p>
          <Link to={cardPath({ label: address, point: position })}>{t.card}</Link>
        </p>
      )}
      {followUp && <FollowUpForm reportId={followUp.reportId} token={followUp.token} />}
    </section>
  );
}
