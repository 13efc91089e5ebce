/**
 * The map feed's public surface for readers of its read model (open data): the snapshot, its items and the
 * rounding every published coordinate shares. Writers never import this module; they raise events.
 */
export { MapFeedSnapshot, type PublicItems } from './map-feed.snapshot';
export { type LocatedItem, round5 } from './feed-items';
export type { OutageItem, UserReportMapItem } from './map-feed.model';
