import type { GroupDetails } from '@carrier/shared/fan-tools';
import { canRemoveFans } from './group-card-reducer.ts';
import { GroupFanList } from './GroupFanList.tsx';
import { useGroupCardContext } from './use-group-card-context.ts';
import { useRemoveFan } from './use-remove-fan.ts';

/** The group's FAN list with a remove button per row (write role, 002 §4: one at a time, never the last FAN). */
export const RemovableGroupFanList = ({ fans }: { fans: GroupDetails['fanDetails'] }) => {
  const { group, state } = useGroupCardContext();
  const remove = useRemoveFan();
  return (
    <GroupFanList
      groupId={group.groupId}
      fans={fans}
      canRemove
      removeDisabled={!canRemoveFans(state, group.fanDetails.length)}
      onRemove={remove}
    />
  );
};
