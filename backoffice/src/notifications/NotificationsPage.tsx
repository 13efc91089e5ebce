import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, TablePagination, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { NotificationEntry } from '../api/notificationTypes';
import type { StaffDataProvider } from '../providers/dataProvider';
import { NotificationDetailsDialog } from './NotificationDetailsDialog';
import { NotificationFilters } from './NotificationFilters';
import { NotificationRows } from './NotificationRows';
import { PAGE_SIZE, useNotificationSearch } from './useNotificationSearch';

/**
 * /admin/notifications 'Powiadomienia': the alerts for watched addresses with their delivery state,
 * newest first, filtered and paged on the server. Where an administrator answers "did she get the SMS?".
 */
export const NotificationsPage = () => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.notifications.${key}`, options);
  const dataProvider = useDataProvider<StaffDataProvider>();
  const { search, filtered, setFilter, setPage, clear } = useNotificationSearch();
  const [opened, setOpened] = useState<NotificationEntry | null>(null);
  const { page, ...filters } = search;
  const query = useQuery({
    queryKey: ['notifications', search],
    queryFn: () => dataProvider.getNotifications({ ...filters, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    // The previous page stays on screen while the next loads, so the pager does not jump.
    placeholderData: keepPreviousData,
    retry: false,
  });
  const total = query.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const pastTheEnd = query.isSuccess && !query.isPlaceholderData && query.data.items.length === 0 && page > lastPage;

  // A page past the end (an old link, alerts removed by retention): go to the last one there is.
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage);
  }, [pastTheEnd, lastPage, setPage]);

  return (
    // contain: the page takes the width it is given; react-admin's layout would otherwise widen to fit the table and
    // squeeze the menu. A table wider than the screen scrolls inside its card instead.
    <Box sx={{ pt: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, contain: 'inline-size' }}>
      <Title title="app.pages.notifications" />
      {/* The title is the page's h1 in the app bar (layout/StaffAppBar.tsx). */}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
        <Button startIcon={<RefreshIcon />} onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('refresh')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {t('help')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('help_uncertain')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('help_quiet_hours')}
        </Typography>
      </Box>
      <NotificationFilters search={search} filtered={filtered} onFilter={setFilter} onClear={clear} />
      <Card component="section" aria-label={translate('app.pages.notifications')} aria-busy={query.isFetching}>
        <CardContent sx={{ pb: 0 }}>
          {query.isPending ? (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
              <CircularProgress size={24} />
              <Typography>{t('loading')}</Typography>
            </Box>
          ) : query.isError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {t('load_failed')}
            </Alert>
          ) : query.data.items.length === 0 ? (
            <Typography sx={{ py: 2 }}>{t(filtered ? 'empty_filtered' : 'empty')}</Typography>
          ) : (
            <NotificationRows rows={query.data.items} onOpen={setOpened} onUser={(userId) => setFilter('userId', userId)} />
          )}
        </CardContent>
        {query.isSuccess && total > 0 && (
          <TablePagination
            component="div"
            count={total}
            page={Math.min(page, lastPage) - 1}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[]}
            onPageChange={(_event, next) => setPage(next + 1)}
            labelDisplayedRows={({ from, to, count }) => t('rows', { from, to, count })}
            getItemAriaLabel={(type) => t(type === 'previous' || type === 'first' ? 'previous_page' : 'next_page')}
          />
        )}
      </Card>
      <NotificationDetailsDialog entry={opened} onClose={() => setOpened(null)} />
    </Box>
  );
};
