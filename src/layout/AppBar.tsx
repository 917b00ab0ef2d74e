import { forwardRef } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import LockIcon from '@mui/icons-material/Lock';
import {
  AppBar as RaAppBar,
  LoadingIndicator,
  Logout,
  TitlePortal,
  UserMenu,
  useGetIdentity,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { NavButtons } from './NavButtons';
import { NotificationBell } from './NotificationBell';
import { useOpenUserDrawer, type DrawerKind } from './UserDrawers';

const DrawerMenuItem = forwardRef<
  HTMLLIElement,
  { kind: Exclude<DrawerKind, null>; label: string; icon: React.ReactNode }
>(function DrawerMenuItem({ kind, label, icon }, ref) {
  const translate = useTranslate();
  const openDrawer = useOpenUserDrawer();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      onClick={() => {
        userMenu?.onClose();
        openDrawer(kind);
      }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
});

/** User menu: View Profile, Change Password, Log out. */
export function AppUserMenu() {
  // the button shows the user's name: it is also its accessible name (WCAG 2.5.3), 'Profile' before it is known
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName || 'ra.auth.user_menu'}>
      <DrawerMenuItem kind="profile" label="layout.userMenu.profile" icon={<PersonIcon fontSize="small" />} />
      <DrawerMenuItem kind="password" label="layout.userMenu.password" icon={<LockIcon fontSize="small" />} />
      <Logout />
    </UserMenu>
  );
}

/** Header of both shells: home/back buttons, the page title, notifications and the user menu. */
export function AppAppBar() {
  return (
    <RaAppBar
      toolbar={
        <>
          <NotificationBell />
          <LoadingIndicator />
        </>
      }
      userMenu={<AppUserMenu />}
    >
      <NavButtons />
      <TitlePortal
        sx={{ minWidth: 0, '& > span': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' } }}
      />
    </RaAppBar>
  );
}
