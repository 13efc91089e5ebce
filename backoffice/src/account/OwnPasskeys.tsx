import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { Passkey } from '../api/types';
import type { StaffDataProvider } from '../providers/dataProvider';
import { serverMessage } from '../planned-outages/errorMessages';
import { passkeyDialogError, passkeysAvailable } from '../auth/passkeyCeremony';
import { formatWarsawDateTime } from '@portal/domain';
import { PasskeyNameField } from './PasskeyNameField';

/**
 * On "Moje konto": the person's passkeys (docs/security.md "Passkeys"), each named, with when it was added and last
 * used; a new one is added through the browser's dialog and any can be removed (the server keeps the last one a
 * role requires).
 */
export const OwnPasskeys = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const [passkeys, setPasskeys] = useState<Passkey[] | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<Passkey | null>(null);

  const load = useCallback(async () => {
    try {
      setPasskeys(await dataProvider.listOwnPasskeys());
    } catch (e) {
      setError(serverMessage(e) ?? 'app.errors.unexpected');
    }
  }, [dataProvider]);
  useEffect(() => {
    void load();
  }, [load]);

  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await dataProvider.addOwnPasskey(name.trim());
      setName('');
      notify('app.passkeys.added', { type: 'success' });
      await load();
    } catch (err) {
      setError(passkeyDialogError(err) ?? serverMessage(err) ?? 'app.errors.unexpected');
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    setError(null);
    try {
      await dataProvider.removeOwnPasskey(removing.id);
      notify('app.passkeys.removed', { type: 'success' });
      await load();
    } catch (err) {
      setError(serverMessage(err) ?? 'app.errors.unexpected');
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  return (
    <Box component="section" aria-labelledby="own-passkeys" sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h2" id="own-passkeys">
        {translate('app.passkeys.title')}
      </Typography>
      {passkeys && passkeys.length === 0 && <Typography variant="body2">{translate('app.passkeys.none')}</Typography>}
      {passkeys && passkeys.length > 0 && (
        <List dense aria-labelledby="own-passkeys">
          {passkeys.map((p) => (
            <ListItem
              key={p.id}
              disableGutters
              secondaryAction={
                <IconButton edge="end" aria-label={translate('app.passkeys.remove', { name: p.name })} onClick={() => setRemoving(p)} disabled={busy}>
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={p.name}
                secondary={translate('app.passkeys.details', {
                  added: formatWarsawDateTime(p.createdAt),
                  used: p.lastUsedAt ? formatWarsawDateTime(p.lastUsedAt) : translate('app.passkeys.never_used'),
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
      {passkeysAvailable() ? (
        <Stack component="form" spacing={1} onSubmit={add} noValidate sx={{ maxWidth: 420, mt: 1 }} aria-label={translate('app.passkeys.add')}>
          <PasskeyNameField value={name} onChange={setName} />
          <Button type="submit" variant="outlined" disabled={busy || !name.trim()}>
            {translate('app.passkeys.add')}
          </Button>
        </Stack>
      ) : (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('app.passkeys.unavailable')}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {translate(error, { _: error })}
        </Alert>
      )}
      <Confirm
        isOpen={!!removing}
        loading={busy}
        title="app.passkeys.remove_confirm_title"
        content="app.passkeys.remove_confirm_content"
        translateOptions={{ name: removing?.name ?? '' }}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
};
