import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates it; true once the page's scripts run it
 * (at once on a page the browser renders itself). A server-rendered form's submit button is a plain button until
 * then (it looks the same): before hydration a click, or Enter in a field, would make the browser send the form
 * itself, reloading the page with what was typed instead of sending it the way the form does. Without a submit
 * button, Enter sends nothing in a form of more than one text field; the forms' method is POST besides, so what the
 * browser might send never lands in an address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
