/**
 * The app's code, evaluated in steps. A browser runs a module and everything it imports in one task, and all of the
 * site's code at once blocked a phone's main thread for about half a second while the page it had already painted
 * waited to answer a tap. Taken in these steps, each a task of its own (the design system and theme, React's DOM
 * renderer, the page builder with its components, then the rest of the app), the browser paints and answers input
 * between them.
 */
export const START_STAGES: ReadonlyArray<() => Promise<unknown>> = [
  () => import('../theme.ts'),
  () => import('react-dom/client'),
  () => import('../page-builder/registry.ts'),
];

/**
 * The last step, which takes the page over. Its chunk imports every chunk of the steps before it, so the server
 * lists them all with the page by this module (relative to customer-site/, as for lazyModule) and the boot script
 * preloads them at once: the steps wait on no download.
 */
export const START_APP = { module: 'src/app/start/start-app.tsx', load: () => import('./start-app.tsx') };

/**
 * Modules every page preloads without running them: the documents' schemas, which the site builds only when it asks
 * for a document itself (a link followed in the app), so that request does not wait on a download.
 */
export const PRELOADED_MODULES = ['src/api/content-schemas.ts'];
