import { useMediaQuery, type Theme } from '@mui/material';
import { Notification } from 'react-admin';

// On phones react-admin pins the form toolbar (Save) to the bottom of the screen, right where the
// toasts appear; there they go to the top so a toast never covers the button the person needs.
const TOP = { vertical: 'top', horizontal: 'center' } as const;
const BOTTOM = { vertical: 'bottom', horizontal: 'center' } as const;

export const StaffNotification = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return <Notification anchorOrigin={small ? TOP : BOTTOM} />;
};
