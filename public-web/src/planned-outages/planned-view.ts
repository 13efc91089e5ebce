// What the planned-outages list shows (spec §2, §9): filters, sort and the page, as one value that
// lives in the URL query. Everything here is pure; the page reads the query, renders, and writes back
// the value one of the changes below returns.
import type { PageLimit, PlannedOutageSortField, PublicPlannedOutageSearchRequest, SortOrder } from '../api/types';
import { readQuery, toQuery } from '../url/query-params';

export const PAGE_LIMITS = [5, 10, 20, 50] as const satisfies readonly PageLimit[];
export const SORT_FIELDS = ['outageStart', 'outageEnd'] as const satisfies readonly PlannedOutageSortField[];
export const SORT_ORDERS = ['ASC', 'DESC'] as const satisfies readonly SortOrder[];
/** The API refuses a longer address filter. */
export const ADDRESS_MAX_LENGTH = 100;

export interface PlannedView {
  /** Trimmed; '' is no filter. */
  address: string;
  /** ISO instant (the start of a Warsaw day as the page sets it); null is no filter. */
  outageStart: string | null;
  limit: PageLimit;
  /** Always a multiple of `limit`. */
  offset: number;
  sortField: PlannedOutageSortField;
  sortOrder: SortOrder;
}

/** Soonest first: the outage a visitor is most likely looking for comes first. */
export const DEFAULT_VIEW: PlannedView = {
  address: '',
  outageStart: null,
  limit: 10,
  offset: 0,
  sortField: 'outageStart',
  sortOrder: 'ASC',
};

export function viewFromQuery(query: URLSearchParams): PlannedView {
  const limit = readQuery.oneOf(query, 'limit', PAGE_LIMITS, DEFAULT_VIEW.limit);
  const offset = readQuery.count(query, 'offset', DEFAULT_VIEW.offset);
  return {
    address: readQuery.text(query, 'address', ADDRESS_MAX_LENGTH),
    outageStart: readQuery.instant(query, 'outageStart'),
    limit,
    // A hand-edited offset snaps to the start of its page, so pages stay whole.
    offset: offset - (offset % limit),
    sortField: readQuery.oneOf(query, 'sortField', SORT_FIELDS, DEFAULT_VIEW.sortField),
    sortOrder: readQuery.oneOf(query, 'sortOrder', SORT_ORDERS, DEFAULT_VIEW.sortOrder),
  };
}

/** The query of a view, always with paging and sort so a copied link says what it shows. */
export function viewToQuery(view: PlannedView): URLSearchParams {
  return toQuery({
    address: view.address,
    outageStart: view.outageStart,
    limit: view.limit,
    offset: view.offset,
    sortField: view.sortField,
    sortOrder: view.sortOrder,
  });
}

/** The body of both search calls; empty filters are left out. */
export function searchRequest(view: PlannedView): PublicPlannedOutageSearchRequest {
  return {
    ...(view.address ? { address: view.address } : {}),
    ...(view.outageStart ? { outageStart: view.outageStart } : {}),
    page: { limit: view.limit, offset: view.offset, sortField: view.sortField, sortOrder: view.sortOrder },
  };
}

// ---- Changes. Anything that changes which rows exist or their order goes back to the first page. ----

export function withFilters(view: PlannedView, filters: Partial<Pick<PlannedView, 'address' | 'outageStart'>>): PlannedView {
  const address = filters.address === undefined ? view.address : filters.address.slice(0, ADDRESS_MAX_LENGTH).trim();
  const outageStart = filters.outageStart === undefined ? view.outageStart : filters.outageStart;
  if (address === view.address && outageStart === view.outageStart) return view;
  return { ...view, address, outageStart, offset: 0 };
}

/** A click on a column header: the sorted column flips its order, another column starts ascending. */
export function withSortBy(view: PlannedView, field: PlannedOutageSortField): PlannedView {
  const sortOrder: SortOrder = field === view.sortField && view.sortOrder === 'ASC' ? 'DESC' : 'ASC';
  return { ...view, sortField: field, sortOrder, offset: 0 };
}

/** An explicit choice of column and order (the sort list of the card layout). */
export function withSort(view: PlannedView, sortField: PlannedOutageSortField, sortOrder: SortOrder): PlannedView {
  if (sortField === view.sortField && sortOrder === view.sortOrder) return view;
  return { ...view, sortField, sortOrder, offset: 0 };
}

export function withLimit(view: PlannedView, limit: PageLimit): PlannedView {
  return limit === view.limit ? view : { ...view, limit, offset: 0 };
}

export function withOffset(view: PlannedView, offset: number): PlannedView {
  const start = Math.max(0, offset - (offset % view.limit));
  return start === view.offset ? view : { ...view, offset: start };
}
