import { addressMatchKey } from '@portal/domain';
import { covers, shapeBBox, type BBox, type OutageArea } from '../geo/outage-area';
import { HOUR_MS, warsawYearRange, yearFigures, type ClassYearFigures, type InterruptionClass } from './interruption-time';
import type { PlannedAddressRow, UnplannedRow, WatchedPoint } from './outage-history.repository';

/** Kinds as the person reads them: a planned outage, a failure, an extensive failure. */
export type HistoryKind = 'PLANNED' | 'FAILURE' | 'EXTENSIVE';

export const KIND_LABELS: Record<HistoryKind, string> = {
  PLANNED: 'Wyłączenie planowane',
  FAILURE: 'Awaria',
  EXTENSIVE: 'Awaria rozległa',
};

/** Planned outages carry no cause field: the work itself is the cause. */
export const PLANNED_CAUSE = 'Prace planowe na sieci';
export const UNKNOWN_CAUSE = 'Nie podano';

export interface HistoryEntry {
  kind: HistoryKind;
  outageId: number;
  start: Date;
  /** The actual end (unplanned: when the system ended it; planned: its planned end once past); null while it lasts. */
  end: Date | null;
  running: boolean;
  hours: number;
  cause: string;
}

export interface AddressYear {
  entries: HistoryEntry[];
  planned: ClassYearFigures;
  unplanned: ClassYearFigures;
}

const classOf = (kind: HistoryKind): InterruptionClass => (kind === 'PLANNED' ? 'PLANNED' : 'UNPLANNED');

export function unplannedShape(o: UnplannedRow): OutageArea {
  return {
    id: o.id,
    kind: o.kind,
    start: o.start,
    end: o.endedAt,
    ended: o.endedAt !== null,
    area: o.area,
    position: o.position,
    outageCircle: o.outageCircle,
  };
}

/** Whether an unplanned outage covered the address: the same point-in-shape test the alerts and the map use. */
export function unplannedCovers(o: UnplannedRow, at: WatchedPoint): boolean {
  const shape = unplannedShape(o);
  return inBox(shapeBBox(shape), at) && covers(shape, { lng: at.lng, lat: at.lat });
}

/**
 * The outages loaded for a set of addresses, prepared once: planned outages by the match key of each address line
 * (computing keys per address and line made a 500-address check take 20 s), unplanned ones with their shape and box.
 */
interface PreparedUnplanned {
  row: UnplannedRow;
  shape: OutageArea;
  box: BBox;
}

export interface OutageIndex {
  plannedByKey: Map<string, PlannedAddressRow[]>;
  /** Unplanned outages by grid cell of their box (the staff report tests 20,000 points against a year's storms). */
  unplannedByCell: Map<string, PreparedUnplanned[]>;
}

/** About 1 km cells: an outage's box spans a handful of them. */
const CELL_DEG = 0.01;
const cellOf = (lng: number, lat: number) => `${Math.floor(lng / CELL_DEG)}:${Math.floor(lat / CELL_DEG)}`;

export function indexOutages(planned: readonly PlannedAddressRow[], unplanned: readonly UnplannedRow[]): OutageIndex {
  const plannedByKey = new Map<string, PlannedAddressRow[]>();
  for (const row of planned) {
    const key = addressMatchKey(row.street, row.streetNumber);
    if (!key) continue;
    const list = plannedByKey.get(key);
    if (list) list.push(row);
    else plannedByKey.set(key, [row]);
  }
  const unplannedByCell = new Map<string, PreparedUnplanned[]>();
  for (const row of unplanned) {
    const shape = unplannedShape(row);
    const box = shapeBBox(shape);
    const prepared = { row, shape, box };
    for (let x = Math.floor(box.minLng / CELL_DEG); x <= Math.floor(box.maxLng / CELL_DEG); x++) {
      for (let y = Math.floor(box.minLat / CELL_DEG); y <= Math.floor(box.maxLat / CELL_DEG); y++) {
        const key = `${x}:${y}`;
        const list = unplannedByCell.get(key);
        if (list) list.push(prepared);
        else unplannedByCell.set(key, [prepared]);
      }
    }
  }
  return { plannedByKey, unplannedByCell };
}

/** Planned outages whose address list names the watched address (the alerts' match key), each once. */
export function plannedFor(index: OutageIndex, at: WatchedPoint): PlannedAddressRow[] {
  const found = new Map<number, PlannedAddressRow>();
  for (const key of new Set([at.matchKey, at.matchKeyBase])) {
    for (const row of (key && index.plannedByKey.get(key)) || []) if (!found.has(row.id)) found.set(row.id, row);
  }
  return [...found.values()];
}

const inBox = (box: BBox, at: { lng: number; lat: number }) => at.lng >= box.minLng && at.lng <= box.maxLng && at.lat >= box.minLat && at.lat <= box.maxLat;

/** Every interruption of the address that ended after `since` and began before `now`, oldest first. */
export function entriesFor(at: WatchedPoint, index: OutageIndex, since: Date, now: Date): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  for (const p of plannedFor(index, at)) {
    const running = p.end > now;
    entries.push({ kind: 'PLANNED', outageId: p.id, start: p.start, end: running ? null : p.end, running, hours: 0, cause: PLANNED_CAUSE });
  }
  for (const { row: u, shape, box } of index.unplannedByCell.get(cellOf(at.lng, at.lat)) ?? []) {
    if (!inBox(box, at) || !covers(shape, { lng: at.lng, lat: at.lat })) continue;
    entries.push({
      kind: u.kind,
      outageId: u.id,
      start: u.start,
      end: u.endedAt,
      running: u.endedAt === null,
      hours: 0,
      cause: u.cause?.trim() || UNKNOWN_CAUSE,
    });
  }
  return entries
    .filter((e) => e.start < now && (e.end === null || e.end > since))
    .map((e) => ({ ...e, hours: Math.max(0, ((e.end ?? now).getTime() - e.start.getTime()) / HOUR_MS) }))
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.outageId - b.outageId);
}

/** The entries touching a Warsaw year and the year's figures per class (overlaps once, running until now). */
export function addressYear(all: readonly HistoryEntry[], year: number, now: Date): AddressYear {
  const { from, to } = warsawYearRange(year);
  const entries = all.filter((e) => e.start < to && (e.end ?? now) > from);
  const of = (cls: InterruptionClass) => all.filter((e) => classOf(e.kind) === cls).map((e) => ({ start: e.start, end: e.end }));
  return { entries, planned: yearFigures('PLANNED', of('PLANNED'), year, now), unplanned: yearFigures('UNPLANNED', of('UNPLANNED'), year, now) };
}
