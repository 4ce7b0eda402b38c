import { useCallback, useEffect, useReducer } from 'react';
import { selectPlans, type AddressCheck, type ProductFamily } from '@carrier/shared/address-shopping';
import { getLabelFeed } from './api/label-feed.ts';
import { getPlanMap } from './api/plan-map.ts';
import { finderReducer } from './plan-finder-state.ts';

/** The finder's state machine, with the plan map and label feed calls of each loading state (002 §7). */
export function usePlanFinder(firstFamily: ProductFamily, channel: string) {
  const [state, dispatch] = useReducer(finderReducer, { family: firstFamily, view: { kind: 'form' } });
  const loading = state.view.kind === 'loading' ? state.view.check : null;

  useEffect(() => {
    if (!loading) return;
    let live = true;
    void (async () => {
      const [map, feed] = await Promise.all([
        getPlanMap(),
        getLabelFeed(state.family === 'wireline' ? 'Fixed' : 'Mobile'),
      ]);
      if (!live) return;
      const contact = map[channel]?.[`${state.family}-error`] ?? null;
      // 002 §8: a failed feed call shows the general error
      if (!feed.ok) return dispatch({ type: 'failed', code: 'GENERAL_ERROR', contact });
      const selection = selectPlans(map, channel, state.family, loading.qualified, feed.data);
      if (!selection.ok) return dispatch({ type: 'failed', code: selection.code, contact });
      dispatch({ type: 'plans', plans: selection.plans, disableLinks: selection.entry.disableLinks, contact });
    })();
    return () => {
      live = false;
    };
  }, [loading, state.family, channel]);

  return {
    state,
    checked: useCallback((check: AddressCheck) => dispatch({ type: 'checked', check }), []),
    // 002 §8: an address-check error shows the general error
    checkFailed: useCallback(() => dispatch({ type: 'failed', code: 'GENERAL_ERROR', contact: null }), []),
    chooseFamily: useCallback((family: ProductFamily) => dispatch({ type: 'family', family }), []),
    change: useCallback(() => dispatch({ type: 'change', firstFamily }), [firstFamily]),
  };
}
