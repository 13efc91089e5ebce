import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { PageStatus } from '../../components/PageStatus';
import { currentLanguage } from '../../i18n/i18n';
import { useDocumentTitle } from '../../components/use-document-title';
import { useToast } from '../../toast/toast-context';
import { accountTexts, historyDateTime, localNumber } from '../account-texts';
import { estimateDiscount, parseDecimal } from './discount';
import { historyApi, type AddressHistory, type LimitFigures, type OutageHistory } from './history-api';
import { historyTexts as t } from './history-texts';
import '../account.css';
import './outage-history.css';

const hours = (h: number) => localNumber(h, { maximumFractionDigits: 1 });
const money = (v: number) => localNumber(v, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const when = (iso: string) => historyDateTime(iso);
const anyOver = (f: LimitFigures) => f.exceeded || f.longInterruptions.length > 0;

/** The year from `?rok=` (the limit alert links to it), else the current one (the server decides). */
function yearFromQuery(value: string | null): number | undefined {
  return value && /^\d{4}$/.test(value) ? Number(value) : undefined;
}

/**
 * /public/user/outage-history 'Historia wyłączeń' (docs/outage-history.md): per watched address, the
 * year's interruptions, the hours against the legal limits as bars with the limit drawn (and the same in words and
 * in a table), the discount and its calculator when a limit is passed, and the CSV and PDF exports.
 */
export default function OutageHistoryPage() {
  useDocumentTitle(t.title);
  const [params, setParams] = useSearchParams();
  const year = yearFromQuery(params.get('rok'));
  const [data, setData] = useState<OutageHistory | null>(null);
  const [failed, setFailed] = useState(false);
  const showToast = useToast();

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    historyApi.get(year, controller.signal).then(setData, () => {
      if (!controller.signal.aborted) setFailed(true);
    });
    return () => controller.abort();
  }, [year]);

  const years = data ? [...new Set([data.year, ...data.addresses.flatMap((a) => a.years)])].sort((a, b) => b - a) : [];
  const download = (a: AddressHistory, kind: 'csv' | 'pdf') =>
    historyApi.download(a.id, data!.year, kind).catch(() => showToast({ severity: 'error', title: accountTexts.errorTitle, text: t.exportFailed }));

  return (
    <section className="page-section account-page outage-history" aria-labelledby="history-title">
      <h1 id="history-title">{t.title}</h1>
      <p className="lead">{t.intro}</p>
      {failed ? (
        <p className="page-status" role="alert">
          {t.loadFailed}
        </p>
      ) : !data ? (
        <PageStatus />
      ) : (
        <>
          {/* The server's notice is Polish (the PDF carries it too); another language shows its translation. */}
          <p className="history-notice">{currentLanguage() === 'pl' ? data.notice : t.notice}</p>
          <div className="history-year">
            <label htmlFor="history-year">{t.year}</label>
            <select id="history-year" value={data.year} onChange={(e) => setParams({ rok: e.target.value })}>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </div>
          <p className="history-computed">{t.computedAt(when(data.computedAt))}</p>
          {data.addresses.length === 0 && (
            <p className="page-status">
              {t.empty} <Link to="/public/user/address">{t.toAddresses}</Link>
            </p>
          )}
          {data.addresses.map((a) => (
            <AddressYear key={a.id} address={a} year={data.year} onDownload={(kind) => void download(a, kind)} />
          ))}
        </>
      )}
    </section>
  );
}

function AddressYear({ address: a, year, onDownload }: { address: AddressHistory; year: number; onDownload: (kind: 'csv' | 'pdf') => void }) {
  const headingId = useId();
  return (
    <article className="account-card history-address" aria-labelledby={headingId}>
      <h2 id={headingId} lang="pl-PL">
        {a.address}
      </h2>
      <p className="history-since">{t.since(when(a.since))}</p>
      <LimitBar label={t.planned} figures={a.planned} />
      <LimitBar label={t.unplanned} figures={a.unplanned} />
      {(anyOver(a.planned) || anyOver(a.unplanned)) && <DiscountInfo hoursOver={a.planned.discountHours + a.unplanned.discountHours} />}
      <InterruptionsTable address={a} year={year} />
      <div className="history-exports" role="group" aria-label={t.exportsLabel(a.address)}>
        <button type="button" className="button button--outline" onClick={() => onDownload('csv')}>
          {t.exportCsv}
        </button>
        <button type="button" className="button button--outline" onClick={() => onDownload('pdf')}>
          {t.exportPdf}
        </button>
      </div>
    </article>
  );
}

/** A bar of the year's hours with the limit drawn on it; the sentence under it says the same for everyone. */
function LimitBar({ label, figures: f }: { label: string; figures: LimitFigures }) {
  const scale = Math.max(f.hours, f.limitHours) * 1.15;
  const textId = useId();
  return (
    <div className={`limit${f.exceeded ? ' limit--over' : ''}`}>
      <h3 className="limit__label">{label}</h3>
      <div className="limit__track" aria-hidden="true">
        <div className="limit__fill" style={{ width: `${(f.hours / scale) * 100}%` }} />
        <div className="limit__line" style={{ left: `${(f.limitHours / scale) * 100}%` }}>
          <span className="limit__line-label">{t.limitMark(f.limitHours)}</span>
        </div>
      </div>
      <p id={textId} className="limit__text">
        {t.barText(hours(f.hours), f.limitHours)}
        {f.exceeded && <strong>{t.over(hours(f.excessHours))}</strong>}
      </p>
      {f.longInterruptions.length > 0 && (
        <div className="limit__long">
          <h4>{t.longTitle(f.singleLimitHours)}</h4>
          <ul>
            {f.longInterruptions.map((l) => (
              <li key={l.start}>{t.longItem(when(l.start), l.running ? t.running : when(l.end), hours(l.hours), hours(l.excessHours))}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function InterruptionsTable({ address: a, year }: { address: AddressHistory; year: number }) {
  if (!a.interruptions.length) return <p className="page-status">{t.none(year)}</p>;
  return (
    <div className="history-table-wrap">
      <table className="history-table">
        <caption>{t.tableCaption(year)}</caption>
        <thead>
          <tr>
            <th scope="col">{t.columns.kind}</th>
            <th scope="col">{t.columns.start}</th>
            <th scope="col">{t.columns.end}</th>
            <th scope="col">{t.columns.hours}</th>
            <th scope="col">{t.columns.cause}</th>
          </tr>
        </thead>
        <tbody>
          {a.interruptions.map((i) => (
            <tr key={`${i.kind}-${i.start}-${i.cause}`}>
              <td data-label={t.columns.kind}>{t.kinds[i.kind]}</td>
              <td data-label={t.columns.start}>{when(i.start)}</td>
              <td data-label={t.columns.end}>{i.end ? when(i.end) : <strong>{t.running}</strong>}</td>
              <td data-label={t.columns.hours}>{t.hoursUnit(hours(i.hours))}</td>
              <td data-label={t.columns.cause} lang="pl-PL">
                {i.cause}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DiscountInfo({ hoursOver }: { hoursOver: number }) {
  const [daily, setDaily] = useState('');
  const [price, setPrice] = useState('');
  const d = parseDecimal(daily);
  const p = parseDecimal(price);
  const estimate = d !== null && p !== null ? estimateDiscount(d, p, hoursOver) : null;
  return (
    <section className="history-discount" aria-label={t.discount.title}>
      <h3>{t.discount.title}</h3>
      <p>{t.discount.what}</p>
      <p>{t.discount.limits}</p>
      <p>{t.discount.who}</p>
      <p className="history-basis">{t.discount.basis}</p>
      <h4>{t.discount.calculator}</h4>
      <p>{t.discount.hoursOver(hours(hoursOver))}</p>
      <div className="history-calculator">
        <DecimalField label={t.discount.daily} hint={t.discount.dailyHint} value={daily} valid={d !== null} onChange={setDaily} />
        <DecimalField label={t.discount.price} hint={t.discount.priceHint} value={price} valid={p !== null} onChange={setPrice} />
      </div>
      <p className="history-estimate" role="status" aria-live="polite">
        {estimate ? (
          <>
            <strong>{t.discount.result(hours(estimate.kwhNotDelivered), money(estimate.amount))}</strong> {t.discount.resultNote}
          </>
        ) : null}
      </p>
    </section>
  );
}

/** A labelled decimal input of the calculator; its hint turns into the error while the entry is not a number. */
function DecimalField({
  label,
  hint,
  value,
  valid,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  valid: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const wrong = value !== '' && !valid;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} inputMode="decimal" value={value} onChange={(e) => onChange(e.target.value)} aria-describedby={`${id}-hint`} aria-invalid={wrong} />
      <p id={`${id}-hint`} className="field__hint-below">
        {wrong ? t.discount.invalid : hint}
      </p>
    </div>
  );
}
