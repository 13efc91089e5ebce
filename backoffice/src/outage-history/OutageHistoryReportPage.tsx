import { warsawDay } from '@portal/domain';
import { Box, Button, Card, CardContent, CircularProgress, MenuItem, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { statusOf, useFileDownload } from '../api/useFileDownload';
import { serverMessage } from '../planned-outages/errorMessages';
import type { StaffDataProvider } from '../providers/dataProvider';

const describeFailure = (error: unknown) => (statusOf(error) === 403 ? 'app.errors.forbidden' : (serverMessage(error) ?? 'app.outage_history.download_failed'));

/** The years offered: this Warsaw year and the five before it. */
export function reportYears(now = new Date()): number[] {
  const year = Number(warsawDay(now).slice(0, 4));
  return Array.from({ length: 6 }, (_, i) => year - i);
}

/** /admin/outage-history: the .xlsx of all watched addresses' interruption hours per district and month. */
export const OutageHistoryReportPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const years = reportYears();
  const [year, setYear] = useState(years[0]);
  const { busy, download } = useFileDownload(describeFailure);
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="app.pages.outage_history" />
      <CardContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('app.outage_history.help')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            id="outage-history-year"
            label={translate('app.outage_history.year')}
            value={year}
            onChange={(e) => setYear(Number(e.target.value))}
            sx={{ minWidth: 120 }}
          >
            {years.map((y) => (
              <MenuItem key={y} value={y}>
                {y}
              </MenuItem>
            ))}
          </TextField>
          {/* MUI's button, not react-admin's: that one drops its label on a phone and leaves only the icon. */}
          <Button
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}
            onClick={() => download(() => dataProvider.downloadOutageHistoryReport(year))}
          >
            {translate('app.outage_history.download')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};
