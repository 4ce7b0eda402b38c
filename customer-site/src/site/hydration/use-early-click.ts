import { useEffect, useRef } from 'react';
import { AWAITS_SCRIPTS_ATTRIBUTE, CLICKED_EARLY_ATTRIBUTE } from '../boot/early-clicks.ts';
import { useHydrated } from './use-hydrated.ts';

/**
 * The props of a server-rendered button that acts once the page's scripts run (a choice, a form's submit): a click
 * made before then is marked by the boot script and made again as soon as the button can act on it.
 */
export function useEarlyClick() {
  const hydrated = useHydrated();
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const button = ref.current;
    if (!hydrated || !button?.hasAttribute(CLICKED_EARLY_ATTRIBUTE)) return;
    button.removeAttribute(CLICKED_EARLY_ATTRIBUTE);
    button.click();
  }, [hydrated]);
  return { ref, [AWAITS_SCRIPTS_ATTRIBUTE]: hydrated ? undefined : '' };
}
