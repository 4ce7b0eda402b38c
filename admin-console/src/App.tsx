import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { fanToolsText } from '@carrier/shared';
import { FanToolPage } from './fan-tools/index.ts';
import { fanUploadRoutes } from './fan-upload/index.ts';
import { ConsoleLayout } from './layout/ConsoleLayout.tsx';
import { consoleTheme } from './layout/theme.ts';
import { LoginPage } from './login/LoginPage.tsx';
import { authProvider } from './providers/auth-provider.ts';
import { dataProvider } from './providers/data-provider.ts';

/**
 * The employee console. The Signature profile tool is its home (an index route inside the layout); the fans and
 * groups resources join as <Resource> children. Every page needs a signed-in employee (requireAuth).
 */
export const App = () => (
  <Admin
    title={fanToolsText.title}
    authProvider={authProvider}
    dataProvider={dataProvider}
    loginPage={LoginPage}
    layout={ConsoleLayout}
    theme={consoleTheme}
    requireAuth
    disableTelemetry
  >
    <CustomRoutes>
      <Route index element={<FanToolPage />} />
      {fanUploadRoutes}
    </CustomRoutes>
  </Admin>
);
