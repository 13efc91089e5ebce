import { adjacent, edgesOf, ringsSelfIntersect, segmentsMeet, type Ring } from './segment-sweep';

/** The rule by definition: every pair of edges, O(n²). */
function bruteForce(rings: Ring[]): boolean {
  const edges = edgesOf(rings);
  for (let i = 0; i < edges.length; i++) {
    for (let k = i + 1; k < edges.length; k++) if (!adjacent(edges[i], edges[k]) && segmentsMeet(edges[i], edges[k])) return true;
  }
  return false;
}

let seed = 11;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const closed = (ring: number[][]) => [...ring, ring[0]];

/** A ring of n vertices alternating between two radii, each step half a turn on: every edge crosses the middle. */
const throughTheMiddle = (n: number) =>
  closed(
    Array.from({ length: n }, (_, i) => {
      const angle = Math.PI * i + (Math.PI * i) / n;
      const r = i % 2 ? 0.05 : 0.1;
      return [21 + r * Math.cos(angle), 52 + r * Math.sin(angle)];
    }),
  );

/** A simple ring of long parallel teeth, the worst case for a grid of edges. */
const comb = (teeth: number) => {
  const ring: number[][] = [];
  for (let i = 0; i < teeth; i++) ring.push([20 + i * 0.001, 52], [20 + i * 0.001, 53], [20 + i * 0.001 + 0.0005, 53], [20 + i * 0.001 + 0.0005, 52.001]);
  ring.push([20 + teeth * 0.001, 52.001], [20 + teeth * 0.001, 51.9], [20, 51.9]);
  return closed(ring);
};

describe('ringsSelfIntersect', () => {
  it('agrees with every-pair checking on small rings on an integer grid (touching, collinear and vertical edges)', () => {
    for (let run = 0; run < 4000; run++) {
      const size = 2 + Math.floor(random() * 4);
      const ringCount = random() < 0.3 ? 2 : 1;
      const rings = Array.from({ length: ringCount }, () =>
        closed(Array.from({ length: 3 + Math.floor(random() * 6) }, () => [Math.floor(random() * size), Math.floor(random() * size)])),
      );
      const expected = bruteForce(rings);
      if (ringsSelfIntersect(rings) !== expected) throw new Error(`differs (expected ${expected}) for ${JSON.stringify(rings)}`);
    }
  });

  it('agrees with every-pair checking on larger random rings', () => {
    for (let run = 0; run < 200; run++) {
      const rings = [closed(Array.from({ length: 20 + Math.floor(random() * 60) }, () => [random(), random()]))];
      expect(ringsSelfIntersect(rings)).toBe(bruteForce(rings));
    }
  });

  it.each([
    [
      'a square',
      [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 1],
          [0, 0],
        ],
      ],
      false,
    ],
    [
      'a bow-tie',
      [
        [
          [0, 0],
          [1, 1],
          [1, 0],
          [0, 1],
          [0, 0],
        ],
      ],
      true,
    ],
    [
      'a repeated position',
      [
        [
          [0, 0],
          [1, 0],
          [1, 0],
          [1, 1],
          [0, 1],
          [0, 0],
        ],
      ],
      false,
    ],
    [
      'a vertex on another edge',
      [
        [
          [0, 0],
          [2, 0],
          [2, 2],
          [1, 0],
          [0, 2],
          [0, 0],
        ],
      ],
      true,
    ],
    [
      'a hole touching the outline',
      [
        [
          [0, 0],
          [4, 0],
          [4, 4],
          [0, 4],
          [0, 0],
        ],
        [
          [0, 1],
          [1, 1],
          [1, 2],
          [0, 1],
        ],
      ],
      true,
    ],
    [
      'a hole inside',
      [
        [
          [0, 0],
          [4, 0],
          [4, 4],
          [0, 4],
          [0, 0],
        ],
        [
          [1, 1],
          [2, 1],
          [2, 2],
          [1, 1],
        ],
      ],
      false,
    ],
    [
      'a spike back to a vertex already visited',
      [
        [
          [0, 0],
          [2, 0],
          [2, 2],
          [2, 3],
          [2, 2],
          [0, 2],
          [0, 0],
        ],
      ],
      true,
    ],
  ] as const)('%s', (_label, rings, expected) => {
    expect(ringsSelfIntersect(rings as unknown as Ring[])).toBe(expected);
  });

  // How long they take is printed by `npm run bench:hostile`.
  it('finds the crossing of a 99,000-vertex ring through its middle and passes a 40,000-vertex comb', () => {
    expect(ringsSelfIntersect([throughTheMiddle(99_000)])).toBe(true);
    expect(ringsSelfIntersect([comb(10_000)])).toBe(false);
  });
});
