import { List } from 'react-window';
import { consoleText } from '../../console-text.ts';
import { FAN_LIST_MAX_HEIGHT, FAN_LIST_OVERSCAN, FAN_ROW_HEIGHT, fanListHeight } from './fan-list-layout.ts';
import { GroupFanRow, type GroupFanRowProps } from './GroupFanRow.tsx';

interface GroupFanListProps extends GroupFanRowProps {
  groupId: string;
}

/**
 * 002 §2.4 the group's FAN list, virtualised with react-window: it scrolls at 300px, renders its first 15 rows at
 * once and the rest as they scroll, so a group of thousands keeps a few dozen rows in the page. The list itself
 * takes keyboard focus so it can be scrolled without a mouse.
 */
export const GroupFanList = ({ groupId, fans, canRemove, removeDisabled, onRemove }: GroupFanListProps) => {
  const height = fanListHeight(fans.length);
  return (
    <List
      rowComponent={GroupFanRow}
      rowCount={fans.length}
      rowHeight={FAN_ROW_HEIGHT}
      rowProps={{ fans, canRemove, removeDisabled, onRemove }}
      defaultHeight={height}
      overscanCount={FAN_LIST_OVERSCAN}
      style={{ height, maxHeight: FAN_LIST_MAX_HEIGHT }}
      aria-label={consoleText.fanList(groupId)}
      tabIndex={0}
    />
  );
};
