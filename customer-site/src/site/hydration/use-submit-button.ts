import { useEffect, useRef } from 'react';
import { AWAITS_SCRIPTS_ATTRIBUTE, CLICKED_EARLY_ATTRIBUTE } from '../boot/early-clicks.ts';
import { useHydrated } from './use-hydrated.ts';

/**
 * The props of a form's submit button that the server renders: a plain button until the page's scripts run the form
 * (a submit then would be the browser's own, see useHydrated), the form's submit after. A click the customer made
 * in between (marked by the boot script) sends the form as soon as it is ready, with what was typed.
 */
export function useSubmitButton() {
  const hydrated = useHydrated();
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const button = ref.current;
    if (!hydrated || !button?.hasAttribute(CLICKED_EARLY_ATTRIBUTE)) return;
    button.removeAttribute(CLICKED_EARLY_ATTRIBUTE);
    button.click();
  }, [hydrated]);
  return {
    ref,
    type: hydrated ? ('submit' as const) : ('button' as const),
    [AWAITS_SCRIPTS_ATTRIBUTE]: hydrated ? undefined : '',
  };
}
