import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { readSession } from '../auth/storedSession';
import { OwnSecondFactor } from './OwnSecondFactor';
import { OwnPasskeys } from './OwnPasskeys';

/**
 * "Moje konto" (spec §2.4): what the login answer stored about the signed-in person. Read from
 * local storage, so it shows the data as of the last login.
 */
export const AccountPage = () => {
  const translate = useTranslate();
  const session = readSession();
  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title="app.account.title" />
      <CardContent>
        {session ? (
          <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
            <AccountRow label="app.account.role" value={session.role ? translate(`app.roles.${session.role}`, { _: session.role }) : ''} />
            <AccountRow label="app.account.full_name" value={session.fullName ?? ''} />
            <AccountRow label="app.account.email" value={session.email ?? ''} />
            <AccountRow label="app.account.phone" value={session.phone || translate('app.account.no_phone')} />
          </Stack>
        ) : (
          <Typography>{translate('app.account.not_signed_in')}</Typography>
        )}
        {session?.role && session.role !== 'PUBLIC' && (
          <>
            <OwnSecondFactor />
            <OwnPasskeys />
          </>
        )}
      </CardContent>
    </Card>
  );
};

const AccountRow = ({ label, value }: { label: string; value: string }) => {
  const translate = useTranslate();
  return (
    <div>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
    </div>
  );
};
