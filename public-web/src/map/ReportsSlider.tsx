import { lazy, Suspense, useId } from 'react';
import { REPORT_HOURS } from './map-settings';
import { mapTexts } from './map-texts';

const HourChoices = lazy(() => import('./HourChoices'));

/** The 1–24 h window of user reports (spec §2, §9); on a phone also as buttons of at least 44 × 44 px. */
export function ReportsSlider({ hours, onChange }: { hours: number; onChange: (hours: number) => void }) {
  const id = useId();
  return (
    <div className="reports-slider">
      {/* The value beside the label, not inside it: a label's output would be a second control it names (invalid HTML). */}
      <div className="map-toolbar__label">
        <label htmlFor={id}>{mapTexts.sliderLabel}</label> <output htmlFor={id}>{mapTexts.sliderValue(hours)}</output>
      </div>
      <input
        id={id}
        type="range"
        className="reports-slider__input"
        min={REPORT_HOURS.min}
        max={REPORT_HOURS.max}
        step={1}
        value={hours}
        aria-valuetext={mapTexts.sliderValue(hours)}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      {/* Loaded after the page's first paint (its budget, docs/performance.md), in a box of its own size. */}
      <Suspense fallback={<div className="hours-buttons" aria-hidden="true" />}>
        <HourChoices hours={hours} onChange={onChange} />
      </Suspense>
    </div>
  );
}
