import { ContainedButton } from '../actions/ContainedButton';
import { Box, Typography } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { Title, useTranslate } from 'react-admin';

/**
 * A staff path that does not exist, inside the area's layout: its title 'Nie znaleziono strony' is the page's one h1
 * (in the app bar), the message reads in the normal text colour and 'Wróć' goes back. react-admin's own NotFound adds a
 * second h1 under the app's title and writes the message at half opacity (3.2:1, under WCAG 1.4.3).
 */
export const StaffNotFound = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ pt: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, textAlign: 'center' }}>
      <Title title="ra.page.not_found" />
      <Typography>{translate('ra.message.not_found')}</Typography>
      <ContainedButton label="ra.action.back" onClick={() => window.history.back()}>
        <HistoryIcon />
      </ContainedButton>
    </Box>
  );
};
