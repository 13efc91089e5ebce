import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The server's limit on a passkey's name (backend PASSKEY_NAME_MAX). */
const NAME_MAX = 60;

/** The name a person gives a passkey so they can tell it from their others ("Laptop służbowy", "YubiKey"). */
export const PasskeyNameField = ({ value, onChange }: { value: string; onChange: (v: string) => void }) => {
  const translate = useTranslate();
  return (
    <TextField
      label={translate('app.passkeys.name')}
      helperText={translate('app.passkeys.name_helper')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required
      fullWidth
      slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
    />
  );
};
