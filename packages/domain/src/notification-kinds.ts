/**
 * Alerts for watched addresses (docs/notifications.md): which events are sent, on which channels, and the states of
 * one delivery. The backend's outbox and the back office's delivery list both take these lists from here.
 *
 * The specs say how people sign up for notifications, not when they are sent; these events follow what operators
 * abroad send (Ausgrid, Duke Energy, Electricity North West): ahead of planned work, the day before, on cancellation,
 * when an unplanned outage is known, when its estimated restoration changes, when the crew is on site and when power is back.
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
  // The crew reached the failure (crew status ON_SITE): repair is under way. Other crew or confidence changes are not sent.
  'OUTAGE_CREW_ON_SITE',
  'OUTAGE_ENDED',
  // An address passed a legal limit of interruption time in a year (outage history, docs/outage-history.md).
  'LIMIT_EXCEEDED',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** PUSH: Web Push to the person's subscribed browsers, free per message. */
export const NOTIFICATION_CHANNELS = ['EMAIL', 'SMS', 'PUSH'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * PENDING → SENDING → SENT; a definite refusal before delivery goes back to PENDING with a later attempt, and to
 * FAILED after the last attempt. A row left SENDING by a crashed worker becomes UNCERTAIN, never resent: at most once.
 */
export const NOTIFICATION_STATUSES = ['PENDING', 'SENDING', 'SENT', 'FAILED', 'UNCERTAIN'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
