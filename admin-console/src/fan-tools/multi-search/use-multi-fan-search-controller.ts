import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { SearchIdMode } from '@carrier/shared/fan-tools';
import { useDraftState } from '../../api/drafts.ts';
import { isAbortError } from '../../api/api-failure.ts';
import { searchGroups } from '../api/search-groups.ts';
import type { MultiFanSearchContextValue } from './MultiFanSearchContext.ts';
import { multiSearchQuery } from './multi-search-query.ts';
import { initialMultiSearchState, multiSearchReducer, type MultiSearchQuery } from './multi-search-reducer.ts';

/** Headless Multi-FAN group search: the field and its mode, the state machine and the lookups. */
const isSearchIdMode = (value: string): value is SearchIdMode => value === 'fanId' || value === 'groupId';

export function useMultiFanSearchController(): MultiFanSearchContextValue {
  const [state, dispatch] = useReducer(multiSearchReducer, initialMultiSearchState);
  const [value, setValue] = useDraftState<string>('multi-fan-search', '');
  const [mode, setMode] = useDraftState<SearchIdMode>('multi-fan-search-mode', 'fanId', isSearchIdMode);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const running = useRef<AbortController | null>(null);
  const stateRef = useRef(state);
  /** Set when the last group is deleted: the field takes focus once the results (and the dialog) are gone. */
  const focusWhenCleared = useRef(false);

  useEffect(() => {
    stateRef.current = state;
    // After the commit, so the closing dialog's focus restore (to a button now gone) does not undo it.
    if (focusWhenCleared.current && state.status === 'idle') {
      focusWhenCleared.current = false;
      inputRef.current?.focus();
    }
  }, [state]);
  useEffect(() => () => running.current?.abort(), []);

  const run = useCallback((query: MultiSearchQuery) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    dispatch({ type: 'started', query });
    searchGroups(query.type, query.id, controller.signal).then(
      (outcome) => {
        if (controller.signal.aborted) return;
        dispatch(outcome.kind === 'found' ? { type: 'found', groups: outcome.groups } : { type: 'noResults' });
      },
      (error: unknown) => {
        // 002 §5, §8: a failed lookup shows 'No results. Please search by Single FAN ID.' too.
        if (!isAbortError(error) && !controller.signal.aborted) dispatch({ type: 'noResults' });
      },
    );
  }, []);

  const search = useCallback(() => {
    const query = multiSearchQuery(value, mode);
    if (!query) {
      running.current?.abort();
      dispatch({ type: 'rejected' });
      return;
    }
    run(query);
  }, [value, mode, run]);

  const newSearch = useCallback(() => {
    running.current?.abort();
    dispatch({ type: 'cleared' });
    setValue('');
    inputRef.current?.focus();
  }, [setValue]);

  const showGroup = useCallback(
    (groupId: string) => {
      setMode('groupId');
      setValue(groupId);
      run({ type: 'groupid', id: groupId });
    },
    [run, setMode, setValue],
  );

  const refreshGroup = useCallback(async (groupId: string) => {
    try {
      const outcome = await searchGroups('groupid', groupId);
      const group = outcome.kind === 'found' ? outcome.groups.find((g) => g.groupId === groupId) : undefined;
      dispatch(group ? { type: 'groupRefreshed', group } : { type: 'groupGone', groupId });
    } catch {
      // The card keeps what it shows; the next change or search reads it again.
    }
  }, []);

  const groupDeleted = useCallback((groupId: string) => {
    const current = stateRef.current;
    if (current.status !== 'found') return;
    if (current.groups.length <= 1) {
      focusWhenCleared.current = true;
      dispatch({ type: 'cleared' });
      return;
    }
    dispatch({ type: 'groupGone', groupId });
    const { query } = current;
    searchGroups(query.type, query.id).then(
      (outcome) => dispatch({ type: 'refreshed', query, groups: outcome.kind === 'found' ? outcome.groups : [] }),
      () => undefined,
    );
  }, []);

  return useMemo(
    () => ({
      state,
      value,
      setValue,
      mode,
      setMode,
      search,
      lookUp: run,
      newSearch,
      showGroup,
      refreshGroup,
      groupDeleted,
      inputRef,
    }),
    [state, value, setValue, mode, setMode, search, run, newSearch, showGroup, refreshGroup, groupDeleted],
  );
}
