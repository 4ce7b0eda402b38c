import { useEffect, useState } from 'react';
import type { LanderFan } from '@carrier/shared/fan-tools';
import { getFlags } from '../../api/flags.ts';
import { getLanderGroup } from './api/lander-group.ts';

export type LanderGroupState = { status: 'loading' } | { status: 'ready'; fans: LanderFan[] } | { status: 'failed' };

/** 002 §7: the list view's entries, read in the browser (GET {prefix}group/details/type/groupid/id/{groupId}). */
export function useLanderGroup(groupId: string): LanderGroupState {
  const [state, setState] = useState<LanderGroupState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void (async () => {
      const flags = await getFlags();
      const result = await getLanderGroup(groupId, flags.newFanProfilesApi);
      if (live) setState(result.ok ? { status: 'ready', fans: result.data } : { status: 'failed' });
    })();
    return () => {
      live = false;
    };
  }, [groupId]);
  return state;
}
