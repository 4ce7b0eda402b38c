import { AppBar, Logout, TitlePortal, UserMenu, useGetIdentity } from 'react-admin';
import { MenuItem } from '@mui/material';

/** The user menu names the signed-in employee first (on a narrow screen the bar shows only their avatar). */
const ConsoleUserMenu = () => {
  const { identity } = useGetIdentity();
  return (
    <UserMenu>
      {identity?.fullName ? <MenuItem disabled>{identity.fullName}</MenuItem> : null}
      <Logout />
    </UserMenu>
  );
};

/**
 * react-admin's app bar (the light/dark toggle, the user menu with the employee's name and sign-out), with the page
 * title as plain text: each page carries its own h1, so the bar must not add a heading before it.
 */
export const ConsoleAppBar = () => (
  <AppBar userMenu={<ConsoleUserMenu />}>
    <TitlePortal component="span" />
  </AppBar>
);
