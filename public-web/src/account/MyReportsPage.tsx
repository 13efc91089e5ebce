import { useEffect, useId, useState } from 'react';
import type { MyReport, MyReportsRequest, MyReportsResponse, PageLimit, SortOrder } from '../api/types';
import { SortIcon } from '../components/list-icons';
import { Pager } from '../components/Pager';
import { TextField } from '../components/TextField';
import { PHONE_QUERY, useMediaQuery } from '../components/use-media-query';
import { useDocumentTitle } from '../components/use-document-title';
import { formatDateTime } from '../i18n/dates';
import { accountApi } from './account-api';
import { accountTexts } from './account-texts';
import './account.css';

const t = accountTexts.reports;

export interface ReportsView {
  /** 'yyyy-mm-dd' from the date input (a calendar day; the server reads it in Warsaw time), '' for none. */
  reportDate: string;
  sortOrder: SortOrder;
  limit: PageLimit;
  offset: number;
}

// Spec §9 paging: default limit 10, offset 0; newest first.
export const DEFAULT_REPORTS_VIEW: ReportsView = { reportDate: '', sortOrder: 'DESC', limit: 10, offset: 0 };

export function reportsRequest(view: ReportsView): MyReportsRequest {
  return {
    ...(view.reportDate ? { reportDate: view.reportDate } : {}),
    sortField: 'reportDate',
    sortOrder: view.sortOrder,
    page: { limit: view.limit, offset: view.offset },
  };
}

/** 'ul. Marszałkowska 10, Warszawa' from the parts present. */
export function reportAddress(report: MyReport): string {
  const street = [report.streetType, report.streetName, report.houseNumber].filter(Boolean).join(' ');
  return [street, report.city].filter(Boolean).join(', ');
}

// Spec §9 paging options.
const PAGE_LIMITS = [5, 10, 20, 50] as const satisfies readonly PageLimit[];

const ARIA_SORT = { ASC: 'ascending', DESC: 'descending' } as const;

/** /public/user/reports 'Moje zgłoszenia' (spec §2): a table paged and sorted on the server, filtered by report date. */
export default function MyReportsPage() {
  useDocumentTitle(t.title);
  const ids = useId();
  const phone = useMediaQuery(PHONE_QUERY);
  const [view, setView] = useState<ReportsView>(DEFAULT_REPORTS_VIEW);
  const [state, setState] = useState<{ data: MyReportsResponse | null; loading: boolean; failed: boolean }>({
    data: null,
    loading: true,
    failed: false,
  });
  const [attempt, setAttempt] = useState(0);

  const key = JSON.stringify(reportsRequest(view));
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true, failed: false }));
    accountApi.myReports(JSON.parse(key) as MyReportsRequest, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, loading: false, failed: false });
      },
      () => {
        if (!controller.signal.aborted) setState((current) => ({ ...current, loading: false, failed: true }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const rows = state.data?.items ?? [];
  const total = state.data?.total ?? 0;
  const empty = !state.loading && !state.failed && state.data !== null && rows.length === 0;
  const sortOrder = view.sortOrder;

  return (
    <section className="page-section account-page" aria-labelledby="reports-title">
      <h1 id="reports-title">{t.title}</h1>
      <p className="lead">{t.intro}</p>

      <div className="reports-filter" role="search" aria-label={t.filtersLabel}>
        <TextField
          id={`${ids}-date`}
          label={t.filterLabel}
          type="date"
          value={view.reportDate}
          onChange={(event) => setView({ ...view, reportDate: event.target.value, offset: 0 })}
        />
        {view.reportDate && (
          <button type="button" className="button button--outline" onClick={() => setView({ ...view, reportDate: '', offset: 0 })}>
            {t.clearFilter}
          </button>
        )}
        {phone && rows.length > 0 && (
          <div className="field reports-sort">
            <label htmlFor={`${ids}-sort`} className="field__label">
              {t.sortLabel}
            </label>
            {/* Phones show the rows as cards, without the column header that sorts. */}
            <select
              id={`${ids}-sort`}
              className="field__input"
              value={view.sortOrder}
              onChange={(event) => setView({ ...view, sortOrder: event.target.value as SortOrder, offset: 0 })}
            >
              <option value="DESC">{t.newestFirst}</option>
              <option value="ASC">{t.oldestFirst}</option>
            </select>
          </div>
        )}
      </div>

      <p className={`planned-status${empty ? ' planned-status--empty' : ''}`} role="status" aria-live="polite">
        {state.loading ? t.loading : empty ? t.empty : ''}
      </p>

      {state.failed ? (
        <div className="account-error" role="alert">
          <p>{t.error}</p>
          <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
            {accountTexts.retry}
          </button>
        </div>
      ) : (
        rows.length > 0 && (
          <div className={state.loading ? 'planned-results--loading' : undefined} aria-busy={state.loading}>
            <table className="record-table reports-table">
              <caption className="visually-hidden">{t.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.address}</th>
                  <th scope="col" className="reports-table__date" aria-sort={ARIA_SORT[sortOrder]}>
                    <button
                      type="button"
                      className="sort-button"
                      onClick={() => setView({ ...view, sortOrder: sortOrder === 'DESC' ? 'ASC' : 'DESC', offset: 0 })}
                    >
                      {t.reportDate}
                      <SortIcon order={sortOrder} />
                    </button>
                  </th>
                  <th scope="col">{t.comment}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((report, index) => (
                  <tr key={`${view.offset + index}`}>
                    <td data-label={t.address} lang="pl-PL">
                      {reportAddress(report)}
                    </td>
                    <td data-label={t.reportDate} className="reports-table__date">
                      <time dateTime={report.reportDate}>{formatDateTime(report.reportDate)}</time>
                    </td>
                    <td data-label={t.comment} className="reports-table__comment">
                      {report.comment}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager
              limit={view.limit}
              limits={PAGE_LIMITS}
              offset={view.offset}
              shown={rows.length}
              count={total}
              onLimitChange={(limit) => setView({ ...view, limit, offset: 0 })}
              onOffsetChange={(offset) => setView({ ...view, offset })}
            />
          </div>
        )
      )}
    </section>
  );
}
