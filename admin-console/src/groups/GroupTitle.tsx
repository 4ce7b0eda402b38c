import { useRecordContext } from 'react-admin';
import type { AdminGroupRecord } from '@carrier/shared/fan-tools';
import { consoleText } from '../console-text.ts';

/** The show page's title: 'Group GRP10001'. */
export const GroupTitle = () => {
  const group = useRecordContext<AdminGroupRecord>();
  return <>{group ? consoleText.groupTitle(group.id) : consoleText.groups}</>;
};
