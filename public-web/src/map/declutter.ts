// Clustering of the map's markers so that no two painted boxes overlap (docs/map.md "Clusters").
// A greedy merge on a grid, written here rather than taken from a package: it must know the real size of each
// icon (a pin with its count badge is wider than a cluster disc), and it costs a few hundred bytes.

/** A painted box relative to its anchor point, in pixels: the anchor is at (0, 0). */
export interface Extent {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface DeclutterPoint<T> {
  /** Projected pixel position (e.g. Leaflet's world pixels at one zoom). */
  x: number;
  y: number;
  item: T;
}

export interface Cluster<T> {
  /** The mean of the members' positions. */
  x: number;
  y: number;
  /** In the order given: the first member is the one that led the merge. */
  members: T[];
}

export interface DeclutterOptions<T> {
  /** The painted box of a cluster of these members (one member: its own icon). */
  extentOf: (members: readonly T[]) => Extent;
  /** Every extent's width and height is at most this; the grid's cell. */
  maxSize: number;
  /** Boxes closer than this count as overlapping, so icons never touch. */
  gap?: number;
}

interface Group<T> {
  sumX: number;
  sumY: number;
  members: T[];
  x: number;
  y: number;
  box: Extent;
  cell: string;
}

/**
 * Merges points whose boxes overlap until no two boxes do. Points are taken in the given order (put the important
 * ones first: a merge is seeded by the first); a merged group sits at its members' mean and takes the size
 * `extentOf` gives it, so it is checked again against what is already placed. Each merge leaves one group fewer,
 * so it ends; a grid of `maxSize` cells keeps each check to the nine cells around a box's centre.
 */
export function declutter<T>(points: readonly DeclutterPoint<T>[], { extentOf, maxSize, gap = 0 }: DeclutterOptions<T>): Cluster<T>[] {
  const cellSize = maxSize + gap;
  const grid = new Map<string, Set<Group<T>>>();
  const cellOf = (box: Extent) => [Math.floor((box.left + box.right) / 2 / cellSize), Math.floor((box.top + box.bottom) / 2 / cellSize)] as const;

  const make = (sumX: number, sumY: number, members: T[]): Group<T> => {
    const x = sumX / members.length;
    const y = sumY / members.length;
    const extent = extentOf(members);
    if (extent.right - extent.left > maxSize || extent.bottom - extent.top > maxSize) throw new Error('declutter: an extent is larger than maxSize');
    const box = { left: x + extent.left, top: y + extent.top, right: x + extent.right, bottom: y + extent.bottom };
    const [cx, cy] = cellOf(box);
    return { sumX, sumY, members, x, y, box, cell: `${cx},${cy}` };
  };
  const findOverlap = (group: Group<T>): Group<T> | undefined => {
    const [cx, cy] = cellOf(group.box);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const placed of grid.get(`${cx + dx},${cy + dy}`) ?? []) if (boxesOverlap(placed.box, group.box, gap)) return placed;
      }
    }
    return undefined;
  };

  const queue = points.map((p) => make(p.x, p.y, [p.item])).reverse();
  while (queue.length) {
    const group = queue.pop()!;
    const other = findOverlap(group);
    if (!other) {
      let cell = grid.get(group.cell);
      if (!cell) grid.set(group.cell, (cell = new Set()));
      cell.add(group);
      continue;
    }
    grid.get(other.cell)!.delete(other);
    // The placed group came first in the order, so it leads the merged one (its list is reused: it left the grid).
    for (const member of group.members) other.members.push(member);
    queue.push(make(other.sumX + group.sumX, other.sumY + group.sumY, other.members));
  }
  const clusters: Cluster<T>[] = [];
  for (const cell of grid.values()) for (const group of cell) clusters.push({ x: group.x, y: group.y, members: group.members });
  return clusters;
}

/** True when two boxes overlap (or come closer than `gap`): what `declutter` guarantees never to return. */
export function boxesOverlap(a: Extent, b: Extent, gap = 0): boolean {
  return a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom + gap && b.top < a.bottom + gap;
}
