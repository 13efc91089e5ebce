import { useState, type ReactNode } from 'react';
import { Alert, Box, Card, Typography } from '@mui/material';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { Button, List, RefreshButton, SelectInput, TextInput, TopToolbar, useListContext, useTranslate, type Validator } from 'react-admin';
import { ListPagination } from '../layout/ListPagination';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, NOTIFICATION_STATUSES, type NotificationEntry } from '../api/notificationTypes';
import { NOTIFICATIONS_PER_PAGE, parseUserId } from '../providers/notificationsDataProvider';
import { NotificationDetailsDialog } from './NotificationDetailsDialog';
import { NotificationRows } from './NotificationRows';

const userIdValid: Validator = (value: unknown) =>
  value === undefined || value === null || String(value).trim() === '' || parseUserId(value) !== undefined ? undefined : 'app.notifications.user_id_invalid';

/**
 * One select filter; its choices are translated from app.notifications.<labels>.<value>. The theme makes inputs full
 * width (react-admin forms); in the filter row each takes the width of its longest choice.
 */
const selectFilter = (source: 'event' | 'status' | 'channel', values: readonly string[], labels: string, minWidth: number) => (
  <SelectInput
    key={source}
    source={source}
    label={`app.notifications.${source}`}
    choices={values.map((id) => ({ id, name: `app.notifications.${labels}.${id}` }))}
    emptyText="app.notifications.all"
    alwaysOn
    sx={{ minWidth: { xs: 0, sm: minWidth } }}
  />
);

// User, event, status and channel. They live in the URL query (react-admin's list params), so a reload, the back
// button or a link to a colleague shows the same list; each change reloads the list from its first page, and typing
// a user id is waited out (the list's debounce) so '123' asks the server once. A user id that is not a positive whole
// number is refused by the field and asks nothing.
const notificationFilters = [
  <TextInput
    key="userId"
    source="userId"
    label="app.notifications.user_id"
    validate={userIdValid}
    alwaysOn
    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    sx={{ width: { xs: '100%', sm: 160 } }}
  />,
  selectFilter('event', NOTIFICATION_EVENTS, 'events', 280),
  selectFilter('status', NOTIFICATION_STATUSES, 'statuses', 150),
  selectFilter('channel', NOTIFICATION_CHANNELS, 'channels', 130),
];

const ClearFiltersButton = () => {
  const { filterValues, setFilters } = useListContext();
  const translate = useTranslate();
  return (
    // On a phone react-admin's Button shows only its icon, and a disabled one loses its name: the name is given.
    <Button
      label="app.notifications.clear_filters"
      aria-label={translate('app.notifications.clear_filters')}
      onClick={() => setFilters({}, {})}
      disabled={Object.keys(filterValues).length === 0}
    >
      <FilterAltOffIcon />
    </Button>
  );
};

const NotificationActions = () => (
  <TopToolbar>
    <ClearFiltersButton />
    <RefreshButton label="app.notifications.refresh" />
  </TopToolbar>
);

/** The list's card: a region named after the page, busy while a page loads (a journey waits on it after 'Odśwież'). */
const NotificationsSection = ({ children, className }: { children?: ReactNode; className?: string }) => {
  const translate = useTranslate();
  const { isFetching } = useListContext();
  return (
    <Card component="section" className={className} aria-label={translate('app.pages.notifications')} aria-busy={isFetching}>
      {children}
    </Card>
  );
};

const NotificationsError = () => {
  const translate = useTranslate();
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      {translate('app.notifications.load_failed')}
    </Alert>
  );
};

const Help = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {(['help', 'help_uncertain', 'help_quiet_hours'] as const).map((key) => (
        <Typography key={key} variant="body2" color="text.secondary">
          {translate(`app.notifications.${key}`)}
        </Typography>
      ))}
    </Box>
  );
};

/**
 * /admin/notifications 'Powiadomienia': the alerts for watched addresses with their delivery state, newest first,
 * filtered and paged on the server. Where an administrator answers "did she get the SMS?".
 */
export const NotificationList = () => {
  const [opened, setOpened] = useState<NotificationEntry | null>(null);
  return (
    // contain: the page takes the width it is given; react-admin's layout would otherwise widen to fit the table and
    // squeeze the menu. A table wider than the screen scrolls inside its card instead.
    <Box sx={{ pt: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, contain: 'inline-size' }}>
      <Help />
      <List
        resource="notifications"
        title="app.pages.notifications"
        filters={notificationFilters}
        actions={<NotificationActions />}
        perPage={NOTIFICATIONS_PER_PAGE}
        pagination={<ListPagination rowsPerPageOptions={[]} />}
        component={NotificationsSection}
        error={<NotificationsError />}
        empty={false}
        exporter={false}
        // Alerts change state every few seconds: an error is shown at once rather than retried behind a spinner.
        queryOptions={{ retry: false }}
        // The staff area's guard (RequireRole) has just verified the session for this route.
        disableAuthentication
      >
        <NotificationRows onOpen={setOpened} />
      </List>
      <NotificationDetailsDialog entry={opened} onClose={() => setOpened(null)} />
    </Box>
  );
};
