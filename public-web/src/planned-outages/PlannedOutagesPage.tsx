import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import type { PlannedOutageSortField, SortOrder } from '../api/types';
import { Pager } from '../components/Pager';
import { lastPageOffset } from '../components/paging';
import { PHONE_QUERY, useMediaQuery } from '../components/use-media-query';
import { useDocumentTitle } from '../components/use-document-title';
import { plannedTexts, type SortOption } from './planned-texts';
import { PlannedFilters } from './PlannedFilters';
import { PlannedOutagesCards, PlannedOutagesTable } from './PlannedOutagesList';
import {
  PAGE_LIMITS,
  searchRequest,
  viewFromQuery,
  viewToQuery,
  withFilters,
  withLimit,
  withOffset,
  withSort,
  withSortBy,
  type PlannedView,
} from './planned-view';
import { usePlannedOutages } from './use-planned-outages';

/**
 * /public/planned, the public planned outages list (spec §2). The URL query is the page's state:
 * filters, sort and paging are read from it and every change is written back to it, so a copied link
 * shows the same list and a reload keeps it. Loaded on demand (routes.tsx).
 */
export default function PlannedOutagesPage() {
  useDocumentTitle(plannedTexts.title);
  const [query, setQuery] = useSearchParams();
  const view = useMemo(() => viewFromQuery(query), [query]);
  const phone = useMediaQuery(PHONE_QUERY);

  // A bare or hand-edited link is rewritten in place to the full, valid form, so copying it keeps the view.
  const canonical = viewToQuery(view).toString();
  useEffect(() => {
    if (canonical !== query.toString()) setQuery(canonical, { replace: true });
  }, [canonical, query, setQuery]);

  // Typing in a filter replaces the history entry; sorting and paging add one, so Back returns to the previous page.
  const show = useCallback(
    (next: PlannedView, { replace = false } = {}) => {
      if (next !== view) setQuery(viewToQuery(next), { replace });
    },
    [view, setQuery],
  );

  const request = useMemo(() => searchRequest(view), [view]);
  const { data, loading, failed, key, retry } = usePlannedOutages(request);
  const current = data?.key === key ? data : null;

  // A link to a page past the end (the list got shorter) shows the last page instead of nothing.
  useEffect(() => {
    if (current && current.rows.length === 0 && current.count > 0 && view.offset > 0) {
      show(withOffset(view, lastPageOffset(current.count, view.limit)), { replace: true });
    }
  }, [current, view, show]);

  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = useCallback(
    (id: number) =>
      setExpanded((open) => {
        const next = new Set(open);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  const rows = data?.rows ?? [];
  // (Rows missing on a page past the end are not "no results": the effect above moves to the last page.)
  const empty = !loading && !failed && current !== null && current.rows.length === 0 && !(current.count > 0 && view.offset > 0);
  const listProps = { rows, view, expanded, onToggle: toggle, onSortBy: (field: PlannedOutageSortField) => show(withSortBy(view, field)) };

  return (
    <section className="page-section planned-page" aria-labelledby="planned-title">
      <h1 id="planned-title">{plannedTexts.title}</h1>
      <p className="lead">{plannedTexts.intro}</p>

      <PlannedFilters view={view} onChange={(filters) => show(withFilters(view, filters), { replace: true })} />

      <div className="planned-toolbar">
        <p className={`planned-status${empty ? ' planned-status--empty' : ''}`} role="status" aria-live="polite">
          {loading ? plannedTexts.loading : empty ? plannedTexts.empty : ''}
        </p>
        {phone && rows.length > 0 && !failed && <SortSelect view={view} onChange={(field, order) => show(withSort(view, field, order))} />}
      </div>

      {failed ? (
        <div className="planned-error" role="alert">
          <p>{plannedTexts.error}</p>
          <button type="button" className="button button--primary" onClick={retry}>
            {plannedTexts.retry}
          </button>
        </div>
      ) : (
        rows.length > 0 && (
          <div className={`planned-results${loading ? ' planned-results--loading' : ''}`} aria-busy={loading}>
            {phone ? <PlannedOutagesCards {...listProps} /> : <PlannedOutagesTable {...listProps} />}
            <Pager
              limit={view.limit}
              limits={PAGE_LIMITS}
              offset={view.offset}
              shown={rows.length}
              count={data?.count ?? 0}
              onLimitChange={(limit) => show(withLimit(view, limit))}
              onOffsetChange={(offset) => show(withOffset(view, offset))}
            />
          </div>
        )
      )}
    </section>
  );
}

/** The cards have no column headers to click: the same four orders as a list. */
function SortSelect({ view, onChange }: { view: PlannedView; onChange: (field: PlannedOutageSortField, order: SortOrder) => void }) {
  const id = useId();
  return (
    <div className="planned-sort">
      <label htmlFor={id}>{plannedTexts.sortLabel}</label>
      <select
        id={id}
        className="field__input"
        value={`${view.sortField}:${view.sortOrder}`}
        onChange={(event) => {
          const [field, order] = event.target.value.split(':') as [PlannedOutageSortField, SortOrder];
          onChange(field, order);
        }}
      >
        {plannedTexts.sortOptions.map((option: SortOption) => (
          <option key={option} value={option}>
            {plannedTexts.sortOption(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
