import {
  AppBar,
  LoadingIndicator,
  Logout,
  TitlePortal,
  ToggleThemeButton,
  UserMenu,
  useGetIdentity,
} from 'react-admin';
import { MenuItem } from '@mui/material';
import { consoleText } from '../console-text.ts';

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
 * react-admin's toolbar (the light/dark toggle, the refresh button that turns into a spinner while data loads), with
 * the spinner named: its progress circle takes the props the indicator does not use.
 */
const ConsoleToolbar = () => (
  <>
    <ToggleThemeButton />
    <LoadingIndicator aria-label={consoleText.dataLoading} />
  </>
);

/**
 * react-admin's app bar (the toolbar above, the user menu with the employee's name and sign-out), with the page
 * title as plain text: each page carries its own h1, so the bar must not add a heading before it.
 */
export const ConsoleAppBar = () => (
  <AppBar userMenu={<ConsoleUserMenu />} toolbar={<ConsoleToolbar />}>
    <TitlePortal component="span" />
  </AppBar>
);
