import type { ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MessageText } from '../outbox/MessageText';
import type { NotificationEntry } from '../api/notificationTypes';
import { formatWarsawDateTime } from '@portal/domain';
import { NotificationStatusChip } from './NotificationStatusChip';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </>
);

/** One alert whole: who, what, its delivery state and the text (the list shows only the essentials). */
export const NotificationDetailsDialog = ({ entry, onClose }: { entry: NotificationEntry | null; onClose: () => void }) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.notifications.${key}`, options);
  return (
    <Dialog open={entry !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="notification-details-title">
      {entry && (
        <>
          <DialogTitle id="notification-details-title">
            {t('details_title')}: {t(`events.${entry.event}`, { _: entry.event })}
          </DialogTitle>
          <DialogContent dividers>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75, m: 0, mb: 2 }}>
              <Fact label={t('channel')}>{t(`channels.${entry.channel}`, { _: entry.channel })}</Fact>
              <Fact label={t('recipient')}>
                {entry.recipient} ({t('user', { id: entry.userId })})
              </Fact>
              <Fact label={t('status')}>
                <NotificationStatusChip entry={entry} />
              </Fact>
              <Fact label={t('attempts')}>{entry.attempts}</Fact>
              {entry.lastError && (
                <Fact label={t('error')}>
                  <Box component="span" sx={{ color: 'error.main' }}>
                    {entry.lastError}
                  </Box>
                </Fact>
              )}
              <Fact label={t('created_at')}>{formatWarsawDateTime(entry.createdAt)}</Fact>
              {entry.sentAt && <Fact label={t('sent_at')}>{formatWarsawDateTime(entry.sentAt)}</Fact>}
              {entry.subject && <Fact label={t('subject')}>{entry.subject}</Fact>}
            </Box>
            <Typography variant="subtitle2" component="h3" gutterBottom>
              {t('body')}
            </Typography>
            <MessageText text={entry.body} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
};
