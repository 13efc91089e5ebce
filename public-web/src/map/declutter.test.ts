import { boxesOverlap, declutter, type Extent } from './declutter';

// A pin 24×32 anchored at its tip with a badge to its upper right, and discs that grow with the count: the sizes the
// map uses are of this kind (map-icons.ts).
const PIN: Extent = { left: -12, top: -40, right: 32, bottom: 0 };
const disc = (count: number): Extent => {
  const r = count < 10 ? 21 : count < 100 ? 24 : 28;
  return { left: -r, top: -r, right: r, bottom: r };
};
const extentOf = (members: readonly number[]) => (members.length === 1 ? PIN : disc(members.length));
const options = { extentOf, maxSize: 56, gap: 2 };

function randomStorm(count: number, seed: number, width: number, height: number) {
  let s = seed;
  const random = () => (s = (s * 16807) % 2147483647) / 2147483647;
  // Half of them packed round a few hot spots, as reports gather round failures; the rest spread out.
  const spots = Array.from({ length: 8 }, () => ({ x: random() * width, y: random() * height }));
  return Array.from({ length: count }, (_, item) => {
    if (item % 2) {
      const spot = spots[item % spots.length];
      return { x: spot.x + (random() - 0.5) * 120, y: spot.y + (random() - 0.5) * 120, item };
    }
    return { x: random() * width, y: random() * height, item };
  });
}

const boxOf = (c: { x: number; y: number; members: readonly number[] }): Extent => {
  const e = extentOf(c.members);
  return { left: c.x + e.left, top: c.y + e.top, right: c.x + e.right, bottom: c.y + e.bottom };
};

describe('declutter', () => {
  it.each([
    [5_500, 1, 4_000, 3_000],
    [5_500, 2, 800, 600],
    [2_000, 3, 20_000, 20_000],
    [300, 4, 100, 100],
  ])('leaves no two boxes overlapping and keeps every point (%i points, seed %i, %i×%i px)', (count, seed, width, height) => {
    const points = randomStorm(count, seed, width, height);
    const clusters = declutter(points, options);
    const boxes = clusters.map(boxOf);
    const overlapping: Array<[number, number]> = [];
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) if (boxesOverlap(boxes[i], boxes[j], 2)) overlapping.push([i, j]);
    }
    expect(overlapping).toEqual([]);
    expect(clusters.length).toBeGreaterThan(1);
    const members = clusters.flatMap((c) => c.members).sort((a, b) => a - b);
    expect(members).toEqual(points.map((p) => p.item));
  });

  it('keeps points that do not touch as they are', () => {
    const points = [
      { x: 0, y: 0, item: 1 },
      { x: 100, y: 0, item: 2 },
      { x: 0, y: 100, item: 3 },
    ];
    expect(declutter(points, options)).toEqual(expect.arrayContaining(points.map(({ x, y, item }) => ({ x, y, members: [item] }))));
    expect(declutter(points, options)).toHaveLength(3);
  });

  it('merges two overlapping points into one cluster at their mean, led by the first', () => {
    const clusters = declutter(
      [
        { x: 10, y: 10, item: 7 },
        { x: 30, y: 20, item: 8 },
      ],
      options,
    );
    expect(clusters).toEqual([{ x: 20, y: 15, members: [7, 8] }]);
  });

  it('merges again when a merged cluster, grown and moved, covers a neighbour', () => {
    const small = { left: -10, top: -10, right: 10, bottom: 10 };
    const big = { left: -28, top: -28, right: 28, bottom: 28 };
    const points = [
      { x: 0, y: 0, item: 1 },
      { x: 18, y: 0, item: 2 },
      { x: 45, y: 0, item: 3 },
    ];
    // The pins of 2 (8–28) and 3 (35–55) do not touch, but the disc of 1 + 2 at x = 9 (−19 to 37) covers 3.
    expect(declutter(points, { extentOf: (m) => (m.length === 1 ? small : big), maxSize: 56 })).toEqual([{ x: 21, y: 0, members: [1, 2, 3] }]);
    // With discs no bigger than the pins, 3 stays on its own.
    expect(declutter(points, { extentOf: () => small, maxSize: 56 })).toHaveLength(2);
  });

  it('merges points at one spot whatever the zoom: they can never be drawn apart', () => {
    const same = Array.from({ length: 30 }, (_, item) => ({ x: 500, y: 500, item }));
    const clusters = declutter(same, options);
    expect(clusters).toHaveLength(1);
    expect(clusters[0].members).toHaveLength(30);
  });

  it('refuses an extent larger than its grid cell (a check could miss an overlap)', () => {
    expect(() => declutter([{ x: 0, y: 0, item: 1 }], { extentOf: () => ({ left: -40, top: -10, right: 40, bottom: 10 }), maxSize: 56 })).toThrow(/maxSize/);
  });
});
