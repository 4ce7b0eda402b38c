import { useCallback } from 'react';
import { useFanToolActions } from '../use-fan-tool-actions.ts';
import { useGroupCardContext } from './use-group-card-context.ts';
import { useMultiFanSearchContext } from '../multi-search/use-multi-fan-search-context.ts';

/**
 * 002 §4, §8: removes one FAN from the group (one removal at a time), then reads the group again. A failure is
 * swallowed: the list simply refreshes.
 */
export function useRemoveFan(): (fanId: string) => void {
  const actions = useFanToolActions();
  const { group, state, dispatch } = useGroupCardContext();
  const { refreshGroup } = useMultiFanSearchContext();
  const { groupId } = group;
  const busy = state.removingFanId !== null;

  return useCallback(
    (fanId: string) => {
      if (busy) return;
      dispatch({ type: 'removeStarted', fanId });
      void actions
        .removeFanFromGroup({ groupId, fanId })
        .catch(() => undefined)
        .then(() => refreshGroup(groupId))
        .finally(() => dispatch({ type: 'removeFinished' }));
    },
    [actions, busy, dispatch, groupId, refreshGroup],
  );
}
