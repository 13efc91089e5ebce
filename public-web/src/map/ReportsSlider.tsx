import { useId } from 'react';
import { REPORT_HOURS } from './map-settings';
import { mapTexts } from './map-texts';

/** Quick choices for a thumb on a phone (issue 16); the slider beside them still offers every hour of 1–24. */
export const HOUR_CHOICES = [1, 3, 6, 12, 24] as const;

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
      <div className="hours-buttons" role="group" aria-label={mapTexts.hoursButtons}>
        {HOUR_CHOICES.map((choice) => (
          <button key={choice} type="button" className="hours-buttons__button" aria-pressed={hours === choice} onClick={() => onChange(choice)}>
            {mapTexts.hoursButton(choice)}
          </button>
        ))}
      </div>
    </div>
  );
}
