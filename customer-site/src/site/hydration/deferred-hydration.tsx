import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that hydrates after the rest, in slices the browser can interrupt.
 *
 * Hydrating a whole page in one task blocks a phone's main thread for hundreds of milliseconds. React hydrates the
 * content of each Suspense boundary in a pass of its own, after the page around it and at a low priority that
 * yields to the browser. So the frame of the site and the forms a customer types into hydrate first, and the
 * parts wrapped here (content panels, the navigation, the footer) follow. Until a part is hydrated, its server HTML
 * stays on screen and its links work as plain links; a click on it hydrates that part at once and is then handled.
 * Nothing suspends here on the server, so the HTML is the whole page as before.
 */
export function DeferredHydration({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
