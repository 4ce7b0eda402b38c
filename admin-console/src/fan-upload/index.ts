export { FanUploadMenuItem } from './FanUploadMenuItem.tsx';
export { fanUploadRoutes } from './routes.tsx';
