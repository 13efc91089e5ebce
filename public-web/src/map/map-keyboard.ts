// Moving between the map's events with the arrow keys (docs/map.md "Keyboard"): the next event is the
// nearest one in the arrow's direction, as a person looking at the map would expect.

export type ArrowKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

export const isArrowKey = (key: string): key is ArrowKey => key === 'ArrowUp' || key === 'ArrowDown' || key === 'ArrowLeft' || key === 'ArrowRight';

/** The unit step of an arrow on screen (y grows downwards). */
export const ARROW_STEP: Record<ArrowKey, { x: number; y: number }> = {
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
};

/**
 * The index of the candidate nearest `from` in the arrow's direction, or -1 when none lies that way. Candidates within
 * 45° of the direction come first; failing those, anything in that half of the screen. Among them the nearest wins,
 * a sideways offset counting twice, so "right" picks the event to the right rather than one far up and a bit right.
 */
export function nearestInDirection(from: { x: number; y: number }, candidates: readonly { x: number; y: number }[], key: ArrowKey): number {
  const step = ARROW_STEP[key];
  let best = -1;
  let bestScore = Infinity;
  let bestInCone = false;
  candidates.forEach((c, i) => {
    const dx = c.x - from.x;
    const dy = c.y - from.y;
    const along = dx * step.x + dy * step.y;
    if (along <= 0) return;
    const across = Math.abs(dx * step.y - dy * step.x);
    const inCone = across <= along;
    const score = along * along + 4 * across * across;
    if ((inCone && !bestInCone) || (inCone === bestInCone && score < bestScore)) {
      best = i;
      bestScore = score;
      bestInCone = inCone;
    }
  });
  return best;
}
