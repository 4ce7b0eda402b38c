import { fanToolsText } from '@carrier/shared/fan-tools';
import { MessageScreen } from './MessageScreen.tsx';

/** 002 §2.4, §6: unauthorised users see only this. */
export const UnauthorizedScreen = () => (
  <MessageScreen heading={fanToolsText.unauthorizedHeading} body={fanToolsText.unauthorizedBody} />
);
