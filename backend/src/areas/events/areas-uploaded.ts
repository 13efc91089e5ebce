import type { Actor } from '../../common/events/actor';

/** An area as the audit trail shows it: its name and description, not its outline. */
export interface AreaFacts {
  name: string;
  description: string | null;
}

/**
 * An administrator uploaded a .geojson file of areas; raised in the transaction that stores them, one entry per area
 * of the file (`before` null for a new name, the replaced area's facts otherwise).
 */
export class AreasUploaded {
  constructor(
    readonly actor: Actor,
    readonly fileName: string,
    readonly areas: ReadonlyArray<{ id: number; before: AreaFacts | null; after: AreaFacts }>,
  ) {}
}
