export { FanToolPage } from './FanToolPage.tsx';
