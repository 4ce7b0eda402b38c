import { useCallback } from 'react';
import { useAddUndoableMutation, useNotify } from 'react-admin';
import { consoleText } from '../../console-text.ts';
import { useFanToolActions } from '../use-fan-tool-actions.ts';
import { useGroupCardContext } from './use-group-card-context.ts';
import { useMultiFanSearchContext } from '../multi-search/use-multi-fan-search-context.ts';

/**
 * 002 §4, §8: removes one FAN from the group (one removal at a time) as react-admin's undoable mutation. The FAN
 * leaves the list at once and the notification offers Undo; the removal is sent only when the notification closes
 * without Undo, then the group is read again. Undo puts the FAN back and sends nothing. 002 §8: a failed removal is
 * swallowed silently: no message, and the group read again shows the FAN back in the list.
 */
export function useRemoveFan(): (fanId: string) => void {
  const actions = useFanToolActions();
  const notify = useNotify();
  const addUndoableMutation = useAddUndoableMutation();
  const { group, state, dispatch } = useGroupCardContext();
  const { refreshGroup } = useMultiFanSearchContext();
  const { groupId } = group;
  const busy = state.removingFanId !== null;

  return useCallback(
    (fanId: string) => {
      if (busy) return;
      dispatch({ type: 'removeStarted', fanId });
      addUndoableMutation(({ isUndo }) => {
        if (isUndo) {
          dispatch({ type: 'removeFinished' });
          return;
        }
        void actions
          .removeFanFromGroup({ groupId, fanId })
          .catch(() => undefined)
          .then(() => refreshGroup(groupId))
          .finally(() => dispatch({ type: 'removeFinished' }));
      });
      notify(consoleText.fanRemoved(fanId, groupId), { type: 'info', undoable: true });
    },
    [actions, addUndoableMutation, busy, dispatch, groupId, notify, refreshGroup],
  );
}
