// The gateway as production runs it: plain JavaScript, no TypeScript loader. esbuild bundles the gateway and the
// @carrier/shared TypeScript source into one file per entry; every other package stays in node_modules. The SQL
// migrations are read from disk at start, so they are copied beside the bundle.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const dist = path.join(here, 'dist');

/** Bare imports stay external, except the workspace's own TypeScript packages, which are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@carrier/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(dist, { recursive: true, force: true });
await build({
  absWorkingDir: here,
  entryPoints: {
    server: 'src/server.ts',
    'outbox-cli': 'src/outbox/cli.ts',
    // the worksheet reader's thread, started beside the server (src/files/xlsx-rows-off-thread.ts)
    'xlsx-rows-worker': 'src/files/xlsx-rows-worker.ts',
    // the group export's writer thread (src/services/fanprofiles-papi/export-service.ts)
    'xlsx-export-worker': 'src/services/fanprofiles-papi/export-worker.ts',
    // the embedded store's thread (src/store/pglite-off-thread.ts)
    'pglite-thread': 'src/store/pglite-thread.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
  define: { GATEWAY_BUNDLE: 'true' },
});
await cp(path.join(here, 'src', 'migrations'), path.join(dist, 'migrations'), { recursive: true });
