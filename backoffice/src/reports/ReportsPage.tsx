import { useState } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Checkbox,
  Chip,
  CircularProgress,
  FormControlLabel,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { formatWarsawDateTime } from '@portal/domain';
import type { components } from '@portal/api-client';
import { answer, api } from '../api/http';

type ReportPage = components['schemas']['StaffReportPageResponseDto'];
type Report = ReportPage['items'][number];

const PAGE_SIZE = 50;

/**
 * /master/reports 'Zgłoszenia mieszkańców': the newest residents' reports, GET /api/call-net/user-reports. A report a
 * "Nadal nie mam prądu" answer recorded after a failure ended carries the badge 'Możliwa awaria zagnieżdżona', and the
 * filter lists only those (docs/reports.md "After restoration").
 */
export const ReportsPage = () => {
  const translate = useTranslate();
  const [onlyNested, setOnlyNested] = useState(false);
  const query = useQuery({
    queryKey: ['staff-reports', onlyNested],
    queryFn: async () => {
      const query = { limit: PAGE_SIZE, ...(onlyNested ? { afterRestoration: true } : {}) };
      return answer(api.GET('/api/call-net/user-reports', { params: { query } }));
    },
    retry: false,
  });

  return (
    <Box sx={{ pt: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Title title="app.pages.reports" />
      <Typography variant="body2" color="text.secondary">
        {translate('app.reports.help')}
      </Typography>
      <FormControlLabel
        control={<Checkbox checked={onlyNested} onChange={(e) => setOnlyNested(e.target.checked)} />}
        label={translate('app.reports.only_nested')}
      />
      <Card component="section" aria-label={translate('app.pages.reports')}>
        <CardContent>
          {query.isPending ? (
            <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
          ) : query.isError ? (
            <Alert severity="error">{translate('app.reports.load_failed')}</Alert>
          ) : query.data.items.length === 0 ? (
            <Typography>{translate(onlyNested ? 'app.reports.empty_nested' : 'app.reports.empty')}</Typography>
          ) : (
            <ReportTable rows={query.data.items} total={query.data.total} />
          )}
        </CardContent>
      </Card>
    </Box>
  );
};

function ReportTable({ rows, total }: { rows: Report[]; total: number }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" gutterBottom>
        {translate('app.reports.shown', { shown: rows.length, total })}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={translate('app.pages.reports')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.reports.reported_at')}</TableCell>
              <TableCell>{translate('app.reports.address')}</TableCell>
              <TableCell>{translate('app.reports.type')}</TableCell>
              <TableCell>{translate('app.reports.description')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWarsawDateTime(r.reportedAt)}</TableCell>
                <TableCell>{r.address}</TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-start' }}>
                    {translate(`app.reports.types.${r.reportType}`)}
                    {r.afterRestoration && <Chip size="small" color="warning" label={translate('app.reports.nested_badge')} />}
                  </Box>
                </TableCell>
                <TableCell>{r.description}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
