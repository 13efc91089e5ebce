import { nearestInDirection } from './map-keyboard';

describe('nearestInDirection', () => {
  const from = { x: 100, y: 100 };

  it('finds nothing when no event lies that way', () => {
    expect(
      nearestInDirection(
        from,
        [
          { x: 50, y: 100 },
          { x: 100, y: 150 },
        ],
        'ArrowRight',
      ),
    ).toBe(-1);
    expect(nearestInDirection(from, [], 'ArrowUp')).toBe(-1);
  });

  it('takes the nearest in the direction, screen y growing downwards', () => {
    const candidates = [
      { x: 100, y: 40 }, // up, 60
      { x: 100, y: 70 }, // up, 30
      { x: 100, y: 130 }, // down
      { x: 160, y: 100 }, // right
      { x: 20, y: 100 }, // left
    ];
    expect(nearestInDirection(from, candidates, 'ArrowUp')).toBe(1);
    expect(nearestInDirection(from, candidates, 'ArrowDown')).toBe(2);
    expect(nearestInDirection(from, candidates, 'ArrowRight')).toBe(3);
    expect(nearestInDirection(from, candidates, 'ArrowLeft')).toBe(4);
  });

  it('prefers an event within 45° of the arrow to a nearer one off to the side', () => {
    // Right: (130, 40) is nearer but 60 px up for 30 px right; (200, 120) lies along the arrow.
    expect(
      nearestInDirection(
        from,
        [
          { x: 130, y: 40 },
          { x: 200, y: 120 },
        ],
        'ArrowRight',
      ),
    ).toBe(1);
  });

  it('falls back to the half of the screen that way when nothing is within 45°', () => {
    expect(
      nearestInDirection(
        from,
        [
          { x: 110, y: 20 },
          { x: 120, y: 300 },
        ],
        'ArrowRight',
      ),
    ).toBe(0);
  });

  it('weighs a sideways offset twice: the event straight ahead beats a nearer diagonal one', () => {
    expect(
      nearestInDirection(
        from,
        [
          { x: 140, y: 130 },
          { x: 155, y: 100 },
        ],
        'ArrowRight',
      ),
    ).toBe(1);
  });
});
