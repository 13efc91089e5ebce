// Contract of the administrators' delivery list of alerts (GET /api/notifications, docs/notifications.md), from the generated API types.
import type { components, operations } from '@portal/api-client';

type Schemas = components['schemas'];

/** One alert to one person on one channel, with its delivery state. */
export type NotificationEntry = Schemas['NotificationResponseDto'];
export type NotificationPage = Schemas['NotificationPageResponseDto'];

/** The list's filters and page, as the server takes them (all optional). */
export type NotificationFilters = NonNullable<operations['Notifications_search']['parameters']['query']>;

// The values in the order the filters offer them, and their types: the domain package's lists, from which the API's
// enums are generated.
export {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_STATUSES,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationStatus,
} from '@portal/domain';
