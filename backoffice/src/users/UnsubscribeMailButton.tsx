import { useState } from 'react';
import { CircularProgress } from '@mui/material';
import MailIcon from '@mui/icons-material/MailOutlined';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { RowIconButton } from '../actions/RowIconButton';
import type { User } from '../api/types';
import { serverMessage } from '../planned-outages/errorMessages';
import type { StaffDataProvider } from '../providers/dataProvider';

/**
 * The envelope (spec §2.5, §7, §8): mails the user a link that switches off e-mail notifications.
 * 200 → 'Wysłano mail do wyłączenia powiadomień'; 204 → info 'Użytkownik już był wypisany z powiadomień'.
 */
export const UnsubscribeMailButton = () => {
  const record = useRecordContext<User>();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const label = translate('resources.users.actions.unsubscribe');
  const send = async () => {
    setBusy(true);
    try {
      const outcome = await dataProvider.sendUnsubscribeMail(record.id);
      if (outcome === 'sent') notify('resources.users.notifications.unsubscribe_sent', { type: 'success' });
      else notify('resources.users.notifications.already_unsubscribed', { type: 'info' });
    } catch (error) {
      const status = (error as { status?: unknown } | null)?.status;
      const message = status === 403 ? 'app.errors.forbidden' : (serverMessage(error) ?? 'app.errors.unexpected');
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <RowIconButton label={`${label}: ${record.fullName}`} tooltip={label} color="primary" onClick={send} disabled={busy}>
      {busy ? <CircularProgress size={16} /> : <MailIcon fontSize="small" />}
    </RowIconButton>
  );
};
