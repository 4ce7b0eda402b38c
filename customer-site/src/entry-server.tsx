// React's edge build: the Node one keeps a request store in an AsyncLocalStorage, and in Node 20 the first render
// with it leaves async context tracking on for the life of the process, which every later request of the gateway
// pays for (a few µs each, measured on /healthz). The edge build renders the same markup without it.
import { prerender } from 'react-dom/static.edge';
import { StaticRouter } from 'react-router-dom';
import createEmotionServer from '@emotion/server/create-instance';
import { documentPathFor, localeFromPath, localizedPath, type ServerRender } from '@carrier/shared/content';
import { App } from './app/App.tsx';
import { createEmotionCache } from './app/emotion-cache.ts';
import { RenderedModulesContext } from './app/lazy-module.tsx';
import { PRELOADED_MODULES, START_APP } from './app/start/start-stages.ts';
import { DocumentHeadContext, type DocumentHead } from './site/document-head.ts';

/**
 * Renders a customer page on the server with the same app the browser hydrates: React's prerender waits for every
 * lazy component (the forms, the sign-in page), so the HTML is the whole page; emotion's styles for exactly that
 * markup go in the head.
 */
export const render: ServerRender = async ({ url, origin, data, indexable }) => {
  const emotionCache = createEmotionCache();
  // Keep the styles in the cache for extraction, rather than as <style> elements inside the markup.
  emotionCache.compat = true;
  const head: DocumentHead = {};
  // every page preloads the chunks of the app's start as well as those of the lazy modules it renders
  const modules = new Set<string>([START_APP.module, ...PRELOADED_MODULES]);
  const problems: string[] = [];

  const { prelude } = await prerender(
    <DocumentHeadContext value={head}>
      <RenderedModulesContext value={modules}>
        <StaticRouter location={url}>
          <App emotionCache={emotionCache} initialData={data} />
        </StaticRouter>
      </RenderedModulesContext>
    </DocumentHeadContext>,
    {
      // Never outline a large boundary to be revealed by an inline script: the CSP runs none, and the page is
      // sent whole anyway (prerender waits for every boundary).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A component that fails here is rendered by the browser instead; the gateway logs why.
      onError: (error) => {
        problems.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
      },
    },
  );
  const html = await new Response(prelude).text();

  const emotion = createEmotionServer(emotionCache);
  const styles = emotion.constructStyleTagsFromChunks(
    withComposedLayers(emotion.extractCriticalToChunks(html), emotionCache),
  );
  return {
    lang: localeFromPath(url),
    head: headTags(url, origin, head, indexable) + styles,
    html,
    modules: [...modules],
    problems,
  };
};

type StyleChunks = ReturnType<ReturnType<typeof createEmotionServer>['extractCriticalToChunks']>;

/**
 * Adds the styles of the inner layers of composed components to the page's regular styles. A MUI component built on
 * another (an app bar on a paper, a radio on a switch base) has a style of its own that the browser merges into the
 * class the element ends up with, so its name never appears in the markup and emotion's extraction leaves it out.
 * The browser's cache then does not know it and writes it again while hydrating, through stylis, in the task that
 * takes the page over (about 80 rules on a form page). Sent with the page, each is known and nothing is written.
 */
function withComposedLayers(chunks: StyleChunks, cache: ReturnType<typeof createEmotionCache>): StyleChunks {
  const regular = chunks.styles.find((chunk) => chunk.key === cache.key);
  if (!regular) return chunks;
  const sent = new Set(regular.ids);
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (sent.has(id) || typeof css !== 'string' || cache.registered[`${cache.key}-${id}`] === undefined) continue;
    regular.ids.push(id);
    regular.css += css;
  }
  return chunks;
}

/** The page's title and description, and for a real page its canonical address and its other languages. */
function headTags(url: string, origin: string, head: DocumentHead, indexable: boolean): string {
  const tags: string[] = [];
  if (head.title) tags.push(`<title>${escapeHtml(head.title)}</title>`);
  if (head.description !== undefined)
    tags.push(`<meta name="description" content="${escapeHtml(head.description)}" />`);
  if (!indexable) {
    tags.push('<meta name="robots" content="noindex" />');
    return tags.join('');
  }
  const { path, locale } = documentPathFor(url);
  const address = (l: typeof locale) => escapeHtml(origin + localizedPath(path, l));
  tags.push(`<link rel="canonical" href="${address(locale)}" />`);
  tags.push(`<link rel="alternate" hreflang="en-us" href="${address('en-us')}" />`);
  tags.push(`<link rel="alternate" hreflang="es-us" href="${address('es-us')}" />`);
  tags.push(`<link rel="alternate" hreflang="x-default" href="${address('en-us')}" />`);
  return tags.join('');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
