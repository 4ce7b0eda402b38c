/**
 * The gateway's own overhead on a public route: GET /healthz through the whole gateway as production runs it
 * (serving the apps, after one customer page; security headers, request id, session and access hooks, compression
 * check, request logs at info to stdout) against a bare Fastify app answering the same JSON; against that bare app
 * with the gateway's request log added and nothing else; and against the bare app doing the least a gateway must do
 * on every answer at the least cost it can be done for (the security headers, and a request log line put together
 * by hand): the most any gateway that sends those headers and logs each request could reach on this machine.
 * Each party runs in its own process; this process drives them in turn with autocannon, in alternating rounds so
 * that noise from the machine falls on all, and prints the median of each and their ratios.
 * `node --import tsx tests/bench/healthz.ts` runs it alone (BENCH_SECONDS per round, BENCH_ROUNDS rounds).
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { childNodeOptions } from './child-process.ts';

const CHILD = path.join(import.meta.dirname, 'healthz-child.ts');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
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

/** req/s, and requests per second of the server's own CPU time (user + system). */
async function load(party: Party, duration: number): Promise<Round> {
  const before = await cpuMicros(party);
  const result = await autocannon({
    url: `http://127.0.0.1:${party.port}/healthz`,
    connections: CONNECTIONS,
    duration,
  });
  const used = (await cpuMicros(party)) - before;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`port ${party.port}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, perCpuSecond: result.requests.total / (used / 1e6) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function runHealthzBench(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-healthz-'));
  const parties = {
    bare: await start(['bare']),
    logged: await start(['logged', dataDir]),
    floor: await start(['floor']),
    gateway: await start(['gateway', dataDir]),
  };
  const names = Object.keys(parties) as Array<keyof typeof parties>;
  try {
    for (const name of names) await load(parties[name], 1); // warm-up: JIT
    const rounds: Record<keyof typeof parties, Round[]> = { bare: [], logged: [], floor: [], gateway: [] };
    for (let i = 0; i < ROUNDS; i++) for (const name of names) rounds[name].push(await load(parties[name], SECONDS));
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
    console.log(`/healthz: ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS}s, medians`);
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
    for (const name of names) parties[name].child.kill('SIGINT');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runHealthzBench();
