import { Fragment, useId } from 'react';
import type { PlannedOutageSortField, PublicPlannedOutage, SortOrder } from '../api/types';
import { SortIcon } from '../components/list-icons';
import { formatDateTime } from '../i18n/dates';
import { plannedTexts } from './planned-texts';
import { AddressList, DetailsToggle, OutageDetails, OutageOutcome, OutageTime } from './PlannedOutageParts';
import type { PlannedView } from './planned-view';

export interface PlannedListProps {
  rows: PublicPlannedOutage[];
  view: PlannedView;
  expanded: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onSortBy: (field: PlannedOutageSortField) => void;
}

const ARIA_SORT = { ASC: 'ascending', DESC: 'descending' } as const;

/** Desktop: a real table with a caption; the date columns sort from buttons in their headers. */
export function PlannedOutagesTable({ rows, view, expanded, onToggle, onSortBy }: PlannedListProps) {
  const ids = useId();
  const header = (field: PlannedOutageSortField, label: string) => {
    const order: SortOrder | null = view.sortField === field ? view.sortOrder : null;
    return (
      <th scope="col" className="planned-table__date" aria-sort={order ? ARIA_SORT[order] : undefined}>
        <button type="button" className="sort-button" onClick={() => onSortBy(field)}>
          {label}
          <SortIcon order={order} />
        </button>
      </th>
    );
  };
  return (
    <table className="record-table planned-table">
      <caption className="visually-hidden">{plannedTexts.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{plannedTexts.address}</th>
          {header('outageStart', plannedTexts.start)}
          {header('outageEnd', plannedTexts.end)}
        </tr>
      </thead>
      <tbody>
        {rows.map((outage) => {
          const open = expanded.has(outage.id);
          const detailsId = `${ids}-details-${outage.id}`;
          return (
            <Fragment key={outage.id}>
              <tr className={`planned-table__row${open ? ' planned-table__row--open' : ''}`}>
                <td>
                  <AddressList outage={outage} />
                  <OutageOutcome outage={outage} />
                  <DetailsToggle open={open} controls={detailsId} onToggle={() => onToggle(outage.id)} />
                </td>
                <td className="planned-table__date">
                  <OutageTime iso={outage.start} shown={formatDateTime(outage.start)} />
                </td>
                <td className="planned-table__date">
                  <OutageTime iso={outage.end} shown={formatDateTime(outage.end)} />
                </td>
              </tr>
              <tr id={detailsId} className="planned-table__details" hidden={!open}>
                <td colSpan={3}>
                  <OutageDetails outage={outage} />
                </td>
              </tr>
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}

/** Phones (below 769 px): one card per outage with the same content; sorting is a list above. */
export function PlannedOutagesCards({ rows, expanded, onToggle }: Omit<PlannedListProps, 'onSortBy' | 'view'>) {
  const ids = useId();
  return (
    <ul className="planned-cards" aria-label={plannedTexts.title}>
      {rows.map((outage) => {
        const open = expanded.has(outage.id);
        const detailsId = `${ids}-details-${outage.id}`;
        return (
          <li key={outage.id} className="planned-card">
            <AddressList outage={outage} />
            <OutageOutcome outage={outage} />
            <dl className="planned-card__times">
              <div>
                <dt>{plannedTexts.start}</dt>
                <dd>
                  <OutageTime iso={outage.start} shown={formatDateTime(outage.start)} />
                </dd>
              </div>
              <div>
                <dt>{plannedTexts.end}</dt>
                <dd>
                  <OutageTime iso={outage.end} shown={formatDateTime(outage.end)} />
                </dd>
              </div>
            </dl>
            <DetailsToggle open={open} controls={detailsId} onToggle={() => onToggle(outage.id)} />
            <div id={detailsId} className="planned-card__details" hidden={!open}>
              <OutageDetails outage={outage} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
