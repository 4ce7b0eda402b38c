/**
 * One measured process of the export benchmark (tests/bench/export.ts forks it, so each export's peak memory is
 * its own process's maxRSS). Modes:
 *   seed <dataDir>                      fixtures plus GRPBENCH10K (10,000 FANs) and GRPBENCH100K (100,000)
 *   gateway <dataDir>                   serve the gateway, tell the parent the port and a reader's cookie, then
 *                                       report memory when asked (the parent downloads over HTTP meanwhile)
 *   bare <rows> [runs]                  exceljs's streaming writer, the same rows to a null stream
 *   bare-rounds <rows>                  the same write, warmed up once, then once more each time the parent sends
 *                                       'write' (so the parent can take its turns between the gateway's)
 * Results go to the parent over IPC.
 */
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { buildApp } from '../../gateway/src/app.ts';
import { loadConfig } from '../../gateway/src/config.ts';
import { exportCells } from '../../gateway/src/services/fanprofiles-papi/export-workbook.ts';
import type {} from '../../gateway/src/plugins/store.ts';
import { maxRssMb, reportMemoryWhenAsked, send, sessionCookie } from './child-process.ts';
import { seedBulkGroup } from '../api/support/fan-tools.ts';

export const BENCH_GROUPS = { GRPBENCH10K: 10_000, GRPBENCH100K: 100_000 } as const;
const FIRST_ID = 40_000_000;

function config(dataDir: string) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  });
}

async function seed(dataDir: string) {
  const app = await buildApp(config(dataDir), { serveApps: false });
  await app.ready();
  for (const [groupId, size] of Object.entries(BENCH_GROUPS)) await seedBulkGroup(app.db, groupId, size, FIRST_ID);
  await app.close();
  await send({ seeded: true });
  process.exit(0);
}

async function gateway(dataDir: string) {
  const cfg = config(dataDir);
  const app = await buildApp(cfg, { serveApps: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as { port: number }).port;
  const login = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { username: 'reader', password: cfg.fixtures.password },
  });
  const cookie = sessionCookie(login.headers['set-cookie']);
  reportMemoryWhenAsked(app);
  await send({ port, cookie, store: app.db.kind });
}

/** One bare write of `rows` rows to a null stream, in seconds. */
async function bareOnce(rows: number): Promise<number> {
  const sink = new Writable({ write: (_chunk, _enc, done) => done() });
  const started = process.hrtime.bigint();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('FANs');
  sheet.addRow(['FAN ID', 'FAN name', 'FAN friendly name', 'Status', 'Web status']).commit();
  for (let i = 0; i < rows; i++) {
    const id = String(FIRST_ID + i).padStart(8, '0');
    const row = {
      fan_id: id,
      name: `Bulk Organisation ${i}`,
      friendly_name: `Bulk Perks ${i}`,
      status: i % 10 === 0 ? 'Pending' : 'Active',
      onl_exp_status: i % 2 === 0 ? 'Active' : 'Inactive',
    };
    sheet.addRow(exportCells(row)).commit();
  }
  sheet.commit();
  await workbook.commit();
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** `runs` timed writes after one warm-up (none when runs is 1: the memory run), the best of them. */
async function bare(rows: number, runs: number) {
  if (runs > 1) await bareOnce(rows);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await bareOnce(rows));
  await send({ seconds: Math.min(...times), maxRssMb: maxRssMb() });
  process.exit(0);
}

/** One warm-up, then a timed write whenever the parent asks; 'stop' ends it. */
async function bareRounds(rows: number) {
  await bareOnce(rows);
  process.on('message', async (message) => {
    if (message === 'write') await send({ seconds: await bareOnce(rows) });
    else if (message === 'stop') process.exit(0);
  });
  await send({ ready: true });
}

const [mode, arg, runs] = process.argv.slice(2);
if (mode === 'seed') await seed(arg!);
else if (mode === 'gateway') await gateway(arg!);
else if (mode === 'bare') await bare(Number(arg), Number(runs ?? 1));
else if (mode === 'bare-rounds') await bareRounds(Number(arg));
else throw new Error(`unknown mode ${mode}`);
