export { FanToolPage } from './FanToolPage.tsx';
export { ReadOnlyFanTool } from './ReadOnlyFanTool.tsx';
export { FanInformationCard } from './single-search/FanInformationCard.tsx';
export { TokenLinksCard } from './single-search/TokenLinksCard.tsx';
export { GroupCard } from './groups/GroupCard.tsx';
export { dialogFailureMessage } from './dialogs/failure-message.ts';
export { LoadingStatus } from './common/LoadingStatus.tsx';
