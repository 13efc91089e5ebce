import type { ComponentProps } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { Button } from 'react-admin';

/**
 * react-admin's Button, filled (`variant="contained"`) where it is a button with a label. On a phone react-admin draws
 * it as an icon button, which has no variant: the prop fell through to the element as an invalid attribute
 * (`<a variant="contained">`), so there it is left out.
 */
export const ContainedButton = (props: ComponentProps<typeof Button>) => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return <Button {...props} variant={phone ? undefined : 'contained'} />;
};
