import { forwardRef } from 'react';
import { ListItemIcon, ListItemText, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { AppBar, AppBarClasses, LinkBase, Logout, TitlePortal, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
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
 * 2.5.3), so the label is "Profil: <name>" rather than react-admin's bare "Profil". On a phone the
 * button is only an icon, and react-admin translates the label as a key there, falling back to
 * English 'Profile' for any other text: it gets the key itself ("Profil").
 */
const StaffUserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // react-admin's own breakpoint between the named button and the icon.
  const showsName = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const menuLabel = translate('ra.auth.user_menu');
  return (
    <UserMenu label={showsName && identity?.fullName ? `${menuLabel}: ${identity.fullName}` : 'ra.auth.user_menu'}>
      <AccountMenuItem />
      <Logout />
    </UserMenu>
  );
};

/**
 * Spec §2.4: "Moje konto" and "Wyloguj" on the right of the bar. The page title every screen sets with <Title> lands
 * in the bar, which makes it the page's one h1 (WCAG 1.3.1, 2.4.6): pages do not repeat it as a heading of their own.
 */
export const StaffAppBar = () => (
  <AppBar userMenu={<StaffUserMenu />}>
    <TitlePortal component="h1" className={AppBarClasses.title} />
  </AppBar>
);
