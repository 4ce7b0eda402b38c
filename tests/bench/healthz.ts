/**
 * The gateway's own overhead on a public route: GET /healthz through the whole gateway as production runs it
 * (serving the apps, after one customer page; security headers, request id, session and access hooks, compression
 * check, request logs at info to stdout) against a bare Fastify app answering the same JSON; against that bare app
 * with the gateway's request log added and nothing else; and against the bare app doing the least a gateway must do
 * on every answer at the least cost it can be done for (the security headers, and a request log line put together
 * by hand): the most any gateway that sends those headers and logs each request could reach on this machine.
 *
 * Each party runs in BENCH_PROCESSES processes of its own, and each measurement has a load generator process of its
 * own (healthz-load.ts). In each round every process is measured once, the order turned by one each round, so that
 * no party is always measured first or after the same one; the machine's other work falls on all. Each party's
 * figure is the median of all its measurements (decision 036).
 * `node --import tsx tests/bench/healthz.ts` runs it alone (BENCH_SECONDS per measurement, BENCH_ROUNDS rounds).
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { childNodeOptions } from './child-process.ts';

const CHILD = path.join(import.meta.dirname, 'healthz-child.ts');
const LOAD = path.join(import.meta.dirname, 'healthz-load.ts');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 3);
const CONNECTIONS = 10;

interface Party {
  child: ChildProcess;
  port: number;
}

function start(args: string[]): Promise<Party> {
  const child = fork(CHILD, args, {
    execArgv: [
      '--import',
      'tsx',
      ...childNodeOptions(args[0]),
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []),
    ],
    // the gateway's request logs go where production's would (stdout), here to /dev/null
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, port: (m as { port: number }).port }));
    child.once('exit', (code) => reject(new Error(`bench child ${args[0]} exited with ${code}`)));
  });
}

function cpuMicros(party: Party): Promise<number> {
  return new Promise((resolve) => {
    party.child.once('message', (m) => resolve((m as { cpuMicros: number }).cpuMicros));
    party.child.send('cpu');
  });
}

interface Round {
  rps: number;
  perCpuSecond: number;
}

/** req/s, and requests per second of the server's own CPU time (user + system), over `seconds` after a warm-up. */
async function load(party: Party, seconds: number): Promise<Round> {
  const generator = fork(LOAD, [String(party.port), String(CONNECTIONS), String(seconds)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const next = () =>
    new Promise<unknown>((resolve, reject) => {
      generator.once('message', resolve);
      generator.once('exit', (code) => reject(new Error(`load generator exited with ${code}`)));
    });
  await next(); // warmed up
  const before = await cpuMicros(party);
  generator.send('go');
  const result = (await next()) as { rps: number; total: number; failures: number };
  const used = (await cpuMicros(party)) - before;
  if (result.failures > 0) throw new Error(`port ${party.port}: ${result.failures} failed requests`);
  return { rps: result.rps, perCpuSecond: result.total / (used / 1e6) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function runHealthzBench(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-healthz-'));
  const kinds = {
    bare: ['bare'],
    logged: ['logged', dataDir],
    floor: ['floor'],
    gateway: ['gateway', dataDir],
  } as const;
  const names = Object.keys(kinds) as Array<keyof typeof kinds>;
  const processes: Array<{ name: keyof typeof kinds; party: Party }> = [];
  try {
    for (let i = 0; i < PROCESSES; i++)
      for (const name of names) processes.push({ name, party: await start([...kinds[name]]) });
    const rounds: Record<keyof typeof kinds, Round[]> = { bare: [], logged: [], floor: [], gateway: [] };
    for (let i = 0; i < ROUNDS; i++) {
      // each round starts one further along, so that no process is always measured first or after the same one
      for (let j = 0; j < processes.length; j++) {
        const { name, party } = processes[(i + j) % processes.length]!;
        rounds[name].push(await load(party, SECONDS));
      }
    }
    const summary = (name: string, rs: Round[]) => {
      const rps = median(rs.map((r) => r.rps));
      const cpu = median(rs.map((r) => r.perCpuSecond));
      const each = rs.map((r) => r.rps.toFixed(0)).join(', ');
      console.log(
        `${name.padEnd(48)} ${rps.toFixed(0).padStart(7)} req/s (${each})  ${cpu.toFixed(0).padStart(7)} req per CPU s`,
      );
      return { rps, cpu };
    };
    const ratio = (name: string, a: { rps: number; cpu: number }, b: { rps: number; cpu: number }) =>
      console.log(`${name}: ${(a.rps / b.rps).toFixed(3)} req/s, ${(a.cpu / b.cpu).toFixed(3)} per CPU second`);
    console.log(
      `/healthz: ${CONNECTIONS} connections; ${PROCESSES} processes a party, each measured ${ROUNDS} times for ${SECONDS}s; medians`,
    );
    const b = summary('bare Fastify /healthz (same JSON)', rounds.bare);
    const l = summary("bare Fastify + the gateway's request log only", rounds.logged);
    const f = summary('bare + security headers + least request log', rounds.floor);
    const g = summary('gateway /healthz (request logs at info)', rounds.gateway);
    ratio('ratio gateway /healthz / bare', g, b);
    // what the gateway's request log alone leaves of the bare rate, and what the rest of the gateway costs
    ratio('ratio bare with the request log / bare', l, b);
    ratio('ratio gateway /healthz / bare with the request log', g, l);
    // the most any gateway that sends the security headers and logs each request could reach here
    ratio('ratio bare with the headers and the least request log / bare', f, b);
  } finally {
    for (const { party } of processes) party.child.kill('SIGINT');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runHealthzBench();
