import { useCallback, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { serverMessage } from '../planned-outages/errorMessages';
import type { StaffDataProvider } from '../providers/dataProvider';
import { EnrolmentForm } from '../login/SecondFactorStep';

/**
 * On "Moje konto": a staff member whose role does not require a second factor may turn one on (docs/security.md
 * "Second factor"); from then on every sign-in asks for a code. A person who has one already is told so by the server.
 */
export const OwnSecondFactor = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const begin = useCallback(() => dataProvider.beginOwnSecondFactorEnrolment(), [dataProvider]);

  const submit = async (code: string) => {
    setBusy(true);
    setError(null);
    try {
      await dataProvider.confirmOwnSecondFactorEnrolment(code.trim());
      setOpen(false);
      setDone(true);
      notify('app.second_factor.own_done', { type: 'success' });
    } catch (e) {
      setError(serverMessage(e) ?? 'app.errors.unexpected');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="own-second-factor" sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h2" id="own-second-factor">
        {translate('app.second_factor.status_title')}
      </Typography>
      {done ? (
        <Typography variant="body2">{translate('app.second_factor.own_done')}</Typography>
      ) : open ? (
        <Stack spacing={2} sx={{ maxWidth: 420, mt: 1 }}>
          <EnrolmentForm
            begin={begin}
            submit={submit}
            error={error}
            busy={busy}
            intro="app.second_factor.own_intro"
            submitLabel="app.second_factor.own_submit"
            onCancel={() => setOpen(false)}
            cancelLabel="ra.action.cancel"
          />
        </Stack>
      ) : (
        <Button sx={{ mt: 1 }} variant="outlined" onClick={() => setOpen(true)}>
          {translate('app.second_factor.own_start')}
        </Button>
      )}
    </Box>
  );
};
