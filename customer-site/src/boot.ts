import { rememberEarlyClicks } from './site/boot/early-clicks.ts';
import { chunksOfThePage } from './site/boot/page-chunks.ts';

/**
 * The site's entry. The server sends every page whole, so the first paint needs no script: the app's scripts are
 * fetched once the page is on screen (after the next frame), so they never compete with it for a slow connection,
 * and then hydrate it. The chunks the page's forms need (listed by the server) are preloaded at the same moment, so
 * hydration does not wait for a chain of imports. A page hidden from the start paints nothing: it starts at once.
 * A click on a form's submit button in the meantime is remembered, and the form sends itself once it is ready.
 */
function start() {
  for (const href of chunksOfThePage()) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import('./main.tsx');
}

rememberEarlyClicks(document);
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
