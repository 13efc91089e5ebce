/**
 * Plan against fact for a planned outage (docs/planned-outages.md "Plan against fact"): what really happened, from the
 * announced hours and the actual start and end that the outage-management system or a dispatcher reports. The backend
 * answers it in every list and feed; the public site and the back office show its label. One rule, one place.
 */

export const PLANNED_OUTCOMES = ['AS_PLANNED', 'SHORTENED', 'EXTENDED', 'CANCELLED'] as const;
export type PlannedOutcome = (typeof PLANNED_OUTCOMES)[number];

export const PLANNED_OUTCOME_LABELS: Record<PlannedOutcome, string> = {
  AS_PLANNED: 'odbyło się zgodnie z planem',
  SHORTENED: 'skrócone',
  EXTENDED: 'przedłużone',
  CANCELLED: 'odwołane',
};

/**
 * How far the actual times may stray from the announced ones and still count as "as planned": 15 minutes. Switching
 * a line off and on again takes minutes, and a quarter of an hour is below what anyone plans a day around.
 */
export const PLANNED_OUTCOME_TOLERANCE_MS = 15 * 60_000;

type Instant = Date | string;
const ms = (d: Instant) => (typeof d === 'string' ? Date.parse(d) : d.getTime());

/**
 * - cancelled: CANCELLED, whatever else is known;
 * - no actual end yet (not started, under way, or never reported): null — nothing is said while it has not ended;
 * - the power was off outside the announced window by more than the tolerance (it began earlier or ended later):
 *   EXTENDED, because that is the time nobody was told of;
 * - otherwise, off for shorter than announced by more than the tolerance: SHORTENED;
 * - otherwise AS_PLANNED. Exactly the tolerance still counts as planned.
 * An actual end without an actual start is measured from the planned start.
 */
export function plannedOutcome(
  planned: { start: Instant; end: Instant },
  actual: { start: Instant | null; end: Instant | null },
  cancelled: boolean,
): PlannedOutcome | null {
  if (cancelled) return 'CANCELLED';
  if (actual.end === null) return null;
  const plannedStart = ms(planned.start);
  const plannedEnd = ms(planned.end);
  const actualStart = actual.start === null ? plannedStart : ms(actual.start);
  const actualEnd = ms(actual.end);
  if (plannedStart - actualStart > PLANNED_OUTCOME_TOLERANCE_MS || actualEnd - plannedEnd > PLANNED_OUTCOME_TOLERANCE_MS) return 'EXTENDED';
  if (plannedEnd - plannedStart - (actualEnd - actualStart) > PLANNED_OUTCOME_TOLERANCE_MS) return 'SHORTENED';
  return 'AS_PLANNED';
}
