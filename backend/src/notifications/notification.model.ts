import type { NotificationChannel, NotificationEvent } from '@portal/domain';
import type { PassedLimit } from '../outage-history/events/limit-passed.event';

// The lists live in the domain package, shared with the back office's delivery list.
export {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_STATUSES,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationStatus,
} from '@portal/domain';

/** Unplanned events may wake people up: SMS quiet hours do not hold them back. */
export const UNPLANNED_EVENTS: ReadonlySet<NotificationEvent> = new Set(['OUTAGE_STARTED', 'OUTAGE_END_CHANGED', 'OUTAGE_CREW_ON_SITE', 'OUTAGE_ENDED']);

/** What the texts need to know about the outage, whatever its kind. */
export interface OutageFacts {
  /** 'planned' or 'outage' plus the id: part of the deduplication key. */
  ref: string;
  kind: 'PLANNED' | 'FAILURE' | 'EXTENSIVE';
  start: Date | null;
  end: Date | null;
  /** LIMIT_EXCEEDED only: which limit the address passed, in which Warsaw year, and by how many hours. */
  limit?: LimitFacts;
}

/** What the outage history says of a passed limit (its LimitPassed event). */
export type LimitFacts = PassedLimit;

/** One message to produce: who, about what, by which channel; `key` makes (user, event, channel) unique. */
export interface NotificationDraft {
  userId: number;
  watchedAddressId: number;
  event: NotificationEvent;
  channel: NotificationChannel;
  key: string;
  recipient: string;
  subject: string | null;
  body: string;
  html: string | null;
}

/** One channel's outbox for the metrics: alerts waiting, and seconds the longest-waiting due one has waited. */
export interface OutboxBacklog {
  channel: NotificationChannel;
  depth: number;
  oldestDueSeconds: number;
}
