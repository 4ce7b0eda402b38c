import { useEffect, useState } from 'react';
import type { ProfileResponse } from '@carrier/shared/self-service';
import { getSelfServiceProfile } from '../../api/self-service-profile.ts';

export type MilitaryProfileState =
  { status: 'loading' } | { status: 'stopped' } | { status: 'ready'; profile: ProfileResponse };

/** 000 §7 GET …/profile/no-cases. 000 §8: a failure only stops the spinner; no message is shown. */
export function useMilitaryProfile(api: string): MilitaryProfileState {
  const [state, setState] = useState<MilitaryProfileState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    void getSelfServiceProfile(api, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setState(result.ok ? { status: 'ready', profile: result.data } : { status: 'stopped' });
    });
    return () => controller.abort();
  }, [api]);
  return state;
}
