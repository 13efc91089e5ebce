import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * One named value: a description list of its own, so the rows of details can be laid out freely (a <dl> may hold only
 * its terms and values, WCAG 1.3.1).
 */
export const Detail = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {translate(label)}
      </Typography>
      <Typography variant="body1" component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
        {children}
      </Typography>
    </Box>
  );
};
