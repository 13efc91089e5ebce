import { LANGUAGE_TAGS } from '@portal/domain';
import { formatDateTime } from '../i18n/dates';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { filterOutages, filterReports } from './event-filters';
import { ALL_KINDS, type KindFilter } from './kind-filter';
import { formatAddressList, groupOutages, typeLabel } from './event-details';
import { listTexts } from './list-texts';
import { mapTexts } from './map-texts';
import type { OutageItem, UserReportMapItem } from './map-types';
import { endText, progressRows } from './restoration-texts';
import { outageSelectionOf, reportSelectionOf, type Selection } from './selection';

const REPORTS_PAGE = 100;

interface EventListProps {
  outages: readonly OutageItem[] | null;
  reports: readonly UserReportMapItem[] | null;
  hours: number;
  /** The kinds switched on over the map: the list shows what the map shows. */
  kinds?: KindFilter;
  /** The side panel beside the map on a desktop: a heading of its own, rows as cards. */
  compact?: boolean;
  /** 'Pokaż na mapie': the row's info window (its selection is built here, with the list's code, not the page's). */
  onShow: (selection: Selection) => void;
  /** 'Karta adresu': the address card for the row's address (its first one) at the item's place. */
  onOpenCard: (address: string | null, point: OutageItem['position']) => void;
}

/** The address a row's card is about: a report's own, an outage's first (the card is about one address). */
export const firstAddress = (item: OutageItem): string | null => (item.addressList.length ? formatAddressList(item.addressList.slice(0, 1)) : null);

/**
 * The text alternative of the map: the same items, from the same feeds, report window and kinds, as tables with
 * headings, for keyboard and screen-reader use (WCAG 1.1.1), filtered by address text.
 */
export function EventList({ outages, reports, hours, kinds = ALL_KINDS, compact = false, onShow, onOpenCard }: EventListProps) {
  const filterId = useId();
  const [text, setText] = useState('');
  const shownOutages = useMemo(() => (outages ? filterOutages(outages, kinds, text) : null), [outages, kinds, text]);
  const shownReports = useMemo(() => (reports ? filterReports(reports, kinds, text) : null), [reports, kinds, text]);
  const groups = useMemo(() => groupOutages(shownOutages ?? []), [shownOutages]);
  const id = (name: string) => `${compact ? 'side' : 'list'}-${name}`;
  const row: RowActions = { onShow, onOpenCard };
  return (
    <div className={`event-list${compact ? ' event-list--compact' : ''}`}>
      {compact ? <h2 className="event-list__title">{mapTexts.list.sideTitle}</h2> : <p className="lead">{listTexts.intro}</p>}
      <div className="event-list__filter">
        <label htmlFor={filterId}>{listTexts.filter}</label>
        <input
          id={filterId}
          className="field__input"
          type="search"
          value={text}
          placeholder={listTexts.filterPlaceholder}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {/* Until the outages come, one line: sections drawn empty and then filled would push each other down (CLS). */}
      {!shownOutages && <p className="page-status">…</p>}
      {shownOutages && kinds.failures && <OutageTable id={id('extensive')} title={listTexts.extensive} items={groups.extensive} loading={!outages} row={row} />}
      {shownOutages && kinds.failures && <OutageTable id={id('failures')} title={listTexts.failures} items={groups.failures} loading={!outages} row={row} />}
      {shownOutages && kinds.planned && <OutageTable id={id('planned')} title={listTexts.planned} items={groups.planned} loading={!outages} row={row} />}
      {groups.other.length > 0 && <OutageTable id={id('other')} title={listTexts.other} items={groups.other} loading={false} row={row} />}
      {shownOutages && kinds.reports && <ReportTable id={id('reports')} reports={shownReports} hours={hours} row={row} />}
    </div>
  );
}

type RowActions = Pick<EventListProps, 'onShow' | 'onOpenCard'>;

/** The description, comment or cause, then the crew's status and the customers ('Stan prac: Ekipa w drodze'). */
/** What staff wrote (shown as written, marked as Polish), then the restoration progress in the page's language. */
function outageNote(item: OutageItem): ReactNode {
  const written = [item.type === 'EXTENSIVE' ? item.description : null, item.comment, item.cause].filter(Boolean).join(' · ');
  const progress = progressRows(item)
    .map((row) => `${row.label}: ${row.value}`)
    .join(' · ');
  // One element: the cell lays out its children as a grid (the phone's card rows).
  return (
    <span>
      {written && <span lang={LANGUAGE_TAGS.pl}>{written}</span>}
      {written && progress && ' · '}
      {progress}
    </span>
  );
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
        <p className="page-status">{listTexts.empty}</p>
      ) : (
        <>
          <div className="table-scroll">
            <table className="event-table">
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                  <th scope="col">
                    <span className="visually-hidden">{listTexts.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>{rows}</tbody>
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
    <td className="event-table__action">
      <button type="button" className="link-button" onClick={onShow}>
        {listTexts.showOnMap}
      </button>
      <button type="button" className="link-button" onClick={onCard} aria-label={address ? listTexts.openCardOf(address) : undefined}>
        {listTexts.openCard}
      </button>
    </td>
  );
}

// Functions: the headers are read as the table renders, in the language of that moment.
const outageColumns = () => [listTexts.type, listTexts.address, listTexts.start, listTexts.end, listTexts.details];
const reportColumns = () => [listTexts.type, listTexts.address, listTexts.date];

function OutageTable({ id, title, items, loading, row }: { id: string; title: string; items: OutageItem[]; loading: boolean; row: RowActions }) {
  return (
    <EventSection
      id={id}
      title={title}
      count={items.length}
      loading={loading}
      columns={outageColumns()}
      rows={items.map((item) => (
        <tr key={`${item.type}-${item.id}`}>
          <td data-label={listTexts.type}>{typeLabel(item.type)}</td>
          <td data-label={listTexts.address} lang={LANGUAGE_TAGS.pl}>
            {formatAddressList(item.addressList) || '—'}
          </td>
          <td data-label={listTexts.start}>{formatDateTime(item.start)}</td>
          <td data-label={listTexts.end}>{endText(item)}</td>
          <td data-label={listTexts.details}>{outageNote(item)}</td>
          <ActionsCell
            onShow={() => row.onShow(outageSelectionOf(item))}
            onCard={() => row.onOpenCard(firstAddress(item), item.position)}
            address={firstAddress(item)}
          />
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
      title={listTexts.reports(hours)}
      count={sorted.length}
      loading={!reports}
      columns={reportColumns()}
      rows={sorted.slice(0, shown).map((report) => (
        <tr key={report.id}>
          <td data-label={listTexts.type}>{typeLabel(report.type)}</td>
          <td data-label={listTexts.address} lang={LANGUAGE_TAGS.pl}>
            {report.address}
          </td>
          <td data-label={listTexts.date}>{formatDateTime(report.date)}</td>
          <ActionsCell
            onShow={() => row.onShow(reportSelectionOf(report))}
            onCard={() => row.onOpenCard(report.address, report.position)}
            address={report.address}
          />
        </tr>
      ))}
      footer={
        sorted.length > shown && (
          <button type="button" className="button button--outline" onClick={() => setShown((count) => count + REPORTS_PAGE)}>
            {listTexts.more(shown, sorted.length)}
          </button>
        )
      }
    />
  );
}
