/**
 * A server-rendered page is on screen before its scripts run. A click made in that moment is not lost:
 * - on a form's submit button (a plain button until the page's scripts run the form, see useHydrated), the boot
 *   script marks the button, and the form sends itself once it is ready (useSubmitButton);
 * - on any other button (an accordion, a tab, a menu), the boot script remembers the last one, and the app clicks
 *   it again as soon as it has started: React then hydrates the part of the page around the button at once and
 *   handles the click. Once the app has started, React answers clicks itself.
 * Links need none of this: they work as plain links. Nothing here imports anything, so the boot script stays small.
 */

/** Carried by a submit button while its form waits for the page's scripts. */
export const AWAITS_SCRIPTS_ATTRIBUTE = 'data-awaits-scripts';

/** Set on such a button when the customer clicked it before the scripts ran. */
export const CLICKED_EARLY_ATTRIBUTE = 'data-clicked-early';

/** Set on the other button the customer clicked last before the app started. */
export const REPLAY_CLICK_ATTRIBUTE = 'data-replay-click';

const started = new WeakSet<Document>();

/**
 * Marks each waiting submit button the customer clicks (or presses with the keyboard) before the scripts run, and
 * the last other button clicked before the app starts. Returns what stops it.
 */
export function rememberEarlyClicks(doc: Document): () => void {
  const mark = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const waiting = target.closest(`[${AWAITS_SCRIPTS_ATTRIBUTE}]`);
    if (waiting) return waiting.setAttribute(CLICKED_EARLY_ATTRIBUTE, '');
    if (started.has(doc)) return;
    const button = target.closest('button[type="button"], [role="button"]:not(a)');
    if (!button) return;
    doc
      .querySelectorAll(`[${REPLAY_CLICK_ATTRIBUTE}]`)
      .forEach((other) => other.removeAttribute(REPLAY_CLICK_ATTRIBUTE));
    button.setAttribute(REPLAY_CLICK_ATTRIBUTE, '');
  };
  doc.addEventListener('click', mark, true);
  return () => doc.removeEventListener('click', mark, true);
}

/**
 * Called by the app once React has taken the page (hydrateRoot): clicks again the button clicked before, which makes
 * React hydrate the part around it at once and handle the click. From then on React answers clicks itself.
 */
export function replayEarlyClick(doc: Document): void {
  started.add(doc);
  const button = doc.querySelector<HTMLElement>(`[${REPLAY_CLICK_ATTRIBUTE}]`);
  button?.removeAttribute(REPLAY_CLICK_ATTRIBUTE);
  button?.click();
}
