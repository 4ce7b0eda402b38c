/**
 * Export throughput and memory (002 §7 group/download): the gateway's download route for a 10,000-member group
 * against a bare exceljs streaming write of the same rows to a null stream (rows/s and their ratio), and the
 * gateway's peak memory exporting 10,000 and 100,000 members. Every measured party runs in its own child process
 * and reports its maxRSS (process.resourceUsage()); the downloads are read over HTTP by this process.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XLSX_MEDIA_TYPE } from '@carrier/shared/fan-tools';
import { childNodeOptions } from './child-process.ts';

const CHILD = path.join(import.meta.dirname, 'export-child.ts');
const PREFIX = '/msapi/onlinesalesorchestration/fanprofiles-papi/v1';

/** Timed exports on each side (best of): a 10,000-row export takes a few hundred ms, so a busy machine shows. */
const EXPORT_RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 8);

/** Which store the gateways use: PGlite in the data folder, or this PostgreSQL server (emptied before seeding). */
let databaseUrl = '';

function start(args: string[]): { child: ChildProcess; next: () => Promise<Record<string, unknown>> } {
  const child = fork(CHILD, args, {
    execArgv: ['--import', 'tsx', '--expose-gc', ...childNodeOptions(args[0])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
  });
  const queue: Array<Record<string, unknown>> = [];
  const waiting: Array<(m: Record<string, unknown>) => void> = [];
  child.on('message', (m) => {
    const w = waiting.shift();
    if (w) w(m as Record<string, unknown>);
    else queue.push(m as Record<string, unknown>);
  });
  const next = () =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const queued = queue.shift();
      if (queued) return resolve(queued);
      waiting.push(resolve);
      child.once('exit', (code) => reject(new Error(`bench child ${args[0]} exited with ${code}`)));
    });
  return { child, next };
}

async function download(port: number, cookie: string, groupId: string): Promise<{ seconds: number; bytes: number }> {
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}${PREFIX}/group/download/${groupId}?isfantools=true`, {
    headers: { cookie },
  });
  if (res.status !== 200 || res.headers.get('content-type') !== XLSX_MEDIA_TYPE)
    throw new Error(`download ${groupId}: ${res.status}`);
  let bytes = 0;
  for await (const chunk of res.body!) bytes += (chunk as Uint8Array).length;
  return { seconds: (performance.now() - started) / 1000, bytes };
}

/**
 * A gateway in its own process: `runs` downloads of one group (the first a warm-up when runs > 1, the others each
 * after `before`, the bare write's turn), then its memory.
 */
async function gatewayExport(dataDir: string, groupId: string, runs: number, before?: () => Promise<void>) {
  const { child, next } = start(['gateway', dataDir]);
  const { port, cookie, store } = (await next()) as { port: number; cookie: string; store: string };
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const timed = runs === 1 || i > 0;
    if (timed) await before?.();
    const d = await download(port, cookie, groupId);
    if (timed) times.push(d.seconds);
    bytes = d.bytes;
  }
  child.send('report');
  const memory = (await next()) as { rssBeforeMb: number; sampledPeakMb: number; maxRssMb: number };
  return { seconds: Math.min(...times), bytes, store, ...memory };
}

/** The bare exceljs write in its own process: one warm-up and `runs` timed writes (just one for memory). */
async function bareExport(rows: number, runs: number) {
  return (await start(['bare', String(rows), String(runs)]).next()) as { seconds: number; maxRssMb: number };
}

/** The bare write in its own process, warmed up, taking its turns between the gateway's downloads. */
async function bareRounds(rows: number) {
  const { child, next } = start(['bare-rounds', String(rows)]);
  await next();
  const seconds: number[] = [];
  return {
    seconds,
    write: async () => {
      child.send('write');
      seconds.push(((await next()) as { seconds: number }).seconds);
    },
    stop: () => child.send('stop'),
  };
}

/** What the export part measured, for the summary table. */
export interface ExportFigures {
  store: string;
  ratio: number;
  /** Members → MB an export of that group added to a fresh gateway (peak RSS − RSS before it). */
  added: Array<{ rows: number; mb: number }>;
}

export async function runExportBench(
  on: { databaseUrl?: string; reset?: () => Promise<void> } = {},
): Promise<ExportFigures> {
  databaseUrl = on.databaseUrl ?? '';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-export-'));
  try {
    await on.reset?.();
    const seeding = performance.now();
    await start(['seed', dataDir]).next();
    console.log(
      `\nexport: seeded 10,000- and 100,000-member groups in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );

    // The bare write takes its turn before each timed download, so that whatever else the machine does falls on both
    // parties alike; the best of each is compared.
    const bareWrites = await bareRounds(10_000);
    const gw = await gatewayExport(dataDir, 'GRPBENCH10K', EXPORT_RUNS + 1, bareWrites.write);
    bareWrites.stop();
    const bare = { seconds: Math.min(...bareWrites.seconds) };
    const bareRate = 10_000 / bare.seconds;
    const gwRate = 10_000 / gw.seconds;
    console.log(
      `${'bare exceljs stream, 10k rows → null'.padEnd(44)} ${bareRate.toFixed(0).padStart(8)} rows/s  (${(bare.seconds * 1000).toFixed(0)} ms)`,
    );
    console.log(
      `${`gateway download, 10k members (${gw.store})`.padEnd(44)} ${gwRate.toFixed(0).padStart(8)} rows/s  (${(gw.seconds * 1000).toFixed(0)} ms, ${gw.bytes} bytes)`,
    );
    console.log(`ratio gateway export / bare exceljs: ${(gwRate / bareRate).toFixed(3)}`);

    const added: ExportFigures['added'] = [];
    console.log('peak memory (each export in a fresh process; MB):');
    for (const [groupId, rows] of [
      ['GRPBENCH10K', 10_000],
      ['GRPBENCH100K', 100_000],
    ] as const) {
      const m = await gatewayExport(dataDir, groupId, 1);
      const b = await bareExport(rows, 1);
      console.log(
        `  ${String(rows).padStart(6)} members: gateway rss before ${m.rssBeforeMb}, sampled peak ${m.sampledPeakMb}, maxRSS ${m.maxRssMb}` +
          ` (${(m.seconds * 1000).toFixed(0)} ms, ${(rows / m.seconds).toFixed(0)} rows/s)   bare exceljs maxRSS ${b.maxRssMb}`,
      );
      added.push({ rows, mb: m.sampledPeakMb - m.rssBeforeMb });
    }
    return { store: gw.store, ratio: gwRate / bareRate, added };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
