import { useCallback, useEffect, useState } from 'react';
import { Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatWarsawDateTime } from '@portal/domain';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Title, useTranslate } from 'react-admin';
import { priorityApi, type PriorityAccessPage } from './priorityApi';

const PAGE = 25;

/**
 * /admin/priority-access (docs/priority-customers.md): every opening of a planned outage's list of priority
 * customers by the call centre — who, when, which outage, how many people it showed. Newest first, 25 a page.
 */
export const PriorityAccessLogPage = () => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.priority.${key}`, options);
  const [offset, setOffset] = useState(0);
  const [page, setPage] = useState<PriorityAccessPage | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setPage(await priorityApi.accessLog(PAGE, offset));
    } catch {
      setFailed(true);
    }
  }, [offset]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.pages.priority_access" />
      <CardContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('access_help')}
        </Typography>
        {failed && <Typography role="alert">{t('failed')}</Typography>}
        {page && (
          <>
            <Table size="small" aria-label={translate('app.pages.priority_access')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('opened_at')}</TableCell>
                  <TableCell>{t('staff')}</TableCell>
                  <TableCell>{t('outage')}</TableCell>
                  <TableCell>{t('customers')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {page.items.map((a) => (
                  <TableRow key={a.id}>
                    <TableCell>{formatWarsawDateTime(a.openedAt)}</TableCell>
                    <TableCell>
                      {a.staffName} (#{a.staffUserId})
                    </TableCell>
                    <TableCell>#{a.plannedOutageId}</TableCell>
                    <TableCell>{a.customers}</TableCell>
                  </TableRow>
                ))}
                {page.items.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={4}>{t('empty')}</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
            <Box sx={{ display: 'flex', gap: 1, mt: 2, alignItems: 'center' }}>
              {/* On a phone react-admin's Button shows only its icon, and a disabled one loses its name: both given. */}
              <Button label="app.priority.previous" aria-label={t('previous')} disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
                <ChevronLeftIcon />
              </Button>
              <Typography variant="body2">{t('range', { from: page.total ? offset + 1 : 0, to: offset + page.items.length, total: page.total })}</Typography>
              <Button label="app.priority.next" aria-label={t('next')} disabled={offset + PAGE >= page.total} onClick={() => setOffset(offset + PAGE)}>
                <ChevronRightIcon />
              </Button>
              <Button label="app.priority.refresh" aria-label={t('refresh')} onClick={() => void load()}>
                <RefreshIcon />
              </Button>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
};
