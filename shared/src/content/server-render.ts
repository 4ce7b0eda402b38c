import type { InitialData } from './initial-data.ts';

/**
 * The contract between the gateway and the customer site's server entry (customer-site/src/entry-server.tsx, built
 * by `vite build --ssr` and loaded by the gateway at start): one page to render, and the rendered page in pieces
 * for the gateway's HTML template.
 */
export interface ServerRenderRequest {
  /** The request's URL: path and query. */
  url: string;
  /** The site's public origin, for the canonical and alternate addresses. */
  origin: string;
  /** The data loaded for this request; the same is embedded in the page for hydration. */
  data: InitialData;
  /** Whether this is the real page for its address (not a not-found or problem page), so crawlers may index it. */
  indexable: boolean;
}

export interface ServerRenderedPage {
  /** The value of `<html lang>`. */
  lang: string;
  /** Title, description, canonical and language alternates, and the critical CSS, for the end of `<head>`. */
  head: string;
  /** The app's markup, for inside `<div id="root">`. */
  html: string;
  /** Source modules of the lazy chunks the page rendered (Vite manifest keys), whose chunks the page preloads. */
  modules: string[];
  /** Errors components threw while rendering (those parts are left for the browser to render). */
  problems: string[];
}

/**
 * The element (`<script type="application/json">`) listing the script chunks a server-rendered page will need
 * beyond the entry's own, as site paths; the site's boot script preloads them once the page is painted.
 */
export const PAGE_CHUNKS_ELEMENT_ID = 'page-chunks';

export type ServerRender = (request: ServerRenderRequest) => Promise<ServerRenderedPage>;
