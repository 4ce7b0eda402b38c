import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import createEmotionServer from '@emotion/server/create-instance';
import { documentPathFor, localeFromPath, localizedPath, type ServerRender } from '@carrier/shared/content';
import { App } from './app/App.tsx';
import { createEmotionCache } from './app/emotion-cache.ts';
import { RenderedModulesContext } from './app/lazy-module.tsx';
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
  const modules = new Set<string>();
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
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return {
    lang: localeFromPath(url),
    head: headTags(url, origin, head, indexable) + styles,
    html,
    modules: [...modules],
    problems,
  };
};

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
