/**
 * Fan upload throughput and memory (002 §7 uploadfandetails): a 50,000-row workbook uploaded to the gateway —
 * received, checked as a zip, parsed, validated and (for real) applied in one transaction — against a bare exceljs
 * streaming read of the same file (rows/s and their ratio), and the gateway's peak memory. Each measured party runs
 * in its own child process (upload-child.ts) and reports its maxRSS; the uploads go over HTTP from this process.
 *
 * `npm run bench` runs it after the other parts; `node --import tsx tests/bench/upload.ts` runs just this part.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { XLSX_MEDIA_TYPE } from '@carrier/shared/fan-tools';
import { FAN_UPLOAD_MAX_ROWS, fanUploadReportSchema, type FanUploadReport } from '@carrier/shared/fan-upload';
import { XLSX_LIMITS } from '../../gateway/src/files/xlsx-inspect.ts';
import { boundWorkbook, largeWorkbook, validRow } from '../../fixtures/uploads/corpus.ts';
import { childNodeOptions } from './child-process.ts';

const CHILD = path.join(import.meta.dirname, 'upload-child.ts');
const PREFIX = '/msapi/fanprofile/v1';
const ROWS = Number(process.env.BENCH_UPLOAD_ROWS ?? 50_000);
/** BENCH_UPLOAD_PARTS=bound runs only the upload at every bound; =large only the large uploads and their memory. */
const ONLY_BOUND = process.env.BENCH_UPLOAD_PARTS === 'bound';
const ONLY_LARGE = process.env.BENCH_UPLOAD_PARTS === 'large';
/** Rows of the uploads whose memory is measured, each applied alone in a fresh gateway. */
const MEMORY_ROWS = (process.env.BENCH_UPLOAD_MEMORY_ROWS ?? `10000,${ROWS},100000`)
  .split(',')
  .filter(Boolean)
  .map(Number);

/** Which store the gateways use: PGlite in their data folder, or this PostgreSQL server (emptied before each). */
export interface BenchStore {
  databaseUrl?: string;
  reset?: () => Promise<void>;
}

let store: BenchStore = {};
/**
 * Timed dry runs of the large upload after its warm-up, and applied uploads (each to a fresh gateway on a fresh
 * store, after a warm-up dry run), each timed after one of the bare read's: the best of each party is taken.
 */
const DRY_RUNS = 3;
const APPLIED_RUNS = 3;
/** A child that says nothing for this long has hung: stop it rather than the whole bench. */
const CHILD_TIMEOUT_MS = 10 * 60_000;

type Message = Record<string, unknown>;

function start(args: string[]): { child: ChildProcess; next: () => Promise<Message> } {
  const child = fork(CHILD, args, {
    execArgv: ['--import', 'tsx', '--expose-gc', ...childNodeOptions(args[0])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, BENCH_DATABASE_URL: store.databaseUrl ?? '' },
  });
  const queue: Message[] = [];
  const waiting: Array<{ resolve: (m: Message) => void; reject: (e: Error) => void }> = [];
  child.on('message', (m) => {
    const w = waiting.shift();
    if (w) w.resolve(m as Message);
    else queue.push(m as Message);
  });
  child.on('exit', (code) => {
    for (const w of waiting.splice(0)) w.reject(new Error(`bench child ${args[0]} exited with ${code}`));
  });
  const next = () =>
    new Promise<Message>((resolve, reject) => {
      const queued = queue.shift();
      if (queued) return resolve(queued);
      if (child.exitCode !== null) return reject(new Error(`bench child ${args[0]} exited with ${child.exitCode}`));
      const timer = setTimeout(() => {
        child.kill();
        reject(new Error(`bench child ${args[0]} gave no answer in ${CHILD_TIMEOUT_MS / 1000} s`));
      }, CHILD_TIMEOUT_MS);
      waiting.push({
        resolve: (m) => (clearTimeout(timer), resolve(m)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      });
    });
  return { child, next };
}

/** The bare exceljs read in its own process: one warm-up and `runs` timed reads (just one for memory). */
async function bareRead(file: string, runs: number) {
  return (await start(['bare', file, String(runs)]).next()) as {
    seconds: number;
    rows: number;
    cells: number;
    maxRssMb: number;
  };
}

async function uploadOnce(
  port: number,
  session: { cookie: string; csrfToken: string },
  bytes: Buffer,
  dryRun: boolean,
): Promise<{ seconds: number; report: FanUploadReport }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: XLSX_MEDIA_TYPE }), `bench-${ROWS}.xlsx`);
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}${PREFIX}/uploadfandetails${dryRun ? '?dryRun=true' : ''}`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken },
    body: form,
  });
  const body: unknown = await res.json();
  const seconds = (performance.now() - started) / 1000;
  const report = fanUploadReportSchema.safeParse(body);
  if (res.status !== 200 || !report.success || report.data.status !== 'success') {
    throw new Error(`upload (${dryRun ? 'dry run' : 'apply'}): ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  }
  return { seconds, report: report.data };
}

/** The bare read in its own process, warmed up, taking its turns between the gateway's. */
async function bareRounds(file: string) {
  const { child, next } = start(['bare-rounds', file]);
  await next();
  const seconds: number[] = [];
  return {
    seconds,
    read: async () => {
      child.send('read');
      const read = (await next()) as { seconds: number; rows: number };
      if (read.rows !== ROWS + 1) throw new Error(`bare read saw ${read.rows} rows, expected ${ROWS + 1}`);
      seconds.push(read.seconds);
    },
    stop: () => child.send('stop'),
  };
}

interface UploadRuns {
  /** A dry run first, untimed: the gateway's code compiled, its reader thread started. */
  warmUp: boolean;
  /** Timed dry runs after it; the best is kept. */
  dryRuns: number;
  /** Runs before each timed upload (the bare read's turn). */
  before?: () => Promise<void>;
  /**
   * The measured gateway opens a store an earlier gateway created and left, as a gateway restarted on its data does.
   * A store's first start leaves memory resident that a restart does not have (PGlite's own creation, the migrations
   * and the fixtures: a few hundred MB), and an upload's memory on top of it would be partly hidden in it.
   */
  restarted?: boolean;
}

/**
 * A measured gateway in its own process on a fresh store. Restarted: a first gateway creates, migrates and seeds the
 * store and stops once it serves, and the measured one opens that store.
 */
async function startGateway(dataDir: string, restarted: boolean) {
  await store.reset?.();
  if (restarted) {
    const first = start(['gateway', dataDir]);
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    await first.next();
    first.child.send('report');
    await first.next();
    await exited;
  }
  return start(['gateway', dataDir]);
}

/** A gateway in its own process, on a fresh store: the file as dry runs (parse + validate), then for real. */
async function gatewayUpload(dataDir: string, bytes: Buffer, runs: UploadRuns) {
  const { child, next } = await startGateway(dataDir, runs.restarted ?? false);
  try {
    const { port, cookie, csrfToken, store } = (await next()) as {
      port: number;
      cookie: string;
      csrfToken: string;
      store: string;
    };
    // As for the bare read: one warm-up, then the best of the timed dry runs; the upload applied once after them.
    let dry: Awaited<ReturnType<typeof uploadOnce>> | null = null;
    if (runs.warmUp) await uploadOnce(port, { cookie, csrfToken }, bytes, true);
    for (let i = 0; i < runs.dryRuns; i++) {
      await runs.before?.();
      const run = await uploadOnce(port, { cookie, csrfToken }, bytes, true);
      if (dry === null || run.seconds < dry.seconds) dry = run;
    }
    await runs.before?.();
    const applied = await uploadOnce(port, { cookie, csrfToken }, bytes, false);
    child.send('report');
    const memory = (await next()) as { rssBeforeMb: number; sampledPeakMb: number; maxRssMb: number };
    return { store, dry, applied, ...memory };
  } finally {
    if (child.exitCode === null) child.kill();
  }
}

/**
 * The most a file the gateway accepts can cost: a valid 100,000-row workbook with every part at its bound (the
 * worksheet and the shared strings at their byte bounds, the shared strings at their count bound), uploaded as a dry
 * run (parsed and validated; applying adds only the store's work) to a gateway process restarted on a fresh store.
 */
async function boundUpload(dataDir: string) {
  const building = performance.now();
  const bytes = boundWorkbook({
    rows: FAN_UPLOAD_MAX_ROWS,
    worksheetBytes: XLSX_LIMITS.worksheetBytes,
    sharedStringsBytes: XLSX_LIMITS.sharedStringsBytes,
    sharedStringCount: XLSX_LIMITS.sharedStringCount,
  });
  const builtSeconds = (performance.now() - building) / 1000;
  const { child, next } = await startGateway(dataDir, true);
  try {
    const { port, cookie, csrfToken } = (await next()) as { port: number; cookie: string; csrfToken: string };
    const dry = await uploadOnce(port, { cookie, csrfToken }, bytes, true);
    child.send('report');
    const memory = (await next()) as { rssBeforeMb: number; sampledPeakMb: number; maxRssMb: number };
    return { bytes: bytes.length, builtSeconds, dry, ...memory };
  } finally {
    if (child.exitCode === null) child.kill();
  }
}

/** What the upload part measured, for the summary table. */
export interface UploadFigures {
  store: string;
  dryRatio: number;
  appliedRatio: number;
  /** Rows → MB an applied upload of that many rows added to a fresh gateway (peak RSS − RSS before it). */
  added: Array<{ rows: number; mb: number }>;
}

/** A large workbook of valid rows against a bare exceljs read: throughput, and the gateway's memory. */
async function runLargeUpload(dir: string): Promise<UploadFigures> {
  const building = performance.now();
  const bytes = await largeWorkbook(ROWS, (i) => validRow(300_000 + i));
  const file = path.join(dir, `bench-${ROWS}.xlsx`);
  fs.writeFileSync(file, bytes);
  const rowsText = ROWS.toLocaleString('en-US');
  console.log(
    `\nupload: a ${rowsText}-row workbook (${(bytes.length / 1e6).toFixed(2)} MB, every column filled) built in ${((performance.now() - building) / 1000).toFixed(1)} s`,
  );

  // The bare read takes its turn before each of the gateway's timed uploads, so that whatever else the machine does
  // falls on both parties alike; the best of each is compared.
  const bareReads = await bareRounds(file);
  const gw = await gatewayUpload(path.join(dir, 'data'), bytes, {
    warmUp: true,
    dryRuns: DRY_RUNS,
    before: bareReads.read,
  });
  const dry = gw.dry!;
  const appliedSeconds = [gw.applied.seconds];
  let applied = gw.applied;
  for (let i = 1; i < APPLIED_RUNS; i++) {
    const again = await gatewayUpload(path.join(dir, `data-applied-${i}`), bytes, {
      warmUp: true,
      dryRuns: 0,
      before: bareReads.read,
    });
    appliedSeconds.push(again.applied.seconds);
    if (again.applied.seconds < applied.seconds) applied = again.applied;
  }
  bareReads.stop();
  const bare = { seconds: Math.min(...bareReads.seconds) };
  const each = (seconds: number[]) => seconds.map((s) => `${(s * 1000).toFixed(0)}`).join(', ');
  if (applied.report.rowCount !== ROWS || applied.report.created + applied.report.updated !== ROWS) {
    throw new Error(
      `the upload applied ${applied.report.created} created + ${applied.report.updated} updated of ${ROWS}`,
    );
  }
  const rate = (seconds: number) => ROWS / seconds;
  const line = (name: string, seconds: number, extra = '') =>
    console.log(
      `${name.padEnd(52)} ${rate(seconds).toFixed(0).padStart(8)} rows/s  (${(seconds * 1000).toFixed(0)} ms${extra})`,
    );
  line(`bare exceljs streaming read, ${rowsText} rows`, bare.seconds, `; best of ${each(bareReads.seconds)} ms`);
  line(`gateway dry run: parse + validate (${gw.store})`, dry.seconds, `; gateway says ${dry.report.durationMs} ms`);
  line(
    `gateway upload: parse + validate + apply (${gw.store})`,
    applied.seconds,
    `; best of ${each(appliedSeconds)} ms; ${applied.report.created} created, ${applied.report.updated} updated`,
  );
  console.log(`ratio gateway dry run / bare exceljs read: ${(rate(dry.seconds) / rate(bare.seconds)).toFixed(3)}`);
  console.log(
    `ratio gateway upload (applied) / bare exceljs read: ${(rate(applied.seconds) / rate(bare.seconds)).toFixed(3)}`,
  );

  const bareMemory = await bareRead(file, 1);
  console.log(
    `peak memory (MB): gateway rss before ${gw.rssBeforeMb}, sampled peak ${gw.sampledPeakMb}, maxRSS ${gw.maxRssMb} ` +
      `(a warm-up and timed dry runs, then the upload, in one fresh process)   bare exceljs read maxRSS ${bareMemory.maxRssMb}`,
  );
  // maxRSS covers the whole process, its start included (PGlite's start peaks above an upload), so what an upload
  // adds is the RSS sampled while it runs, less the RSS before it: one applied upload in a fresh gateway for each
  // size alike, restarted on a store it did not create (the figure above is the peak over the timed gateway's five
  // uploads).
  const added: UploadFigures['added'] = [];
  for (const rows of MEMORY_ROWS) {
    const file = await largeWorkbook(rows, (i) => validRow(300_000 + i));
    const m = await gatewayUpload(path.join(dir, `data-${rows}`), file, { warmUp: false, dryRuns: 0, restarted: true });
    const mb = m.sampledPeakMb - m.rssBeforeMb;
    added.push({ rows, mb });
    console.log(
      `memory a ${rows.toLocaleString('en-US')}-row upload adds (applied, restarted process): ${mb} MB ` +
        `(rss before ${m.rssBeforeMb}, sampled peak ${m.sampledPeakMb}, maxRSS ${m.maxRssMb}; ${(m.applied.seconds * 1000).toFixed(0)} ms)`,
    );
  }
  added.sort((a, b) => a.rows - b.rows);
  return {
    store: gw.store,
    dryRatio: rate(dry.seconds) / rate(bare.seconds),
    appliedRatio: rate(applied.seconds) / rate(bare.seconds),
    added,
  };
}

export async function runUploadBench(on: BenchStore = {}): Promise<UploadFigures | null> {
  store = on;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-upload-'));
  try {
    const figures = ONLY_BOUND ? null : await runLargeUpload(dir);
    if (ONLY_LARGE) return figures;
    const bound = await boundUpload(path.join(dir, 'data-bound'));
    const mb = (n: number) => (n / (1024 * 1024)).toFixed(1);
    console.log(
      `\nupload at every bound: ${(bound.bytes / 1e6).toFixed(2)} MB file (built in ${bound.builtSeconds.toFixed(1)} s), ` +
        `worksheet ${mb(XLSX_LIMITS.worksheetBytes)} MiB, shared strings ${mb(XLSX_LIMITS.sharedStringsBytes)} MiB in ` +
        `${XLSX_LIMITS.sharedStringCount.toLocaleString('en-US')} entries, ${bound.dry.report.rowCount.toLocaleString('en-US')} rows`,
    );
    console.log(
      `gateway dry run at every bound: ${(bound.dry.seconds * 1000).toFixed(0)} ms (gateway says ${bound.dry.report.durationMs} ms); ` +
        `memory (MB): rss before ${bound.rssBeforeMb}, sampled peak ${bound.sampledPeakMb}, maxRSS ${bound.maxRssMb} (restarted process)`,
    );
    return figures;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runUploadBench();
