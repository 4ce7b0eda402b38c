import { Route } from 'react-router-dom';
import { FanUploadPage } from './FanUploadPage.tsx';
import { FAN_UPLOAD_PATHS } from './paths.ts';

/** The page's routes, to place inside <CustomRoutes> (inside the layout). */
export const fanUploadRoutes = FAN_UPLOAD_PATHS.map((path) => (
  <Route key={path} path={path} element={<FanUploadPage />} />
));
