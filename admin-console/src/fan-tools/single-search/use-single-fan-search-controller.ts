import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { validateFanIdSearch, type FanProfile } from '@carrier/shared/fan-tools';
import { isAbortError } from '../../api/api-failure.ts';
import { useDraftState } from '../../api/drafts.ts';
import { getFanDetails } from '../api/get-fan-details.ts';
import type { SingleFanSearchContextValue } from './SingleFanSearchContext.ts';
import { initialSingleSearchState, singleSearchReducer } from './single-search-reducer.ts';

/** Headless Single FAN ID search: the field, the state machine and the lookup call. */
export function useSingleFanSearchController(): SingleFanSearchContextValue {
  const [state, dispatch] = useReducer(singleSearchReducer, initialSingleSearchState);
  const [value, setValue] = useDraftState<string>('single-fan-search', '');
  const inputRef = useRef<HTMLInputElement | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const lookUp = useCallback((fanId: string) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    dispatch({ type: 'started', fanId });
    getFanDetails(fanId, controller.signal).then(
      (outcome) => {
        if (controller.signal.aborted) return;
        switch (outcome.kind) {
          case 'found':
            dispatch({ type: 'found', profile: outcome.profile });
            return;
          case 'notFound':
            dispatch({ type: 'notFound' });
            return;
          case 'failed':
            dispatch({ type: 'failed' });
        }
      },
      (error: unknown) => {
        if (!isAbortError(error) && !controller.signal.aborted) dispatch({ type: 'failed' });
      },
    );
  }, []);

  const search = useCallback(() => {
    // Nothing or fewer than 8 digits: ask for the whole FAN ID before searching.
    if (/^\d{0,7}$/.test(value.trim())) {
      running.current?.abort();
      dispatch({ type: 'incomplete' });
      return;
    }
    // 002 §5: an invalid value shows 'FAN ID not found.' without a call.
    if (!validateFanIdSearch(value).ok) {
      running.current?.abort();
      dispatch({ type: 'rejected' });
      return;
    }
    lookUp(value.trim());
  }, [value, lookUp]);

  const newSearch = useCallback(() => {
    running.current?.abort();
    dispatch({ type: 'cleared' });
    setValue('');
    inputRef.current?.focus();
  }, [setValue]);

  const updateProfile = useCallback(
    (fanId: string, changes: Partial<FanProfile>) => dispatch({ type: 'profileChanged', fanId, changes }),
    [],
  );

  return useMemo(
    () => ({ state, value, setValue, search, lookUp, newSearch, inputRef, updateProfile }),
    [state, value, setValue, search, lookUp, newSearch, updateProfile],
  );
}
