import type { PassedLimit } from '../outage-history/events/limit-passed.event';

/**
 * Alerts for watched addresses (issue #9; docs/notifications.md). The specs say how people sign up for
 * notifications, not when they are sent; these events follow what operators abroad send (Ausgrid, Duke Energy,
 * Electricity North West): ahead of planned work, the day before, on cancellation, when an unplanned outage is
 * known, when its estimated restoration changes and when power is back.
 */
export const NOTIFICATION_EVENTS = [
  'PLANNED_ANNOUNCED',
  'PLANNED_REMINDER',
  // Priority customers only (docs/priority-customers.md): a week before, beside the announcement and the day-before reminder.
  'PLANNED_WEEK_AHEAD',
  'PLANNED_CHANGED',
  'PLANNED_CANCELLED',
  'OUTAGE_STARTED',
  'OUTAGE_END_CHANGED',
  'OUTAGE_ENDED',
  // An address passed a legal limit of interruption time in a year (outage history, docs/outage-history.md).
  'LIMIT_EXCEEDED',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** Unplanned events may wake people up: SMS quiet hours do not hold them back. */
export const UNPLANNED_EVENTS: ReadonlySet<NotificationEvent> = new Set(['OUTAGE_STARTED', 'OUTAGE_END_CHANGED', 'OUTAGE_ENDED']);

/** PUSH: Web Push to the person's subscribed browsers (issue #17), free per message. */
export const NOTIFICATION_CHANNELS = ['EMAIL', 'SMS', 'PUSH'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * PENDING → SENDING → SENT; a definite refusal before delivery goes back to PENDING with a later attempt, and to
 * FAILED after the last attempt. A row left SENDING by a crashed worker becomes UNCERTAIN, never resent: at most once.
 */
export const NOTIFICATION_STATUSES = ['PENDING', 'SENDING', 'SENT', 'FAILED', 'UNCERTAIN'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

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
