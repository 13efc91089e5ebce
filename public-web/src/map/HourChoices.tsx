import type { KeyboardEvent } from 'react';
import { mapTexts } from './map-texts';

/** Quick choices for a thumb on a phone; the slider beside them still offers every hour of 1–24. */
export const HOUR_CHOICES = [1, 3, 6, 12, 24] as const;

/** The choice that takes the Tab: the chosen one, or the first when the slider stands between choices. */
export const tabStop = (hours: number): number => (HOUR_CHOICES.includes(hours as (typeof HOUR_CHOICES)[number]) ? hours : HOUR_CHOICES[0]);

const NEXT_KEYS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** Arrows choose the next or previous hours (round the ends), Home and End the first and last; the focus follows. */
function onArrow(event: KeyboardEvent<HTMLElement>, hours: number, onChange: (hours: number) => void) {
  const at = HOUR_CHOICES.indexOf(tabStop(hours) as (typeof HOUR_CHOICES)[number]);
  const last = HOUR_CHOICES.length - 1;
  const to =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key in NEXT_KEYS
          ? (at + NEXT_KEYS[event.key] + HOUR_CHOICES.length) % HOUR_CHOICES.length
          : null;
  if (to === null) return;
  event.preventDefault();
  onChange(HOUR_CHOICES[to]);
  event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]')[to]?.focus();
}

/**
 * The hours as buttons of at least 44 × 44 px (a phone's thumb). One choice of five: a radio group, one Tab stop, the
 * arrows move the choice (WAI-ARIA radio group pattern; docs/accessibility.md "The map's Tab stops").
 */
export default function HourChoices({ hours, onChange }: { hours: number; onChange: (hours: number) => void }) {
  return (
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- roving tabindex: the chosen radio takes the focus, the group only hears its arrows
    <div className="hours-buttons" role="radiogroup" aria-label={mapTexts.hoursButtons} onKeyDown={(event) => onArrow(event, hours, onChange)}>
      {HOUR_CHOICES.map((choice) => (
        <button
          key={choice}
          type="button"
          role="radio"
          className="hours-buttons__button"
          aria-checked={hours === choice}
          tabIndex={choice === tabStop(hours) ? 0 : -1}
          onClick={() => onChange(choice)}
        >
          {mapTexts.hoursButton(choice)}
        </button>
      ))}
    </div>
  );
}
