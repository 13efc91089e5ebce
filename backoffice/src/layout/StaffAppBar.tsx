import { forwardRef } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { AppBar, LinkBase, Logout, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { useArea } from './AreaContext';

/** "Moje konto" in the user menu: a link that also closes the menu. */
const AccountMenuItem = forwardRef<HTMLAnchorElement>(function AccountMenuItem(props, ref) {
  const translate = useTranslate();
  const { accountPath } = useArea();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={LinkBase} to={accountPath} onClick={userMenu?.onClose} ref={ref} {...props}>
      <ListItemIcon>
        <AccountCircleIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.menu.account')}</ListItemText>
    </MenuItem>
  );
});

/**
 * The button shows the person's name; its accessible name must contain that visible text (WCAG
 * 2.5.3), so the label is "Profil: <name>" rather than react-admin's bare "Profil".
 */
const StaffUserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const menuLabel = translate('ra.auth.user_menu');
  return (
    <UserMenu label={identity?.fullName ? `${menuLabel}: ${identity.fullName}` : menuLabel}>
      <AccountMenuItem />
      <Logout />
    </UserMenu>
  );
};

/** Spec §2.4: "Moje konto" and "Wyloguj" on the right of the bar. */
export const StaffAppBar = () => <AppBar userMenu={<StaffUserMenu />} />;
