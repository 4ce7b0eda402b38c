import { useRecordContext } from 'react-admin';
import type { FanProfile } from '@carrier/shared/fan-tools';
import { consoleText } from '../console-text.ts';

/** The show page's title: 'FAN 00012345'. */
export const FanTitle = () => {
  const fan = useRecordContext<FanProfile>();
  return <>{fan ? consoleText.fanTitle(fan.id) : consoleText.fans}</>;
};
