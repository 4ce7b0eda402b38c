import { rememberEarlyClicks } from './site/boot/early-clicks.ts';
import { chunksOfThePage } from './site/boot/page-chunks.ts';

/** How many chunks are preloaded in one task: starting each costs a phone a few milliseconds. */
const PRELOADS_PER_TASK = 4;

/**
 * The site's entry. The server sends every page whole, so the first paint needs no script: the app's scripts are
 * fetched once the page is on screen (after the next frame), so they never compete with it for a slow connection,
 * and then hydrate it. The chunks the page needs (listed by the server) are preloaded at the same moment, a few in
 * each task so that starting some fifty downloads never blocks a tap, so hydration does not wait for a chain of
 * imports. A page hidden from the start paints nothing: it starts at once. A click in the meantime is remembered
 * (see rememberEarlyClicks), and answered once the app has started.
 */
function start(chunks: string[]) {
  const fragment = document.createDocumentFragment();
  for (const href of chunks.slice(0, PRELOADS_PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    fragment.append(link);
  }
  document.head.append(fragment);
  if (chunks.length > PRELOADS_PER_TASK) setTimeout(start, 0, chunks.slice(PRELOADS_PER_TASK));
  else void import('./main.tsx');
}

rememberEarlyClicks(document);
if (document.visibilityState === 'hidden') start(chunksOfThePage());
else requestAnimationFrame(() => setTimeout(start, 0, chunksOfThePage()));
