import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import {
  INITIAL_DATA_ELEMENT_ID,
  PAGE_CHUNKS_ELEMENT_ID,
  serializeInitialData,
  type ServerRender,
  type ServerRenderRequest,
} from '@carrier/shared/content';

/** Renders a customer page to a whole HTML document. */
export interface PageRenderer {
  renderDocument(request: ServerRenderRequest): Promise<string>;
  /** The client-only page (the built index.html), for when rendering on the server fails. */
  shell: string;
}

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/**
 * Loads the customer site's server entry (customer-site/dist-ssr/entry-server.js, from `vite build --ssr`), the
 * client's index.html as the template, and Vite's manifest of the client chunks. Null when the site is not built.
 * Loaded once at start: a build that cannot be loaded stops start-up rather than failing every page.
 */
export async function loadPageRenderer(rootDir: string, log: FastifyBaseLogger): Promise<PageRenderer | null> {
  const site = path.join(rootDir, 'customer-site');
  const files = {
    template: path.join(site, 'dist', 'index.html'),
    manifest: path.join(site, 'dist', '.vite', 'manifest.json'),
    entry: path.join(site, 'dist-ssr', 'entry-server.js'),
  };
  const missing = Object.values(files).filter((f) => !fs.existsSync(f));
  if (missing.length > 0) {
    log.warn(
      { missing: missing.map((f) => path.relative(rootDir, f)) },
      'customer site not built for server rendering',
    );
    return null;
  }
  const shell = fs.readFileSync(files.template, 'utf8');
  const manifest = JSON.parse(fs.readFileSync(files.manifest, 'utf8')) as Manifest;
  const entry = (await import(pathToFileURL(files.entry).href)) as { render?: ServerRender };
  if (typeof entry.render !== 'function') throw new Error(`${files.entry} does not export render()`);
  const render = entry.render;
  const template = splitTemplate(shell);
  const preloadsFor = chunkPreloads(manifest, shell, log);

  const rendered = new RenderMemo();
  return {
    shell,
    async renderDocument(request) {
      const data = serializeInitialData(request.data);
      // Rendering is a pure function of its request, so an anonymous page rendered from the same data a moment
      // ago is sent again; the data is loaded fresh every time, so an edited document renders anew at once. Pages
      // for a session are never kept.
      const key = request.data.session?.me ? null : `${request.url}\n${request.origin}\n${request.indexable}\n${data}`;
      const kept = key === null ? undefined : rendered.get(key);
      if (kept !== undefined) return kept;
      const page = await render(request);
      for (const problem of page.problems)
        log.error({ url: request.url, problem }, 'a component failed to render on the server');
      const html =
        template.beforeLang +
        escapeAttribute(page.lang) +
        template.beforeHeadEnd +
        preloadsFor(page.modules) +
        page.head +
        template.beforeRoot +
        page.html +
        `</div><script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${data}</script>` +
        template.afterRoot;
      if (key !== null && page.problems.length === 0) rendered.set(key, html);
      return html;
    },
  };
}

/**
 * The last few anonymous pages rendered, each for a few seconds: long enough to spare the render under load, short
 * enough that what depends on the clock (a timer panel's window, the footer's year) is never noticeably stale.
 */
class RenderMemo {
  private readonly entries = new Map<string, { html: string; until: number }>();
  constructor(
    private readonly maxEntries = 100,
    private readonly ttlMs = 5_000,
  ) {}

  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.until < Date.now()) return undefined;
    this.entries.set(key, entry);
    return entry.html;
  }

  set(key: string, html: string): void {
    this.entries.delete(key);
    this.entries.set(key, { html, until: Date.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}

/** The built index.html cut where the page's language, head tags and markup go; its own title and description go. */
function splitTemplate(html: string) {
  const page = html.replace(/<title>[\s\S]*?<\/title>\s*/, '').replace(/<meta\s+name="description"[^>]*>\s*/, '');
  const lang = page.match(/^([\s\S]*?<html lang=")[^"]*("[\s\S]*?)(<\/head>[\s\S]*?<div id="root">)<\/div>([\s\S]*)$/);
  if (!lang) throw new Error('customer-site/dist/index.html has no <html lang>, </head> or <div id="root"></div>');
  return { beforeLang: lang[1]!, beforeHeadEnd: lang[2]!, beforeRoot: lang[3]!, afterRoot: lang[4]! };
}

/**
 * The chunks of the lazy modules a page rendered and every chunk they import, except those index.html already
 * loads, listed for the site's boot script (PAGE_CHUNKS_ELEMENT_ID), which preloads them once the page is painted;
 * so hydrating a form page does not wait for a chain of imports, and no script is fetched before the first paint.
 */
function chunkPreloads(manifest: Manifest, shell: string, log: FastifyBaseLogger): (modules: string[]) => string {
  const memo = new Map<string, string>();
  return (modules) => {
    const key = [...modules].sort().join('\n');
    let tags = memo.get(key);
    if (tags === undefined) {
      const files = new Set<string>();
      const css = new Set<string>();
      const visit = (id: string) => {
        const chunk = manifest[id];
        if (!chunk || files.has(chunk.file)) return;
        files.add(chunk.file);
        chunk.css?.forEach((f) => css.add(f));
        chunk.imports?.forEach(visit);
      };
      for (const module of modules) {
        if (!manifest[module]) log.warn({ module }, 'a rendered lazy module is not in the client manifest');
        visit(module);
      }
      const fresh = (file: string) => !shell.includes(`/${file}"`);
      tags =
        [...css]
          .filter(fresh)
          .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`)
          .join('') + chunkList([...files].filter(fresh));
      memo.set(key, tags);
    }
    return tags;
  };
}

function chunkList(files: string[]): string {
  if (files.length === 0) return '';
  // JSON of file names from the build's manifest; '<' escaped all the same, as inside any script element
  const json = JSON.stringify(files.map((f) => `/${f}`)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_CHUNKS_ELEMENT_ID}">${json}</script>`;
}

function escapeAttribute(value: string): string {
  return value.replace(/[^A-Za-z0-9-]/g, '');
}
