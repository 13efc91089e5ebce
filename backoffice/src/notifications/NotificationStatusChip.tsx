import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { NotificationEntry, NotificationStatus } from '../api/notificationTypes';
import { formatWarsawDateTime } from '@portal/domain';

const COLOURS: Record<NotificationStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  PENDING: 'default',
  SENDING: 'info',
  SENT: 'success',
  FAILED: 'error',
  UNCERTAIN: 'warning',
};

/** The delivery state; a waiting alert also says when it is next tried (quiet hours, a retry after a refusal). */
export const NotificationStatusChip = ({ entry }: { entry: Pick<NotificationEntry, 'status' | 'nextAttemptAt'> }) => {
  const translate = useTranslate();
  const waitsUntil = entry.status === 'PENDING' && Date.parse(entry.nextAttemptAt) > Date.now() ? entry.nextAttemptAt : null;
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      <Chip size="small" color={COLOURS[entry.status] ?? 'default'} label={translate(`app.notifications.statuses.${entry.status}`, { _: entry.status })} />
      {waitsUntil && (
        <Typography variant="caption" color="text.secondary">
          {translate('app.notifications.next_attempt', { at: formatWarsawDateTime(waitsUntil) })}
        </Typography>
      )}
    </Box>
  );
};
