import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The one style cache MUI's emotion writes to, under one key on both sides: the server extracts the page's styles
 * from it into the HTML, and the browser's cache, with the same key, takes those style elements over instead of
 * writing them again.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: 'css' });
}
