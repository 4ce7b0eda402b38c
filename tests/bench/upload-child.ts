/**
 * One measured process of the fan upload benchmark (tests/bench/upload.ts forks it, so each party's peak memory is
 * its own process's maxRSS). Modes:
 *   bare <file> <runs>     exceljs's streaming WorkbookReader over the same file: every row's values, nothing else
 *   bare-rounds <file>     the same read, warmed up once, then once more each time the parent sends 'read' (so the
 *                          parent can take its turns between the gateway's)
 *   gateway <dataDir>      serve the gateway, tell the parent the port and an uploader's cookie and CSRF token, then
 *                          report memory when asked (the parent uploads over HTTP meanwhile)
 * Results go to the parent over IPC. A child whose parent has gone exits.
 */
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { buildApp } from '../../gateway/src/app.ts';
import { loadConfig } from '../../gateway/src/config.ts';
import type {} from '../../gateway/src/plugins/store.ts';
import { maxRssMb, reportMemoryWhenAsked, send, sessionCookie } from './child-process.ts';

process.on('disconnect', () => process.exit(1));

/** One bare read: every row of the first worksheet, each row's values taken (so no cell is skipped lazily). */
async function bareOnce(bytes: Buffer): Promise<{ seconds: number; rows: number; cells: number }> {
  const started = process.hrtime.bigint();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let rows = 0;
  let cells = 0;
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      rows++;
      row.eachCell({ includeEmpty: false }, (cell) => {
        if (cell.value !== null) cells++;
      });
    }
    break;
  }
  return { seconds: Number(process.hrtime.bigint() - started) / 1e9, rows, cells };
}

/** `runs` timed reads after one warm-up (none when runs is 1: the memory run), the best of them. */
async function bare(file: string, runs: number) {
  const bytes = await readFile(file);
  if (runs > 1) await bareOnce(bytes);
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await bareOnce(bytes));
  const best = results.reduce((a, b) => (b.seconds < a.seconds ? b : a));
  await send({ ...best, maxRssMb: maxRssMb() });
  process.exit(0);
}

/** One warm-up, then a timed read whenever the parent asks; 'stop' ends it. */
async function bareRounds(file: string) {
  const bytes = await readFile(file);
  await bareOnce(bytes);
  process.on('message', async (message) => {
    if (message === 'read') await send(await bareOnce(bytes));
    else if (message === 'stop') process.exit(0);
  });
  await send({ ready: true });
}

async function gateway(dataDir: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  });
  const app = await buildApp(config, { serveApps: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as { port: number }).port;
  const login = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { username: 'uploader', password: config.fixtures.password },
  });
  if (login.statusCode !== 200) throw new Error(`uploader sign-in: ${login.statusCode}`);
  const cookie = sessionCookie(login.headers['set-cookie']);
  const csrfToken = (login.json() as { csrfToken: string }).csrfToken;
  reportMemoryWhenAsked(app);
  await send({ port, cookie, csrfToken, store: app.db.kind });
}

const [mode, arg, runs] = process.argv.slice(2);
if (mode === 'bare') await bare(arg!, Number(runs ?? 1));
else if (mode === 'bare-rounds') await bareRounds(arg!);
else if (mode === 'gateway') await gateway(arg!);
else throw new Error(`unknown mode ${mode}`);
