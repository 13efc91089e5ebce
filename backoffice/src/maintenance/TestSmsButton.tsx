import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import SmsIcon from '@mui/icons-material/Sms';
import { useDataProvider, useTranslate } from 'react-admin';
import { serverMessage } from '../planned-outages/errorMessages';
import type { StaffDataProvider } from '../providers/dataProvider';

type Outcome = { severity: 'success' | 'info' | 'error'; text: string };

/**
 * 'send test SMS' (spec §2.8, POST /test-sms): a message to the signed-in administrator's own phone.
 * The result stays on the page (which number, or why not) rather than in a toast that vanishes: the
 * person compares it with their phone.
 */
export const TestSmsButton = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const send = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const result = await dataProvider.sendTestSms();
      setOutcome(
        result.status === 'SENT'
          ? { severity: 'success', text: translate('app.maintenance.test_sms_sent', { to: result.to }) }
          : { severity: 'info', text: translate('app.maintenance.test_sms_logged', { to: result.to }) },
      );
    } catch (error) {
      const status = (error as { status?: unknown } | null)?.status;
      // The server says why in Polish: no phone on the account, a number the gateway refused, the gateway down.
      const text = status === 403 ? translate('app.errors.forbidden') : (serverMessage(error) ?? translate('app.maintenance.test_sms_failed'));
      setOutcome({ severity: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.maintenance.test_sms_help')}
      </Typography>
      <Button variant="outlined" onClick={send} disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : <SmsIcon />}>
        {translate('app.maintenance.test_sms')}
      </Button>
      {outcome && (
        <Alert severity={outcome.severity} sx={{ mt: 2 }} role={outcome.severity === 'error' ? 'alert' : 'status'}>
          {outcome.text}
        </Alert>
      )}
    </Box>
  );
};
