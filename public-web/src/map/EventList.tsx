import { useMemo, useState, type ReactNode } from 'react';
import { formatWarsawDateTime } from '@portal/domain';
import { formatAddressList, groupOutages, typeLabel } from './map-items';
import { mapTexts } from './map-texts';
import type { OutageItem, UserReportMapItem } from './map-types';

const REPORTS_PAGE = 100;

interface EventListProps {
  outages: readonly OutageItem[] | null;
  reports: readonly UserReportMapItem[] | null;
  hours: number;
  onShowOutage: (item: OutageItem) => void;
  onShowReport: (report: UserReportMapItem) => void;
}

/**
 * The text alternative of the map: the same items, from the same feeds and the same report window, as
 * tables with headings, for keyboard and screen-reader use (WCAG 1.1.1; issue #4).
 */
export function EventList({ outages, reports, hours, onShowOutage, onShowReport }: EventListProps) {
  const groups = useMemo(() => groupOutages(outages ?? []), [outages]);
  return (
    <div className="event-list">
      <p className="lead">{mapTexts.list.intro}</p>
      <OutageTable id="list-extensive" title={mapTexts.list.extensive} items={groups.extensive} loading={!outages} onShow={onShowOutage} />
      <OutageTable id="list-failures" title={mapTexts.list.failures} items={groups.failures} loading={!outages} onShow={onShowOutage} />
      <OutageTable id="list-planned" title={mapTexts.list.planned} items={groups.planned} loading={!outages} onShow={onShowOutage} />
      {groups.other.length > 0 && <OutageTable id="list-other" title={mapTexts.list.other} items={groups.other} loading={false} onShow={onShowOutage} />}
      <ReportTable reports={reports} hours={hours} onShow={onShowReport} />
    </div>
  );
}

function outageNote(item: OutageItem): string {
  return [item.type === 'EXTENSIVE' ? item.description : null, item.comment, item.cause].filter(Boolean).join(' · ');
}

interface SectionProps {
  id: string;
  title: string;
  count: number;
  loading: boolean;
  /** Column headings before the last, unlabelled 'show on the map' column. */
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
                    <span className="visually-hidden">{mapTexts.list.showOnMap}</span>
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

function ShowOnMapCell({ onClick }: { onClick: () => void }) {
  return (
    <td role="cell" className="event-table__action">
      <button type="button" className="link-button" onClick={onClick}>
        {mapTexts.list.showOnMap}
      </button>
    </td>
  );
}

const OUTAGE_COLUMNS = [mapTexts.list.type, mapTexts.list.address, mapTexts.list.start, mapTexts.list.end, mapTexts.list.details];
const REPORT_COLUMNS = [mapTexts.list.type, mapTexts.list.address, mapTexts.list.date];

function OutageTable({ id, title, items, loading, onShow }: { id: string; title: string; items: OutageItem[]; loading: boolean; onShow: (item: OutageItem) => void }) {
  return (
    <EventSection
      id={id}
      title={title}
      count={items.length}
      loading={loading}
      columns={OUTAGE_COLUMNS}
      rows={items.map((item) => (
        <tr role="row" key={`${item.type}-${item.id}`}>
          <td role="cell" data-label={mapTexts.list.type}>{typeLabel(item.type)}</td>
          <td role="cell" data-label={mapTexts.list.address}>{formatAddressList(item.addressList) || '—'}</td>
          <td role="cell" data-label={mapTexts.list.start}>{formatWarsawDateTime(item.start)}</td>
          <td role="cell" data-label={mapTexts.list.end}>{item.end ? formatWarsawDateTime(item.end) : mapTexts.info.noEnd}</td>
          <td role="cell" data-label={mapTexts.list.details}>{outageNote(item)}</td>
          <ShowOnMapCell onClick={() => onShow(item)} />
        </tr>
      ))}
    />
  );
}

function ReportTable({ reports, hours, onShow }: { reports: readonly UserReportMapItem[] | null; hours: number; onShow: (report: UserReportMapItem) => void }) {
  const [shown, setShown] = useState(REPORTS_PAGE);
  const sorted = useMemo(() => [...(reports ?? [])].sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id), [reports]);
  return (
    <EventSection
      id="list-reports"
      title={mapTexts.list.reports(hours)}
      count={sorted.length}
      loading={!reports}
      columns={REPORT_COLUMNS}
      rows={sorted.slice(0, shown).map((report) => (
        <tr role="row" key={report.id}>
          <td role="cell" data-label={mapTexts.list.type}>{typeLabel(report.type)}</td>
          <td role="cell" data-label={mapTexts.list.address}>{report.address}</td>
          <td role="cell" data-label={mapTexts.list.date}>{formatWarsawDateTime(report.date)}</td>
          <ShowOnMapCell onClick={() => onShow(report)} />
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
