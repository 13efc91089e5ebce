import { useEffect, useMemo, useRef, useState } from 'react';
import type { KindFilter } from './kind-filter';
import { summarize, summaryTexts as t, type MapSummary } from './map-summary';
import type { OutageItem, UserReportMapItem } from './map-types';

interface SummaryBarProps {
  /** null until the first answer: the bar keeps its place (no layout shift) and shows dashes. */
  outages: readonly OutageItem[] | null;
  reports: readonly UserReportMapItem[] | null;
  /** The hours `reports` cover. */
  hours: number;
  /** The kinds switched on (`outages` and `reports` are already filtered by them): a toggle is not news. */
  kinds?: KindFilter;
  /** Injected by tests; the figures are recomputed whenever the data changes (every refresh that brought news). */
  now?: () => Date;
}

const figures = (s: MapSummary) => `${s.failures}|${s.plannedToday}|${s.reports}|${s.addresses}`;
/** What the person chose: the hours and the kinds shown. */
const choiceOf = (hours: number, kinds?: KindFilter) => `${hours}|${kinds ? `${kinds.failures}|${kinds.planned}|${kinds.reports}` : ''}`;

/**
 * Over the map (docs/map.md "Summary bar"): failures now, planned outages today, reports of the chosen hours,
 * addresses without power, and when the data last changed. A screen reader hears a refresh that changed a figure, once,
 * politely; the first load, a change of hours and a kind switched off or on (the person's own doing, said by the slider
 * and the toggle buttons) are not announced.
 */
export function SummaryBar({ outages, reports, hours, kinds, now = () => new Date() }: SummaryBarProps) {
  // 'Today' and 'in progress' move with the clock even while every refresh answers 304: looked at again each minute.
  const [minute, setMinute] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => document.visibilityState !== 'hidden' && setMinute((n) => n + 1), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const at = useMemo(now, [outages, reports, minute]); // eslint-disable-line react-hooks/exhaustive-deps -- the time of the data
  const summary = useMemo(() => (outages && reports ? summarize(outages, reports, at) : null), [outages, reports, at]);
  const [announcement, setAnnouncement] = useState('');
  const heard = useRef<{ figures: string; choice: string } | null>(null);
  const choice = choiceOf(hours, kinds);

  useEffect(() => {
    if (!summary) return;
    const current = { figures: figures(summary), choice };
    const before = heard.current;
    heard.current = current;
    if (before && before.choice === choice && before.figures !== current.figures) setAnnouncement(t.announce(summary, hours));
  }, [summary, hours, choice]);

  const value = (n: number | undefined, text: (n: number) => string) => (n === undefined ? '—' : text(n));
  return (
    <section className="map-summary" aria-label={t.label}>
      <ul className="map-summary__list">
        <li className="map-summary__item map-summary__item--failures">
          <strong>{value(summary?.failures, t.failures)}</strong> {t.failuresNote}
        </li>
        <li className="map-summary__item map-summary__item--planned">
          <strong>{value(summary?.plannedToday, t.plannedToday)}</strong> {t.plannedNote}
        </li>
        <li className="map-summary__item map-summary__item--reports">
          <strong>{value(summary?.reports, t.reports)}</strong> {t.reportsNote(hours)}
        </li>
        <li className="map-summary__item map-summary__item--addresses">
          <strong>{value(summary?.addresses, t.addresses)}</strong> {t.addressesNote}
        </li>
        <li className="map-summary__item map-summary__updated">
          {!summary ? '…' : summary.lastChange ? <time dateTime={summary.lastChange}>{t.updated(summary.lastChange, at)}</time> : t.noEvents}
        </li>
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
