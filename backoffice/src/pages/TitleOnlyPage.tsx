import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/**
 * A screen whose content arrives with a later issue (areas, maintenance break, planned-outage
 * lists): the layout, the menu and the page title only, nothing that pretends to be a list or form.
 */
export const TitleOnlyPage = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ pt: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1">
        {translate(title)}
      </Typography>
    </Box>
  );
};
