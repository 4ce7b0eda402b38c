import { useMemo } from 'react';
import { consoleText } from '../../console-text.ts';
import { useMultiFanSearchContext } from '../multi-search/use-multi-fan-search-context.ts';
import { useFanToolActions } from '../use-fan-tool-actions.ts';
import { AddFansDialog } from './AddFansDialog.tsx';
import { useGroupCardContext } from './use-group-card-context.ts';

/** 002 §4 'Add FANs to group' (write role): add, refresh the group, open the group accordion. */
export const AddFansToGroupDialog = () => {
  const actions = useFanToolActions();
  const { refreshGroup } = useMultiFanSearchContext();
  const { group, state, dispatch } = useGroupCardContext();
  const memberIds = useMemo(() => group.fanDetails.map((fan) => fan.id), [group.fanDetails]);
  const addFans = async (fanIds: string[]) => {
    await actions.addFansToGroup({ groupId: group.groupId, fanIds });
    dispatch({ type: 'fansAdded' });
    await refreshGroup(group.groupId);
  };
  return (
    <AddFansDialog
      open={state.dialog === 'addFans'}
      title={consoleText.addFansTitle(group.groupId)}
      onClose={() => dispatch({ type: 'dialogClosed' })}
      onAdd={addFans}
      members={memberIds}
    />
  );
};
