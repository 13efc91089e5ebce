import {
  Box,
  Button,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { NotificationEntry } from '../api/notificationTypes';
import { formatWarsawDateTime } from '@portal/domain';
import { NotificationStatusChip } from './NotificationStatusChip';

interface Props {
  rows: NotificationEntry[];
  onOpen: (entry: NotificationEntry) => void;
  onUser: (userId: number) => void;
}

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
const UserLink = ({ userId, onUser }: { userId: number | null; onUser: (userId: number) => void }) => {
  const { t } = useLabels();
  if (userId === null) return <Typography variant="caption">{t('reporter_follow_up')}</Typography>;
  return (
    <Link
      component="button"
      type="button"
      variant="caption"
      onClick={() => onUser(userId)}
      aria-label={t('filter_by_user', { id: userId })}
      sx={{ verticalAlign: 'baseline' }}
    >
      {t('user', { id: userId })}
    </Link>
  );
};

const DetailsButton = ({ entry, onOpen }: { entry: NotificationEntry; onOpen: (entry: NotificationEntry) => void }) => {
  const { t, event } = useLabels();
  return (
    <Button size="small" onClick={() => onOpen(entry)} aria-label={t('show_details', { event: event(entry), recipient: entry.recipient })}>
      {t('details')}
    </Button>
  );
};

/** A table on wide screens; on phones one block per alert (nine columns would scroll sideways). */
export const NotificationRows = ({ rows, onOpen, onUser }: Props) => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return small ? <Cards rows={rows} onOpen={onOpen} onUser={onUser} /> : <Rows rows={rows} onOpen={onOpen} onUser={onUser} />;
};

const Rows = ({ rows, onOpen, onUser }: Props) => {
  const { t, event, channel } = useLabels();
  return (
    <TableContainer>
      <Table size="small" sx={{ '& th, & td': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('created_at')}</TableCell>
            <TableCell>{t('event')}</TableCell>
            <TableCell>{t('channel')}</TableCell>
            <TableCell>{t('recipient')}</TableCell>
            <TableCell>{t('status')}</TableCell>
            <TableCell align="right">{t('attempts')}</TableCell>
            <TableCell>{t('error')}</TableCell>
            <TableCell>{t('sent_at')}</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {t('details')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((entry) => (
            <TableRow key={entry.id} hover sx={{ verticalAlign: 'top' }}>
              <TableCell>{formatWarsawDateTime(entry.createdAt)}</TableCell>
              <TableCell sx={{ minWidth: 120 }}>{event(entry)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{channel(entry)}</TableCell>
              <TableCell sx={{ overflowWrap: 'break-word' }}>
                {entry.recipient}
                <br />
                <UserLink userId={entry.userId} onUser={onUser} />
              </TableCell>
              <TableCell>
                <NotificationStatusChip entry={entry} />
              </TableCell>
              <TableCell align="right">{entry.attempts}</TableCell>
              <TableCell sx={{ color: 'error.main', overflowWrap: 'anywhere', minWidth: 120 }}>{entry.lastError ?? ''}</TableCell>
              <TableCell>{formatWarsawDateTime(entry.sentAt)}</TableCell>
              <TableCell>
                <DetailsButton entry={entry} onOpen={onOpen} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

const Cards = ({ rows, onOpen, onUser }: Props) => {
  const { t, event, channel } = useLabels();
  return (
    <Stack
      spacing={1.5}
      component="ul"
      // A line between the cards drawn by CSS: a divider element would be an hr or a second kind of li inside the ul.
      sx={{ listStyle: 'none', p: 0, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider', pt: 1.5 } }}
    >
      {rows.map((entry) => (
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
            {t('recipient')}: {entry.recipient} <UserLink userId={entry.userId} onUser={onUser} />
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

// In px on purpose: MUI's sx reads width 1 as 100%.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
