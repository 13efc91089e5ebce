import type { ReactNode } from 'react';
import { List as MuiList, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import type { User } from '../api/types';
import { DELETED_TEXT } from '../theme';
import { EditUserButton } from './EditUserButton';
import { RoleField } from './RoleField';
import { ToggleDeletedButton } from './ToggleDeletedButton';
import { UnsubscribeMailButton } from './UnsubscribeMailButton';

/**
 * The users list on phones: a seven-column table would make the whole page scroll sideways, so
 * each user is one list item with the same data and the same row buttons.
 */
export const UserCards = ({ empty }: { empty: ReactNode }) => {
  const { data, isPending } = useListContext<User>();
  const translate = useTranslate();
  if (isPending) return null;
  if (!data || data.length === 0) return <>{empty}</>;
  return (
    <MuiList disablePadding sx={{ bgcolor: 'background.paper' }}>
      {data.map((user) => (
        <RecordContextProvider value={user} key={user.id}>
          <ListItem
            divider
            sx={{ pr: 16, color: user.deleted ? DELETED_TEXT : undefined }}
            secondaryAction={
              <Stack direction="row" spacing={0.5}>
                <EditUserButton />
                <ToggleDeletedButton />
                <UnsubscribeMailButton />
              </Stack>
            }
          >
            <ListItemText
              primary={user.fullName}
              secondary={
                <Stack component="span">
                  <span>{user.email}</span>
                  <span>{user.phone ?? ''}</span>
                  <Typography component="span" variant="body2">
                    {translate('resources.users.fields.id')} {user.id} · <RoleField />
                  </Typography>
                </Stack>
              }
              slotProps={{ secondary: { component: 'span', color: user.deleted ? DELETED_TEXT : undefined } }}
            />
          </ListItem>
        </RecordContextProvider>
      ))}
    </MuiList>
  );
};
