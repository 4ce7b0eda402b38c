/**
 * The options the gateway's Node process starts with: `npm run serve` and the gateway's `npm start` pass them
 * (node-options.test.ts holds the scripts to this list), and so do the benches and checks that start a gateway.
 *
 * `--max-semi-space-size=8`: V8's young generation stops growing at 8 MB a half, where Node's default lets it reach
 * 16 MB. The gateway's garbage is short-lived pieces of requests and of an upload's batches; a young generation that
 * stays within the processor's cache collects them faster. A 50,000-row dry run took 1.6–1.9 s instead of 2.3 s in
 * one process on PGlite, and 1.9–2.1 s instead of 2.4–2.6 s with a PostgreSQL server; an applied upload, an export
 * and /healthz did not change. (exceljs's own reader, measured alone, is slower with it: it keeps more of what it
 * allocates. The upload's reader thread has its own young generation: xlsx-rows-off-thread.ts.)
 */
export const GATEWAY_NODE_OPTIONS: readonly string[] = ['--max-semi-space-size=8'];
