import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates it; true once the page's scripts run it
 * (at once on a page the browser renders itself). A server-rendered form keeps its submit button disabled until
 * then: before hydration a click, or Enter in a field, would make the browser send the form itself, reloading the
 * page with what was typed instead of sending it the way the form does.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
