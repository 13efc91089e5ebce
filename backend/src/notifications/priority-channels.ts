import type { NotificationChannel, NotificationEvent } from './notification.model';
import type { Recipient } from './recipients.repository';

/**
 * Alerts about an outage at a priority customer's address (docs/priority-customers.md) go to every channel the
 * person has — the confirmed e-mail and the phone — even when only one is chosen: the declaration asks for it. Planned
 * events (so the day-before reminder goes by SMS too) and unplanned ones; not the yearly limit alert, which is no
 * warning.
 */
export const PRIORITY_WIDENED_EVENTS: ReadonlySet<NotificationEvent> = new Set([
  'PLANNED_ANNOUNCED',
  'PLANNED_WEEK_AHEAD',
  'PLANNED_REMINDER',
  'PLANNED_CHANGED',
  'PLANNED_CANCELLED',
  'OUTAGE_STARTED',
  'OUTAGE_END_CHANGED',
  'OUTAGE_CREW_ON_SITE',
  'OUTAGE_ENDED',
]);

/** Where this alert goes by this channel, or null when it does not go by it. */
export function channelAddress(r: Recipient, channel: NotificationChannel, event: NotificationEvent): string | null {
  const widened = PRIORITY_WIDENED_EVENTS.has(event);
  if (channel === 'EMAIL') return r.email ?? (widened ? r.priorityEmail : null);
  if (channel === 'SMS') return r.phone ?? (widened ? r.priorityPhone : null);
  return r.push;
}
