/**
 * The customer site's initial JavaScript for a content page (issue 5): what a browser must fetch before a content
 * page can render — the entry script of dist/index.html and every chunk it imports statically (the modulepreload
 * set), raw and gzipped. A page that places a generic form also loads the form engine's lazy chunk and its static
 * imports; that is printed as a second row, so a change that drags the form engine (or anything else) into the
 * entry shows up as a jump in the first row.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface JsSize {
  files: string[];
  raw: number;
  gzip: number;
}

const STATIC_IMPORT = /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{},\s]+from\s*)?["'](\.\/[^"']+\.js)["']/g;

/** The chunk files a module imports statically (relative './x.js' specifiers), not its dynamic import()s. */
export function staticImports(source: string): string[] {
  const found = new Set<string>();
  for (const m of source.matchAll(STATIC_IMPORT)) found.add(m[1]!.slice(2));
  return [...found];
}

/** Every chunk reachable by static imports from the given files (themselves included), in discovery order. */
export function closure(assets: string, start: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(fs.readFileSync(path.join(assets, file), 'utf8')));
  }
  return [...seen];
}

function measure(assets: string, files: string[]): JsSize {
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const buf = fs.readFileSync(path.join(assets, f));
    raw += buf.length;
    gzip += zlib.gzipSync(buf, { level: 9 }).length;
  }
  return { files, raw, gzip };
}

/** The content page's initial JavaScript and the extra a form page loads; null when the site is not built. */
export function customerInitialJs(root: string): { contentPage: JsSize; formPageExtra: JsSize | null } | null {
  const dist = path.join(root, 'customer-site', 'dist');
  const indexHtml = path.join(dist, 'index.html');
  if (!fs.existsSync(indexHtml)) return null;
  const html = fs.readFileSync(indexHtml, 'utf8');
  const assets = path.join(dist, 'assets');
  const fromHtml = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/assets\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/assets\/([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  if (fromHtml.length === 0) throw new Error('customer-site/dist/index.html names no entry script');
  const initial = closure(assets, fromHtml);
  const contentPage = measure(assets, initial);

  const formChunk = fs.readdirSync(assets).find((f) => /^GenericForm-[\w-]+\.js$/.test(f));
  if (!formChunk) return { contentPage, formPageExtra: null };
  const extra = closure(assets, [formChunk]).filter((f) => !initial.includes(f));
  return { contentPage, formPageExtra: measure(assets, extra) };
}

export function printCustomerInitialJs(root: string): void {
  const result = customerInitialJs(root);
  if (!result) {
    console.log('customer-site initial JS for a content page: not built (npm run build)');
    return;
  }
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  const { contentPage, formPageExtra } = result;
  console.log(
    `customer-site initial JS for a content page: ${kb(contentPage.gzip)} gzip (${contentPage.gzip} bytes; ` +
      `${kb(contentPage.raw)} raw) in ${contentPage.files.length} files: ${contentPage.files.join(', ')}`,
  );
  if (formPageExtra) {
    console.log(
      `customer-site extra JS on a page with a generic form: ${kb(formPageExtra.gzip)} gzip (${formPageExtra.gzip} bytes; ` +
        `${kb(formPageExtra.raw)} raw) in ${formPageExtra.files.length} files: ${formPageExtra.files.join(', ')}`,
    );
  }
}
