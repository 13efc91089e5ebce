// Contract of the administrators' delivery list of alerts (GET /api/notifications, docs/notifications.md), from the generated API types.
import type { components, operations } from '@portal/domain';

type Schemas = components['schemas'];

/** One alert to one person on one channel, with its delivery state. */
export type NotificationEntry = Schemas['NotificationResponseDto'];
export type NotificationPage = Schemas['NotificationPageResponseDto'];
export type NotificationEvent = NotificationEntry['event'];
export type NotificationStatus = NotificationEntry['status'];
export type NotificationChannel = NotificationEntry['channel'];

/** The list's filters and page, as the server takes them (all optional). */
export type NotificationFilters = NonNullable<operations['Notifications_search']['parameters']['query']>;

// The values in the order the filters offer them; `satisfies` keeps them in step with the API's enums.
export const NOTIFICATION_EVENTS = [
  'PLANNED_ANNOUNCED',
  'PLANNED_REMINDER',
  'PLANNED_WEEK_AHEAD',
  'PLANNED_CHANGED',
  'PLANNED_CANCELLED',
  'OUTAGE_STARTED',
  'OUTAGE_END_CHANGED',
  'OUTAGE_ENDED',
  'LIMIT_EXCEEDED',
] as const satisfies readonly NotificationEvent[];
export const NOTIFICATION_STATUSES = ['PENDING', 'SENDING', 'SENT', 'FAILED', 'UNCERTAIN'] as const satisfies readonly NotificationStatus[];
export const NOTIFICATION_CHANNELS = ['EMAIL', 'SMS', 'PUSH'] as const satisfies readonly NotificationChannel[];
