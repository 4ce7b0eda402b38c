// Writes a brotli (.br, maximum quality) and a gzip (.gz, level 9) copy beside every compressible file of a built
// app, so the gateway sends them as they are (@fastify/static's preCompressed) instead of compressing each request.
// Usage: node scripts/precompress.mjs <dist folder>. Small files, and copies that would not be smaller, are skipped.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map|ico|wasm)$/;
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield full;
  }
}

const dist = path.resolve(process.argv[2] ?? 'dist');
let count = 0;
let before = 0;
let after = 0;
for await (const file of files(dist)) {
  const raw = await readFile(file);
  if (raw.length < MIN_BYTES) continue;
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(raw, { level: 9 }),
  ]);
  if (br.length < raw.length) await writeFile(`${file}.br`, br);
  if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
  count += 1;
  before += raw.length;
  after += Math.min(br.length, raw.length);
}
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(
  `precompressed ${count} files in ${path.relative(process.cwd(), dist) || '.'}: ${kib(before)} → ${kib(after)} brotli`,
);
