/**
 * Runs Lighthouse 12 (its CLI, in a child process, on Debian's chromium) against one page and reduces the report to
 * what the budgets need: the four category scores and, per category, the audits that did not pass. Scores vary from
 * run to run, so each page is measured several times and the run with the median performance score is the one
 * judged (Lighthouse's own advice), `LIGHTHOUSE_RUNS` times (3 unless told).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CATEGORIES, type Category, type Preset, type Target } from './budgets.ts';
import { slowdownFor } from './cpu-slowdown.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..', '..');
const CLI = path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');
export const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

interface LhrAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
}
/** What the gathering step saved that the calibration reads and changes. */
interface GatheredArtifacts {
  BenchmarkIndex?: number;
  settings: { throttlingMethod: string; throttling: { cpuSlowdownMultiplier: number } };
}
interface Lhr {
  runtimeError?: { code: string; message: string };
  environment: { benchmarkIndex: number };
  configSettings: { throttling: { cpuSlowdownMultiplier: number } };
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LhrAudit>;
}

export interface FailingAudit {
  id: string;
  title: string;
  score: number;
  displayValue?: string;
}

export interface RunReading {
  score: number;
  benchmarkIndex: number;
  slowdown: number;
}

export interface PageScores {
  scores: Record<Category, number>;
  /** Per category, the audits that count towards it and did not score 1. */
  failing: Record<Category, FailingAudit[]>;
  metrics: { fcp?: string; lcp?: string; tbt?: string; cls?: string; si?: string };
  /** Cumulative layout shift as a number (0 when nothing moved). */
  layoutShift: number;
  /** Every run in order: its performance score, the host's speed it measured, and the CPU slowdown it was judged at. */
  performanceRuns: RunReading[];
  /** The judged run's host reading and slowdown. */
  host: { benchmarkIndex: number; slowdown: number };
}

/**
 * One run in two steps. Lighthouse first loads the page and saves what it gathered (`--gather-mode`), unthrottled, as
 * it always does when it simulates. The run is then judged (`--audit-mode`) at the CPU slowdown that fits the host's
 * speed as that run measured it (`slowdownFor`, cpu-slowdown.ts).
 */
async function lighthouseOnce(url: string, preset: Preset): Promise<Lhr> {
  const common = [
    CLI,
    url,
    '--quiet',
    '--chrome-flags=--headless --no-sandbox --disable-gpu',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const options = {
    cwd: root,
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    maxBuffer: 256 * 1024 * 1024,
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-run-'));
  try {
    await run(process.execPath, [...common, `--gather-mode=${dir}`], options);
    const artifactsFile = path.join(dir, 'artifacts.json');
    const artifacts = JSON.parse(fs.readFileSync(artifactsFile, 'utf8')) as GatheredArtifacts;
    const { settings } = artifacts;
    const slowdown =
      settings.throttlingMethod === 'simulate'
        ? slowdownFor(settings.throttling.cpuSlowdownMultiplier, artifacts.BenchmarkIndex)
        : settings.throttling.cpuSlowdownMultiplier;
    // Lighthouse judges saved artifacts only with the settings they were gathered with: the slowdown is changed in
    // both, and it plays no part in gathering when the run is simulated.
    settings.throttling.cpuSlowdownMultiplier = slowdown;
    fs.writeFileSync(artifactsFile, JSON.stringify(artifacts));
    const { stdout } = await run(
      process.execPath,
      [
        ...common,
        `--audit-mode=${dir}`,
        `--throttling.cpuSlowdownMultiplier=${slowdown}`,
        '--output=json',
        '--output-path=stdout',
      ],
      options,
    );
    return JSON.parse(stdout) as Lhr;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The processors' busy and total time so far, in the kernel's ticks (null where /proc/stat is not there). */
function cpuTicks(): { busy: number; total: number } | null {
  let line: string;
  try {
    line = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
  } catch {
    return null;
  }
  // cpu  user nice system idle iowait irq softirq steal
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
  const busy = user! + nice! + system! + irq! + softirq! + steal!;
  return { busy, total: busy + idle! + iowait! };
}

/**
 * Waits, at most `maxMs`, for a second in which the processors are less than a tenth busy. Suites that just ended
 * keep the machine busy for a while (browsers and servers closing, memory handed back), and so can whatever else
 * shares it; a page measured meanwhile loses its blocking-time score to work that is not its own. Each run waits,
 * not only the first: a busy spell can start between two runs.
 */
async function quietMachine(maxMs = 60_000): Promise<void> {
  const until = Date.now() + maxMs;
  while (Date.now() < until) {
    const before = cpuTicks();
    if (before === null) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = cpuTicks()!;
    const total = after.total - before.total;
    if (total > 0 && (after.busy - before.busy) / total < 0.1) return;
  }
}

/**
 * One valid report: a run whose trace failed (NO_NAVSTART and the like: Lighthouse then exits non-zero, or reports a
 * runtimeError) is run again, three times at most.
 */
async function validRun(url: string, preset: Preset): Promise<Lhr> {
  let last = '';
  for (let attempt = 0; attempt < 4; attempt++) {
    let lhr: Lhr;
    await quietMachine();
    try {
      lhr = await lighthouseOnce(url, preset);
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr?.trim();
      last = stderr || (error instanceof Error ? error.message : String(error));
      continue;
    }
    if (!lhr.runtimeError && CATEGORIES.every((c) => lhr.categories[c].score !== null)) return lhr;
    last = lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : 'a category had no score';
  }
  throw new Error(`Lighthouse could not measure ${url} (${preset}): ${last}`);
}

const hostOf = (lhr: Lhr) => ({
  benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  slowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
});

function summarise(lhr: Lhr, performanceRuns: RunReading[]): PageScores {
  const scores = {} as Record<Category, number>;
  const failing = {} as Record<Category, FailingAudit[]>;
  for (const category of CATEGORIES) {
    scores[category] = Math.round((lhr.categories[category].score ?? 0) * 100);
    failing[category] = lhr.categories[category].auditRefs
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(
        ({ ref, audit }) =>
          audit && audit.score !== null && audit.score < 1 && (ref.weight > 0 || category === 'performance'),
      )
      .filter(({ audit }) => audit!.scoreDisplayMode !== 'informative' && audit!.scoreDisplayMode !== 'notApplicable')
      .map(({ audit }) => ({
        id: audit!.id,
        title: audit!.title,
        score: audit!.score!,
        displayValue: audit!.displayValue,
      }));
  }
  const metric = (id: string) => lhr.audits[id]?.displayValue;
  return {
    scores,
    failing,
    metrics: {
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
    },
    layoutShift: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    performanceRuns,
    host: hostOf(lhr),
  };
}

/** Measures a page `runs` times (RUNS unless told) and returns the run with the median performance score. */
export async function measurePage(url: string, preset: Preset, runs_ = RUNS): Promise<PageScores> {
  const runs: Lhr[] = [];
  for (let i = 0; i < runs_; i++) runs.push(await validRun(url, preset));
  const performance = (lhr: Lhr) => lhr.categories.performance.score ?? 0;
  const sorted = [...runs].sort((a, b) => performance(a) - performance(b));
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return summarise(
    median,
    runs.map((lhr) => ({ score: Math.round(performance(lhr) * 100), ...hostOf(lhr) })),
  );
}

/** The lines printed when a page misses a budget: page, category, score and the audits that failed. */
export function describeMisses(
  page: string,
  result: PageScores,
  target: Pick<Target, 'budgets' | 'maxLayoutShift'>,
): string[] {
  const { budgets, maxLayoutShift } = target;
  const lines: string[] = [];
  if (maxLayoutShift !== undefined && result.layoutShift > maxLayoutShift)
    lines.push(`${page}: layout shift ${result.layoutShift.toFixed(3)} > ${maxLayoutShift}`);
  for (const category of CATEGORIES) {
    const budget = budgets[category];
    if (budget === undefined || result.scores[category] >= budget) continue;
    lines.push(`${page}: ${category} ${result.scores[category]} < ${budget}`);
    if (category === 'performance')
      lines.push(`  runs: ${result.performanceRuns.map(formatRun).join(', ')}; ${formatMetrics(result)}`);
    for (const audit of result.failing[category])
      lines.push(
        `  - ${audit.id} (${Math.round(audit.score * 100)}): ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}`,
      );
  }
  return lines;
}

/** A run as the lines show it: its score, then the host's benchmark index and the CPU slowdown it was judged at. */
const formatRun = (run: RunReading) => `${run.score} (host ${run.benchmarkIndex}, CPU ${run.slowdown}×)`;

export function formatMetrics(result: PageScores): string {
  const m = result.metrics;
  const { benchmarkIndex, slowdown } = result.host;
  const metrics = `FCP ${m.fcp ?? '?'}, LCP ${m.lcp ?? '?'}, TBT ${m.tbt ?? '?'}, CLS ${m.cls ?? '?'}, SI ${m.si ?? '?'}`;
  return `${metrics}; host ${benchmarkIndex}, CPU ${slowdown}×`;
}
