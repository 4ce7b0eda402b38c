import { useEarlyClick } from './use-early-click.ts';
import { useHydrated } from './use-hydrated.ts';

/**
 * The props of a form's submit button that the server renders: a plain button until the page's scripts run the form
 * (a submit then would be the browser's own, see useHydrated), the form's submit after. A click the customer made
 * in between (marked by the boot script) sends the form as soon as it is ready, with what was typed.
 */
export function useSubmitButton() {
  const hydrated = useHydrated();
  return { ...useEarlyClick(), type: hydrated ? ('submit' as const) : ('button' as const) };
}
