import type { InterruptionClass } from './interruption-time';

/** The four limits an address can pass in a year: a class's yearly total, or one of its interruptions. */
export const LIMIT_KINDS = ['PLANNED_YEAR', 'PLANNED_SINGLE', 'UNPLANNED_YEAR', 'UNPLANNED_SINGLE'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

export const limitKind = (cls: InterruptionClass, scope: 'YEAR' | 'SINGLE'): LimitKind => `${cls}_${scope}`;
