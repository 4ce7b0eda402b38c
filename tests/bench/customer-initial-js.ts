/**
 * The initial JavaScript per page: what a browser must fetch before the page is live — the entry script of the
 * app's dist/index.html and every chunk it imports statically (the modulepreload set; for the customer site, whose
 * entry is a small boot script that loads the app after the first paint, the app's chunk and the chunk of its last
 * start step, which imports every step's code) — plus, for a page that places
 * a lazily loaded flow (a generic form, the waiver form), that flow's chunk and its static imports. Sizes are raw,
 * gzip and brotli: the brotli and gzip copies the build wrote beside each file, as the gateway sends them (computed
 * when a copy is missing). A change that drags a flow (or react-admin) into an entry shows up as a jump here.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface JsSize {
  files: string[];
  raw: number;
  gzip: number;
  brotli: number;
}

export interface PageJs {
  page: string;
  js: JsSize;
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

function compressedSize(file: string, raw: Buffer, ext: 'gz' | 'br'): number {
  if (fs.existsSync(`${file}.${ext}`)) return fs.statSync(`${file}.${ext}`).size;
  return ext === 'gz'
    ? zlib.gzipSync(raw, { level: 9 }).length
    : zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

function measure(assets: string, files: string[]): JsSize {
  const size: JsSize = { files, raw: 0, gzip: 0, brotli: 0 };
  for (const f of files) {
    const file = path.join(assets, f);
    const raw = fs.readFileSync(file);
    size.raw += raw.length;
    size.gzip += compressedSize(file, raw, 'gz');
    size.brotli += compressedSize(file, raw, 'br');
  }
  return size;
}

/** The entry script and modulepreloads index.html names (under `base`), or null when the app is not built. */
function entryFiles(dist: string, base: string): string[] | null {
  const indexHtml = path.join(dist, 'index.html');
  if (!fs.existsSync(indexHtml)) return null;
  const html = fs.readFileSync(indexHtml, 'utf8');
  const prefix = `${base}assets/`.replace(/[/.]/g, '\\$&');
  const files = [
    ...html.matchAll(new RegExp(`<script[^>]*type="module"[^>]*src="${prefix}([^"]+\\.js)"`, 'g')),
    ...html.matchAll(new RegExp(`<link[^>]*rel="modulepreload"[^>]*href="${prefix}([^"]+\\.js)"`, 'g')),
  ].map((m) => m[1]!);
  if (files.length === 0) throw new Error(`${indexHtml} names no entry script`);
  return files;
}

/** A page's JavaScript: the entry's closure, plus the closure of the lazy chunk named `lazyChunk` (if any). */
function pageJs(assets: string, initial: string[], lazyChunk?: RegExp): string[] {
  if (!lazyChunk) return initial;
  const chunk = fs.readdirSync(assets).find((f) => lazyChunk.test(f));
  if (!chunk) throw new Error(`no chunk matching ${lazyChunk} in ${assets}`);
  return [...initial, ...closure(assets, [chunk]).filter((f) => !initial.includes(f))];
}

/** The initial JavaScript of each measured page; null when an app is not built. */
export function initialJsPerPage(root: string): PageJs[] | null {
  const customerDist = path.join(root, 'customer-site', 'dist');
  const adminDist = path.join(root, 'admin-console', 'dist');
  const customerEntry = entryFiles(customerDist, '/');
  const adminEntry = entryFiles(adminDist, '/admin/');
  if (!customerEntry || !adminEntry) return null;
  const customerAssets = path.join(customerDist, 'assets');
  const chunk = (name: string) => {
    const file = fs.readdirSync(customerAssets).find((f) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(f));
    if (!file) throw new Error(`no ${name}-*.js chunk in ${customerAssets}`);
    return file;
  };
  const customerInitial = closure(customerAssets, [...customerEntry, chunk('main'), chunk('start-app')]);
  const adminAssets = path.join(adminDist, 'assets');
  const pages: Array<[string, string, string[], RegExp | undefined]> = [
    ['/ and /es-us/ (content page)', customerAssets, customerInitial, undefined],
    ['/contact-us (generic form)', customerAssets, customerInitial, /^GenericForm-[\w-]+\.js$/],
    ['/self-service/waiver (waiver form)', customerAssets, customerInitial, /^WaiverForm-[\w-]+\.js$/],
    ['/admin/ signed out (console sign-in)', adminAssets, closure(adminAssets, adminEntry), undefined],
  ];
  return pages.map(([page, assets, initial, lazyChunk]) => ({
    page,
    js: measure(assets, pageJs(assets, initial, lazyChunk)),
  }));
}

export function printInitialJs(root: string): void {
  const pages = initialJsPerPage(root);
  if (!pages) {
    console.log('initial JavaScript per page: not built (npm run build)');
    return;
  }
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`.padStart(10);
  console.log(
    `initial JavaScript per page ${'raw'.padStart(18)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}  files`,
  );
  for (const { page, js } of pages)
    console.log(`${page.padEnd(40)} ${kib(js.raw)} ${kib(js.gzip)} ${kib(js.brotli)}  ${js.files.length}`);
}
