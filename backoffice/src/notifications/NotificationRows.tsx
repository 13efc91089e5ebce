import { Box, Button, CircularProgress, Link, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, useListContext, useTranslate } from 'react-admin';
import type { NotificationEntry } from '../api/notificationTypes';
import { formatWarsawDateTime } from '@portal/domain';
import { NotificationStatusChip } from './NotificationStatusChip';

type Open = (entry: NotificationEntry) => void;

function useLabels() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.notifications.${key}`, options);
  return {
    t,
    event: (entry: NotificationEntry) => t(`events.${entry.event}`, { _: entry.event }),
    channel: (entry: NotificationEntry) => t(`channels.${entry.channel}`, { _: entry.channel }),
  };
}

/** 'użytkownik #12': a click narrows the list to that person. No account: a reporter's follow-up. */
const UserLink = ({ userId }: { userId: number | null }) => {
  const { t } = useLabels();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  if (userId === null) return <Typography variant="caption">{t('reporter_follow_up')}</Typography>;
  return (
    <Link
      component="button"
      type="button"
      variant="caption"
      onClick={() => setFilters({ ...filterValues, userId: String(userId) }, displayedFilters)}
      aria-label={t('filter_by_user', { id: userId })}
      sx={{ verticalAlign: 'baseline' }}
    >
      {t('user', { id: userId })}
    </Link>
  );
};

const DetailsButton = ({ entry, onOpen }: { entry: NotificationEntry; onOpen: Open }) => {
  const { t, event } = useLabels();
  return (
    <Button size="small" onClick={() => onOpen(entry)} aria-label={t('show_details', { event: event(entry), recipient: entry.recipient })}>
      {t('details')}
    </Button>
  );
};

const Empty = () => {
  const { t } = useLabels();
  const { filterValues } = useListContext();
  return <Typography sx={{ p: 2 }}>{t(Object.keys(filterValues).length > 0 ? 'empty_filtered' : 'empty')}</Typography>;
};

/** The first load, inside the list's card (the filters above it already usable). */
const Loading = () => {
  const { t } = useLabels();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2 }}>
      <CircularProgress size={24} />
      <Typography>{t('loading')}</Typography>
    </Box>
  );
};

/** A table on wide screens; on phones one block per alert (nine columns would scroll sideways). */
export const NotificationRows = ({ onOpen }: { onOpen: Open }) => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const { isPending } = useListContext();
  if (isPending) return <Loading />;
  return small ? <Cards onOpen={onOpen} /> : <Rows onOpen={onOpen} />;
};

const Rows = ({ onOpen }: { onOpen: Open }) => {
  const { event, channel } = useLabels();
  return (
    // The server orders the alerts newest first and sorts by nothing else: no column offers sorting.
    <DataTable<NotificationEntry> bulkActionButtons={false} rowClick={false} empty={<Empty />} sx={{ '& th, & td': { px: 1, verticalAlign: 'top' } }}>
      <DataTable.Col<NotificationEntry> label="app.notifications.created_at" disableSort render={(entry) => formatWarsawDateTime(entry.createdAt)} />
      <DataTable.Col<NotificationEntry> label="app.notifications.event" disableSort sx={{ minWidth: 120 }} render={event} />
      <DataTable.Col<NotificationEntry> label="app.notifications.channel" disableSort sx={{ whiteSpace: 'nowrap' }} render={channel} />
      <DataTable.Col<NotificationEntry>
        label="app.notifications.recipient"
        disableSort
        sx={{ overflowWrap: 'break-word' }}
        render={(entry) => (
          <>
            {entry.recipient}
            <br />
            <UserLink userId={entry.userId} />
          </>
        )}
      />
      <DataTable.Col<NotificationEntry> label="app.notifications.status" disableSort render={(entry) => <NotificationStatusChip entry={entry} />} />
      <DataTable.Col<NotificationEntry> label="app.notifications.attempts" disableSort align="right" source="attempts" />
      <DataTable.Col<NotificationEntry>
        label="app.notifications.error"
        disableSort
        sx={{ color: 'error.main', overflowWrap: 'anywhere', minWidth: 120 }}
        render={(entry) => entry.lastError ?? ''}
      />
      <DataTable.Col<NotificationEntry> label="app.notifications.sent_at" disableSort render={(entry) => formatWarsawDateTime(entry.sentAt)} />
      <DataTable.Col<NotificationEntry> label="app.notifications.details" disableSort render={(entry) => <DetailsButton entry={entry} onOpen={onOpen} />} />
    </DataTable>
  );
};

const Cards = ({ onOpen }: { onOpen: Open }) => {
  const { t, event, channel } = useLabels();
  const { data } = useListContext<NotificationEntry>();
  if (!data || data.length === 0) return <Empty />;
  return (
    <Stack
      spacing={1.5}
      component="ul"
      // A line between the cards drawn by CSS: a divider element would be an hr or a second kind of li inside the ul.
      sx={{ listStyle: 'none', p: 2, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider', pt: 1.5 } }}
    >
      {data.map((entry) => (
        <Box component="li" key={entry.id} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {formatWarsawDateTime(entry.createdAt)} · {channel(entry)}
            </Typography>
            <NotificationStatusChip entry={entry} />
          </Box>
          <Typography variant="subtitle2" component="h2">
            {event(entry)}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('recipient')}: {entry.recipient} <UserLink userId={entry.userId} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('attempts')}: {entry.attempts}
            {entry.sentAt ? ` · ${t('sent_at')}: ${formatWarsawDateTime(entry.sentAt)}` : ''}
          </Typography>
          {entry.lastError && (
            <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
              {entry.lastError}
            </Typography>
          )}
          <Box>
            <DetailsButton entry={entry} onOpen={onOpen} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
};
