import { useId, useMemo, useState, type ReactNode } from 'react';
import { formatWarsawDateTime } from '@portal/domain';
import { filterOutages, filterReports, ALL_KINDS, type KindFilter } from './event-filters';
import { formatAddressList, groupOutages, typeLabel } from './map-items';
import { mapTexts } from './map-texts';
import type { OutageItem, UserReportMapItem } from './map-types';

const REPORTS_PAGE = 100;

interface EventListProps {
  outages: readonly OutageItem[] | null;
  reports: readonly UserReportMapItem[] | null;
  hours: number;
  /** The kinds switched on over the map: the list shows what the map shows. */
  kinds?: KindFilter;
  /** The side panel beside the map on a desktop: a heading of its own, rows as cards. */
  compact?: boolean;
  onShowOutage: (item: OutageItem) => void;
  onShowReport: (report: UserReportMapItem) => void;
  /** 'Karta adresu': the address card for the row's address (its first one) at the item's place. */
  onOpenCard: (address: string | null, point: OutageItem['position']) => void;
}

/** The address a row's card is about: a report's own, an outage's first (the card is about one address). */
export const firstAddress = (item: OutageItem): string | null => (item.addressList.length ? formatAddressList(item.addressList.slice(0, 1)) : null);

/**
 * The text alternative of the map: the same items, from the same feeds, report window and kinds, as tables with
 * headings, for keyboard and screen-reader use (WCAG 1.1.1; issue #4), filtered by address text (issue 16).
 */
export function EventList({ outages, reports, hours, kinds = ALL_KINDS, compact = false, onShowOutage, onShowReport, onOpenCard }: EventListProps) {
  const filterId = useId();
  const [text, setText] = useState('');
  const shownOutages = useMemo(() => (outages ? filterOutages(outages, kinds, text) : null), [outages, kinds, text]);
  const shownReports = useMemo(() => (reports ? filterReports(reports, kinds, text) : null), [reports, kinds, text]);
  const groups = useMemo(() => groupOutages(shownOutages ?? []), [shownOutages]);
  const id = (name: string) => `${compact ? 'side' : 'list'}-${name}`;
  const row: RowActions = { onShowOutage, onShowReport, onOpenCard };
  return (
    <div className={`event-list${compact ? ' event-list--compact' : ''}`}>
      {compact ? <h2 className="event-list__title">{mapTexts.list.sideTitle}</h2> : <p className="lead">{mapTexts.list.intro}</p>}
      <div className="event-list__filter">
        <label htmlFor={filterId}>{mapTexts.list.filter}</label>
        <input id={filterId} type="search" value={text} placeholder={mapTexts.list.filterPlaceholder} onChange={(event) => setText(event.target.value)} />
      </div>
      {kinds.failures && <OutageTable id={id('extensive')} title={mapTexts.list.extensive} items={groups.extensive} loading={!outages} row={row} />}
      {kinds.failures && <OutageTable id={id('failures')} title={mapTexts.list.failures} items={groups.failures} loading={!outages} row={row} />}
      {kinds.planned && <OutageTable id={id('planned')} title={mapTexts.list.planned} items={groups.planned} loading={!outages} row={row} />}
      {groups.other.length > 0 && <OutageTable id={id('other')} title={mapTexts.list.other} items={groups.other} loading={false} row={row} />}
      {kinds.reports && <ReportTable id={id('reports')} reports={shownReports} hours={hours} row={row} />}
    </div>
  );
}

type RowActions = Pick<EventListProps, 'onShowOutage' | 'onShowReport' | 'onOpenCard'>;

function outageNote(item: OutageItem): string {
  return [item.type === 'EXTENSIVE' ? item.description : null, item.comment, item.cause].filter(Boolean).join(' · ');
}

interface SectionProps {
  id: string;
  title: string;
  count: number;
  loading: boolean;
  /** Column headings before the last one, of the row's actions (its heading is for screen readers). */
  columns: string[];
  rows: ReactNode;
  footer?: ReactNode;
}

/** One kind of item: a heading with its count, then '…' while loading, the empty text, or the table. */
function EventSection({ id, title, count, loading, columns, rows, footer }: SectionProps) {
  return (
    <section className="event-list__section" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="event-list__count">({count})</span>
      </h2>
      {loading ? (
        <p className="page-status">…</p>
      ) : count === 0 ? (
        <p className="page-status">{mapTexts.list.empty}</p>
      ) : (
        <>
          <div className="table-scroll">
            <table className="event-table" role="table">
              <caption className="visually-hidden">{title}</caption>
              <thead role="rowgroup">
                <tr role="row">
                  {columns.map((column) => (
                    <th key={column} scope="col" role="columnheader">
                      {column}
                    </th>
                  ))}
                  <th scope="col" role="columnheader">
                    <span className="visually-hidden">{mapTexts.list.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup">{rows}</tbody>
            </table>
          </div>
          {footer}
        </>
      )}
    </section>
  );
}

function ActionsCell({ onShow, onCard, address }: { onShow: () => void; onCard: () => void; address: string | null }) {
  return (
    <td role="cell" className="event-table__action">
      <button type="button" className="link-button" onClick={onShow}>
        {mapTexts.list.showOnMap}
      </button>
      <button type="button" className="link-button" onClick={onCard} aria-label={address ? mapTexts.list.openCardOf(address) : undefined}>
        {mapTexts.list.openCard}
      </button>
    </td>
  );
}

const OUTAGE_COLUMNS = [mapTexts.list.type, mapTexts.list.address, mapTexts.list.start, mapTexts.list.end, mapTexts.list.details];
const REPORT_COLUMNS = [mapTexts.list.type, mapTexts.list.address, mapTexts.list.date];

function OutageTable({ id, title, items, loading, row }: { id: string; title: string; items: OutageItem[]; loading: boolean; row: RowActions }) {
  return (
    <EventSection
      id={id}
      title={title}
      count={items.length}
      loading={loading}
      columns={OUTAGE_COLUMNS}
      rows={items.map((item) => (
        <tr role="row" key={`${item.type}-${item.id}`}>
          <td role="cell" data-label={mapTexts.list.type}>
            {typeLabel(item.type)}
          </td>
          <td role="cell" data-label={mapTexts.list.address}>
            {formatAddressList(item.addressList) || '—'}
          </td>
          <td role="cell" data-label={mapTexts.list.start}>
            {formatWarsawDateTime(item.start)}
          </td>
          <td role="cell" data-label={mapTexts.list.end}>
            {item.end ? formatWarsawDateTime(item.end) : mapTexts.info.noEnd}
          </td>
          <td role="cell" data-label={mapTexts.list.details}>
            {outageNote(item)}
          </td>
          <ActionsCell onShow={() => row.onShowOutage(item)} onCard={() => row.onOpenCard(firstAddress(item), item.position)} address={firstAddress(item)} />
        </tr>
      ))}
    />
  );
}

function ReportTable({ id, reports, hours, row }: { id: string; reports: readonly UserReportMapItem[] | null; hours: number; row: RowActions }) {
  const [shown, setShown] = useState(REPORTS_PAGE);
  const sorted = useMemo(() => [...(reports ?? [])].sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id), [reports]);
  return (
    <EventSection
      id={id}
      title={mapTexts.list.reports(hours)}
      count={sorted.length}
      loading={!reports}
      columns={REPORT_COLUMNS}
      rows={sorted.slice(0, shown).map((report) => (
        <tr role="row" key={report.id}>
          <td role="cell" data-label={mapTexts.list.type}>
            {typeLabel(report.type)}
          </td>
          <td role="cell" data-label={mapTexts.list.address}>
            {report.address}
          </td>
          <td role="cell" data-label={mapTexts.list.date}>
            {formatWarsawDateTime(report.date)}
          </td>
          <ActionsCell onShow={() => row.onShowReport(report)} onCard={() => row.onOpenCard(report.address, report.position)} address={report.address} />
        </tr>
      ))}
      footer={
        sorted.length > shown && (
          <button type="button" className="button button--outline" onClick={() => setShown((count) => count + REPORTS_PAGE)}>
            {mapTexts.list.more(shown, sorted.length)}
          </button>
        )
      }
    />
  );
}
