import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import KeyOffIcon from '@mui/icons-material/KeyOff';
import { Confirm, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { SecondFactorStatus, User } from '../api/types';
import { serverMessage } from '../planned-outages/errorMessages';
import type { StaffDataProvider } from '../providers/dataProvider';

const warsawDate = (iso: string) => new Date(iso).toLocaleDateString('pl-PL', { timeZone: 'Europe/Warsaw' });

/**
 * On the user edit page (administrators only): whether the person has a second factor and whether the role requires
 * one, with the reset for a lost phone (the person is signed out and enrols again; the audit trail records it).
 */
export const SecondFactorPanel = () => {
  const record = useRecordContext<User>();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [status, setStatus] = useState<SecondFactorStatus | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = record?.id;

  const fail = useCallback(
    (error: unknown) => {
      const message = serverMessage(error) ?? 'app.errors.unexpected';
      notify(message, { type: 'error', messageArgs: { _: message } });
    },
    [notify],
  );

  useEffect(() => {
    if (id === undefined || record?.systemRole === 'PUBLIC') return;
    let live = true;
    dataProvider
      .getSecondFactorStatus(id)
      .then((s) => live && setStatus(s))
      .catch((e: unknown) => live && fail(e));
    return () => {
      live = false;
    };
  }, [dataProvider, id, record?.systemRole, fail]);

  if (!record || !status) return null;

  const reset = async () => {
    setBusy(true);
    try {
      setStatus(await dataProvider.resetSecondFactor(record.id));
      notify('app.second_factor.reset_done', { type: 'success' });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  const app = status.enrolledAt
    ? translate('app.second_factor.status_enrolled', { date: warsawDate(status.enrolledAt), count: status.recoveryCodesLeft })
    : translate('app.second_factor.status_on');
  const keys = status.passkeys ? translate('app.passkeys.status', { smart_count: status.passkeys }) : null;
  const state = status.enrolled ? [app, keys].filter(Boolean).join('; ') : translate('app.second_factor.status_not_enrolled');
  const rule = status.exempt
    ? translate('app.second_factor.status_exempt')
    : translate(status.required ? 'app.second_factor.status_required' : 'app.second_factor.status_optional');

  return (
    <Box component="section" aria-labelledby="second-factor-status" sx={{ maxWidth: 720, mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="subtitle1" component="h2" id="second-factor-status">
        {translate('app.second_factor.status_title')}
      </Typography>
      <Typography variant="body2" data-testid="second-factor-state">
        {state} ({rule})
      </Typography>
      {status.enrolled && (
        <Button sx={{ mt: 1 }} variant="outlined" color="warning" startIcon={<KeyOffIcon />} onClick={() => setAsking(true)} disabled={busy}>
          {translate('app.second_factor.reset')}
        </Button>
      )}
      <Confirm
        isOpen={asking}
        loading={busy}
        title="app.second_factor.reset_confirm_title"
        content="app.second_factor.reset_confirm_content"
        onConfirm={reset}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
};
