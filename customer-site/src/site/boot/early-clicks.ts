/**
 * A server-rendered form's submit button is a plain button until the page's scripts run the form (see useHydrated).
 * A click on it in that moment is not lost: the boot script marks the button, and the form sends itself once it is
 * ready (useSubmitButton). Nothing here imports anything, so the boot script stays small.
 */

/** Carried by a submit button while its form waits for the page's scripts. */
export const AWAITS_SCRIPTS_ATTRIBUTE = 'data-awaits-scripts';

/** Set on such a button when the customer clicked it before the scripts ran. */
export const CLICKED_EARLY_ATTRIBUTE = 'data-clicked-early';

/**
 * Marks each waiting submit button the customer clicks (or presses with the keyboard) before the scripts run.
 * Returns what stops it.
 */
export function rememberEarlyClicks(doc: Document): () => void {
  const mark = (event: Event) => {
    const target = event.target;
    if (target instanceof Element)
      target.closest(`[${AWAITS_SCRIPTS_ATTRIBUTE}]`)?.setAttribute(CLICKED_EARLY_ATTRIBUTE, '');
  };
  doc.addEventListener('click', mark, true);
  return () => doc.removeEventListener('click', mark, true);
}
