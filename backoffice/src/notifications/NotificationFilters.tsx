import { useEffect, useState } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { useTranslate } from 'react-admin';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, NOTIFICATION_STATUSES } from '../api/notificationTypes';
import { parseUserId, type FilterName, type NotificationSearch } from './useNotificationSearch';

/** Typing '123' asks the server once, not three times. */
const USER_ID_DELAY_MS = 400;

interface Props {
  search: NotificationSearch;
  filtered: boolean;
  onFilter: (name: FilterName, value: string | number | undefined) => void;
  onClear: () => void;
}

/** User, event, status and channel; each change reloads the list from its first page. */
export const NotificationFilters = ({ search, filtered, onFilter, onClear }: Props) => {
  const translate = useTranslate();
  const [userIdText, setUserIdText] = useState(search.userId === undefined ? '' : String(search.userId));
  const userIdValid = userIdText.trim() === '' || parseUserId(userIdText) !== undefined;

  // The address changed by other means (clear, a click on a user, back button): show it.
  useEffect(() => {
    setUserIdText((text) => (parseUserId(text) === search.userId ? text : search.userId === undefined ? '' : String(search.userId)));
  }, [search.userId]);

  useEffect(() => {
    const wanted = parseUserId(userIdText);
    if (wanted === search.userId || (!userIdValid && userIdText.trim() !== '')) return;
    const timer = setTimeout(() => onFilter('userId', wanted), USER_ID_DELAY_MS);
    return () => clearTimeout(timer);
  }, [userIdText, userIdValid, search.userId, onFilter]);

  /** `phoneFlex`: on a phone the event takes a row, status and channel share one. */
  const select = (name: Exclude<FilterName, 'userId'>, values: readonly string[], labels: string, minWidth: number, phoneFlex: string) => (
    <TextField
      select
      // The theme makes fields full width (react-admin forms); here they sit in a row on wide screens.
      fullWidth={false}
      size="small"
      label={translate(`app.notifications.${name}`)}
      value={search[name] ?? ''}
      onChange={(event) => onFilter(name, event.target.value)}
      sx={{ minWidth: { xs: 0, sm: minWidth }, flex: { xs: phoneFlex, sm: '0 1 auto' } }}
    >
      <MenuItem value="">{translate('app.notifications.all')}</MenuItem>
      {values.map((value) => (
        <MenuItem key={value} value={value}>
          {translate(`${labels}.${value}`)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <TextField
        fullWidth={false}
        size="small"
        label={translate('app.notifications.user_id')}
        value={userIdText}
        onChange={(event) => setUserIdText(event.target.value)}
        error={!userIdValid}
        helperText={userIdValid ? undefined : translate('app.notifications.user_id_invalid')}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
        sx={{ width: { xs: '100%', sm: 160 } }}
      />
      {select('event', NOTIFICATION_EVENTS, 'app.notifications.events', 280, '1 1 100%')}
      {select('status', NOTIFICATION_STATUSES, 'app.notifications.statuses', 150, '1 1 40%')}
      {select('channel', NOTIFICATION_CHANNELS, 'app.notifications.channels', 130, '1 1 40%')}
      <Button
        startIcon={<FilterAltOffIcon />}
        onClick={() => {
          setUserIdText('');
          onClear();
        }}
        disabled={!filtered && userIdText === ''}
        sx={{ mt: 0.5 }}
      >
        {translate('app.notifications.clear_filters')}
      </Button>
    </Box>
  );
};
