/**
 * Whether any two non-adjacent edges of a set of closed rings share a point: a Shamos–Hoey sweep, O(n log n).
 * The rule an uploaded outline (and an integration outage area) must pass (docs/areas.md "Self-intersection").
 *
 * Why not a grid: a grid keyed by the edges' boxes costs O(n²) memory and time for a ring whose long edges all
 * cross the middle (8,000 vertices took 22 s and 625 MB), and any uniform grid is quadratic for a
 * comb of long parallel teeth. The sweep keeps the edges that cross a vertical line ordered by height and only
 * ever compares edges that become neighbours in that order; the first meeting found ends the check.
 *
 * Rules, on closed segments: two edges of one ring that follow each other never count (they share a vertex by
 * construction, also when they fold back on each other); any other two edges that touch, cross or overlap
 * count. Repeated consecutive positions are dropped first (they are not a crossing, only a redundant point).
 */
export type Ring = ReadonlyArray<ReadonlyArray<number>>;

interface Segment {
  id: number;
  ring: number;
  index: number;
  /** Edges in the ring, to know that the last edge follows the first. */
  ringEdges: number;
  /** Left end (smaller x, then smaller y) and right end. */
  lx: number;
  ly: number;
  rx: number;
  ry: number;
}

interface Node {
  seg: Segment;
  priority: number;
  parent: Node | null;
  left: Node | null;
  right: Node | null;
  prev: Node | null;
  next: Node | null;
}

export function ringsSelfIntersect(rings: ReadonlyArray<Ring>): boolean {
  const segments = edgesOf(rings);
  const events: Array<{ x: number; y: number; seg: Segment; start: boolean }> = [];
  for (const seg of segments) {
    events.push({ x: seg.lx, y: seg.ly, seg, start: true }, { x: seg.rx, y: seg.ry, seg, start: false });
  }
  events.sort((a, b) => a.x - b.x || a.y - b.y);
  const status = new SweepStatus();
  const nodes = new Map<Segment, Node>();
  for (let i = 0; i < events.length;) {
    let j = i;
    while (j < events.length && events[j].x === events[i].x && events[j].y === events[i].y) j += 1;
    const group = events.slice(i, j);
    const px = events[i].x;
    const py = events[i].y;
    i = j;
    // Every edge with an end here touches every other one here.
    for (let a = 0; a < group.length; a++) {
      for (let b = a + 1; b < group.length; b++) if (!adjacent(group[a].seg, group[b].seg)) return true;
    }
    // Ends before starts: an edge ending here and one starting here are never ordered against each other.
    for (const e of group) {
      if (e.start) continue;
      const node = nodes.get(e.seg)!;
      const above = node.next;
      const below = node.prev;
      status.remove(node);
      nodes.delete(e.seg);
      if (above && below && !adjacent(above.seg, below.seg) && segmentsMeet(above.seg, below.seg)) return true;
    }
    for (const e of group) {
      if (!e.start) continue;
      const node = status.insert(e.seg, (s) => isBelow(e.seg, s, px, py));
      nodes.set(e.seg, node);
      // Skip the (at most two) edges it follows or precedes: one of them may lie between it and an edge it meets here.
      if (meetsNearest(node, 'next') || meetsNearest(node, 'prev')) return true;
    }
  }
  return false;
}

function meetsNearest(node: Node, direction: 'next' | 'prev'): boolean {
  let other = node[direction];
  while (other && adjacent(node.seg, other.seg)) other = other[direction];
  return other !== null && segmentsMeet(node.seg, other.seg);
}

export function edgesOf(rings: ReadonlyArray<Ring>): Segment[] {
  const segments: Segment[] = [];
  rings.forEach((ring, r) => {
    const points: Array<ReadonlyArray<number>> = [];
    for (const p of ring) {
      const last = points[points.length - 1];
      if (!last || last[0] !== p[0] || last[1] !== p[1]) points.push(p);
    }
    // A closed ring repeats its first position at the end; an open one is closed here.
    if (points.length > 1 && points[0][0] === points[points.length - 1][0] && points[0][1] === points[points.length - 1][1]) points.pop();
    const count = points.length;
    if (count < 2) return;
    for (let i = 0; i < count; i++) {
      const a = points[i];
      const b = points[(i + 1) % count];
      const aFirst = a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
      const [l, rt] = aFirst ? [a, b] : [b, a];
      segments.push({ id: segments.length, ring: r, index: i, ringEdges: count, lx: l[0], ly: l[1], rx: rt[0], ry: rt[1] });
    }
  });
  return segments;
}

/** Edges that follow each other in one ring (the last and the first too). */
export function adjacent(a: Segment, b: Segment): boolean {
  if (a.ring !== b.ring) return false;
  const d = Math.abs(a.index - b.index);
  return d === 1 || d === a.ringEdges - 1;
}

/** The height of an active edge where the sweep stands; a vertical edge there contains the sweep point. */
function heightAt(s: Segment, px: number, py: number): number {
  if (s.lx === s.rx) return py;
  if (px === s.lx) return s.ly;
  if (px === s.rx) return s.ry;
  return s.ly + ((px - s.lx) * (s.ry - s.ly)) / (s.rx - s.lx);
}

const slope = (s: Segment) => (s.lx === s.rx ? Infinity : (s.ry - s.ly) / (s.rx - s.lx));

/** Order of an edge starting at (px, py) against an active one: by height, then (through the same point) by slope. */
function isBelow(t: Segment, s: Segment, px: number, py: number): boolean {
  const hs = heightAt(s, px, py);
  if (py !== hs) return py < hs;
  const st = slope(t);
  const ss = slope(s);
  if (st !== ss) return st < ss;
  return t.id < s.id;
}

const orient = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) => (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
const within = (a: number, b: number, v: number) => Math.min(a, b) <= v && v <= Math.max(a, b);
const onSegment = (s: Segment, x: number, y: number) => within(s.lx, s.rx, x) && within(s.ly, s.ry, y);

/** Closed segments share a point: they cross, one ends on the other, or they overlap on one line. */
export function segmentsMeet(s: Segment, t: Segment): boolean {
  const d1 = orient(s.lx, s.ly, s.rx, s.ry, t.lx, t.ly);
  const d2 = orient(s.lx, s.ly, s.rx, s.ry, t.rx, t.ry);
  const d3 = orient(t.lx, t.ly, t.rx, t.ry, s.lx, s.ly);
  const d4 = orient(t.lx, t.ly, t.rx, t.ry, s.rx, s.ry);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (
    (d1 === 0 && onSegment(s, t.lx, t.ly)) ||
    (d2 === 0 && onSegment(s, t.rx, t.ry)) ||
    (d3 === 0 && onSegment(t, s.lx, s.ly)) ||
    (d4 === 0 && onSegment(t, s.rx, s.ry))
  );
}

/**
 * The edges crossing the sweep line, bottom to top: a treap (balanced on random priorities) whose nodes are
 * also linked in order, so neighbours are O(1) and removal needs no comparison (the order may tie at the sweep point).
 */
class SweepStatus {
  private root: Node | null = null;

  insert(seg: Segment, goesLeftOf: (other: Segment) => boolean): Node {
    const node: Node = { seg, priority: Math.random(), parent: null, left: null, right: null, prev: null, next: null };
    let parent: Node | null = null;
    let current = this.root;
    let left = false;
    while (current) {
      parent = current;
      left = goesLeftOf(current.seg);
      current = left ? current.left : current.right;
    }
    node.parent = parent;
    if (!parent) this.root = node;
    else if (left) {
      parent.left = node;
      node.next = parent;
      node.prev = parent.prev;
    } else {
      parent.right = node;
      node.prev = parent;
      node.next = parent.next;
    }
    if (node.prev) node.prev.next = node;
    if (node.next) node.next.prev = node;
    while (node.parent && node.parent.priority < node.priority) this.rotateUp(node);
    return node;
  }

  remove(node: Node): void {
    while (node.left && node.right) this.rotateUp(node.left.priority > node.right.priority ? node.left : node.right);
    const child = node.left ?? node.right;
    if (child) child.parent = node.parent;
    if (!node.parent) this.root = child;
    else if (node.parent.left === node) node.parent.left = child;
    else node.parent.right = child;
    if (node.prev) node.prev.next = node.next;
    if (node.next) node.next.prev = node.prev;
  }

  private rotateUp(child: Node): void {
    const parent = child.parent!;
    const grand = parent.parent;
    if (parent.left === child) {
      parent.left = child.right;
      if (child.right) child.right.parent = parent;
      child.right = parent;
    } else {
      parent.right = child.left;
      if (child.left) child.left.parent = parent;
      child.left = parent;
    }
    parent.parent = child;
    child.parent = grand;
    if (!grand) this.root = child;
    else if (grand.left === parent) grand.left = child;
    else grand.right = child;
  }
}
