import type { Actor } from '../../common/events/actor';

/** An administrator changed runtime settings (the maintenance break among them); raised in the writing transaction. */
export class SettingsChanged {
  constructor(
    readonly actor: Actor,
    /** The edited keys' values before and after the edit. */
    readonly before: Record<string, string | null>,
    readonly after: Record<string, string | null>,
  ) {}
}
