export { FanUploadMenuItem } from './FanUploadMenuItem.tsx';
export { fanUploadRoutes } from './routes.tsx';
export { FAN_UPLOAD_PATHS } from './paths.ts';
