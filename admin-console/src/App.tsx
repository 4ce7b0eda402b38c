import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { fanToolsText } from '@carrier/shared/fan-tools';
import auditEvents from './audit-events/index.ts';
import documentReviews from './document-reviews/index.ts';
import fans from './fans/index.ts';
import { fanUploadRoutes } from './fan-upload/index.ts';
import groups from './groups/index.ts';
import { ConsoleLayout } from './layout/ConsoleLayout.tsx';
import { HomePage } from './layout/HomePage.tsx';
import { consoleDarkTheme, consoleTheme } from './layout/theme.ts';
import { LoginPage } from './login/LoginPage.tsx';
import { authProvider } from './providers/auth-provider.ts';
import { dataProvider } from './providers/data-provider.ts';

/**
 * The employee console, in a light or a dark theme (the app bar's toggle). Its home (an index route inside the
 * layout) is the first tool the employee may use: the Signature profile tool, the document review queue or the fan
 * upload; the fans, groups, audit-events and document-reviews resources
 * read the gateway's /admin-api facade, for those the access policy lets read them.
 * Every page needs a signed-in employee (requireAuth).
 */
export const App = () => (
  <Admin
    title={fanToolsText.title}
    authProvider={authProvider}
    dataProvider={dataProvider}
    loginPage={LoginPage}
    layout={ConsoleLayout}
    theme={consoleTheme}
    darkTheme={consoleDarkTheme}
    requireAuth
    disableTelemetry
  >
    <CustomRoutes>
      <Route index element={<HomePage />} />
      {fanUploadRoutes}
    </CustomRoutes>
    <Resource name="fans" {...fans} />
    <Resource name="groups" {...groups} />
    <Resource name="audit-events" {...auditEvents} />
    <Resource name="document-reviews" {...documentReviews} />
  </Admin>
);
