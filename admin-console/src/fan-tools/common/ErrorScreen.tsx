import { fanToolsText } from '@carrier/shared/fan-tools';
import { MessageScreen } from './MessageScreen.tsx';

/** 002 §2.4, §8: the authorisation check failed. */
export const ErrorScreen = () => <MessageScreen heading={fanToolsText.errorHeading} body={fanToolsText.errorBody} />;
