import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'wouter';
import { ApiError } from '../api/client';
import { PageStatus } from '../components/PageStatus';
import { useDocumentTitle } from '../components/use-document-title';
import { formatDateTime } from '../i18n/dates';
import { statisticsApi, type Statistics } from './statistics-api';
import { monthsUpTo } from './statistics-months';
import { figure, statisticsTexts as t } from './statistics-texts';
import './statistics.css';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const share = (p: number | null) => (p === null ? t.noShare : `${figure(p)}%`);

interface Bar {
  label: string;
  /** The count behind a share; left out when the value is the count itself. */
  count?: number;
  /** The bar's length, 0–100; null: no bar (a withheld count). */
  width: number | null;
  /** What the table's last column and the bar's end say. */
  value: string;
}

/**
 * A bar chart drawn with CSS, hidden from screen readers, and the same figures in a table under it: the table is the
 * accessible version and what a person copies.
 */
function BarChart({ caption, bars, valueHeader }: { caption: string; bars: Bar[]; valueHeader: string }) {
  const captionId = useId();
  const withCounts = bars.some((b) => b.count !== undefined);
  return (
    <figure className="stat-chart" aria-labelledby={captionId}>
      <figcaption id={captionId}>{caption}</figcaption>
      <div className="stat-chart__bars" aria-hidden="true">
        {bars.map((b) => (
          <div className="stat-bar" key={b.label}>
            <span className="stat-bar__label">{b.label}</span>
            <span className="stat-bar__track">{!!b.width && <span className="stat-bar__fill" style={{ width: `${b.width}%` }} />}</span>
            <span className="stat-bar__value">{b.value}</span>
          </div>
        ))}
      </div>
      <table className="stat-table" aria-labelledby={captionId}>
        <thead>
          <tr>
            <th scope="col">{caption}</th>
            {withCounts && <th scope="col">{t.count}</th>}
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((b) => (
            <tr key={b.label}>
              <th scope="row">{b.label}</th>
              {withCounts && <td>{b.count}</td>}
              <td>{b.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function FailuresSection({ s }: { s: Statistics }) {
  const f = s.failures;
  const g = s.graceMinutes;
  const headingId = useId();
  return (
    <section className="stat-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.failures.title}</h2>
      <p>{t.failures.summary(f.ended, f.withoutEstimate)}</p>
      {f.withEstimate === 0 ? (
        <p>{t.failures.noneWithEstimate}</p>
      ) : (
        <>
          <BarChart
            caption={t.failures.chartCaption}
            valueHeader={t.share}
            bars={[
              { label: t.failures.before, count: f.beforeEstimate, width: f.beforeEstimatePercent, value: share(f.beforeEstimatePercent) },
              { label: t.failures.within(g), count: f.withinGrace, width: f.withinGracePercent, value: share(f.withinGracePercent) },
              { label: t.failures.later(g), count: f.later, width: f.laterPercent, value: share(f.laterPercent) },
            ]}
          />
          {f.medianErrorMinutes !== null && <p className="stat-median">{t.failures.median(f.medianErrorMinutes)}</p>}
        </>
      )}
    </section>
  );
}

function PlannedSection({ s }: { s: Statistics }) {
  const p = s.planned;
  const headingId = useId();
  const recorded = p.asPlanned + p.shortened + p.extended;
  return (
    <section className="stat-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.planned.title}</h2>
      <p>{t.planned.summary(p.announced, p.cancelled)}</p>
      {recorded === 0 ? (
        p.announced > 0 && <p>{t.planned.noRecord}</p>
      ) : (
        <BarChart
          caption={t.planned.chartCaption}
          valueHeader={t.share}
          bars={[
            { label: t.planned.asPlanned, count: p.asPlanned, width: p.asPlannedPercent, value: share(p.asPlannedPercent) },
            { label: t.planned.shortened, count: p.shortened, width: p.shortenedPercent, value: share(p.shortenedPercent) },
            { label: t.planned.extended, count: p.extended, width: p.extendedPercent, value: share(p.extendedPercent) },
          ]}
        />
      )}
      <table className="stat-table">
        <caption>{t.planned.tableCaption}</caption>
        <tbody>
          {[
            [t.planned.announced, p.announced],
            [t.planned.cancelled, p.cancelled],
            [t.planned.withoutRecord, p.withoutRecord],
          ].map(([label, count]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function LimitsSection({ s }: { s: Statistics }) {
  const l = s.limits;
  const headingId = useId();
  const withheld = t.limits.suppressed(l.suppressBelow);
  const largest = Math.max(1, ...l.limits.map((x) => x.addresses ?? 0));
  return (
    <section className="stat-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.limits.title(l.year)}</h2>
      <p>{t.limits.summary(l.watchedAddresses === null ? withheld : String(l.watchedAddresses), l.year)}</p>
      <BarChart
        caption={t.limits.chartCaption}
        valueHeader={t.limits.addresses}
        bars={l.limits.map((x) => ({
          label: t.limits.kinds[x.kind](x.limitHours),
          width: x.addresses === null ? null : (x.addresses / largest) * 100,
          value: x.addresses === null ? withheld : String(x.addresses),
        }))}
      />
    </section>
  );
}

/**
 * /public/statystyki (docs/statistics.md): how the month's restoration estimates and planned hours held, and how many
 * watched addresses passed the legal limits; charts with tables, the CSV, and the method in plain words.
 */
export default function StatisticsPage() {
  useDocumentTitle(t.title);
  const [params, setParams] = useSearchParams();
  const asked = params.get('miesiac');
  const month = asked && MONTH.test(asked) ? asked : undefined;
  const [data, setData] = useState<Statistics | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [months] = useState(() => monthsUpTo(new Date()));

  useEffect(() => {
    const controller = new AbortController();
    setFailed(null);
    statisticsApi.get(month, controller.signal).then(setData, (error: unknown) => {
      if (controller.signal.aborted) return;
      // A month the server refuses (not begun yet, before its data) is told in the server's words.
      setFailed((error instanceof ApiError && error.status === 400 && error.fieldErrors.month) || t.loadFailed);
    });
    return () => controller.abort();
  }, [month]);

  const shown = data?.month ?? month;
  const options = shown && !months.includes(shown) ? [shown, ...months] : months;
  return (
    <section className="page-section text-page statistics-page" aria-labelledby="statistics-title">
      <h1 id="statistics-title">{t.title}</h1>
      <p className="lead">{t.intro}</p>
      <div className="stat-month">
        <label htmlFor="statistics-month">{t.month}</label>
        <select id="statistics-month" value={shown ?? ''} onChange={(e) => setParams({ miesiac: e.target.value })}>
          {!shown && <option value="" />}
          {options.map((m) => (
            <option key={m} value={m}>
              {t.monthName(m)}
            </option>
          ))}
        </select>
        {data && (
          <a className="button button--outline" href={statisticsApi.csvUrl(data.month)} download={`statystyki-${data.month}.csv`}>
            {t.csv}
          </a>
        )}
      </div>
      {failed ? (
        <p className="page-status" role="alert">
          {failed}
        </p>
      ) : !data || (month && data.month !== month) ? (
        <PageStatus />
      ) : (
        <>
          <p className="stat-computed">{data.complete ? t.computedAt(formatDateTime(data.computedAt)) : t.partial(formatDateTime(data.computedAt))}</p>
          <FailuresSection s={data} />
          <PlannedSection s={data} />
          <LimitsSection s={data} />
          <section className="stat-section" aria-labelledby="statistics-method">
            <h2 id="statistics-method">{t.method.title}</h2>
            <ul>
              {t.method.items(data.graceMinutes, data.limits.suppressBelow).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        </>
      )}
    </section>
  );
}
