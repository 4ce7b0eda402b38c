import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Runs a script that logs through logDestination() in its own process; each stdout line with when it arrived. */
async function run(body: string): Promise<Array<{ line: string; at: number }>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'log-destination-'));
  const script = path.join(dir, 'script.ts');
  await writeFile(
    script,
    `import pino from ${JSON.stringify(import.meta.resolve('pino'))};\nimport { logDestination } from ${JSON.stringify(path.join(import.meta.dirname, 'log-destination.ts'))};\nconst destination = logDestination();\nconst log = pino({}, destination);\n${body}\n`,
  );
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: import.meta.dirname,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const started = Date.now();
    const lines: Array<{ line: string; at: number }> = [];
    // a chunk can end inside a line (or a character): lines are taken whole, as they complete
    let partial = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const complete = (partial + chunk).split('\n');
      partial = complete.pop()!;
      for (const line of complete.filter(Boolean)) lines.push({ line, at: Date.now() - started });
    });
    await new Promise((resolve) => child.once('close', resolve));
    return lines;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the log destination (stdout in batches)', () => {
  it('writes a quiet moment’s line within half a second, and what is gathered when the process exits', async () => {
    const lines = await run(`log.info('quiet'); setTimeout(() => { log.info('at exit'); process.exit(0); }, 1500);`);
    expect(lines.map((l) => JSON.parse(l.line).msg)).toEqual(['quiet', 'at exit']);
    // the first line left long before the process ended
    expect(lines[1]!.at - lines[0]!.at).toBeGreaterThan(700);
  });

  it('writes every line of a burst whole and in order, the last ones when the process exits', async () => {
    const lines = await run(
      `for (let i = 0; i < 10000; i++) log.info({ i, pad: 'é'.repeat(i % 50) }, 'burst'); process.exit(0);`,
    );
    expect(lines).toHaveLength(10_000);
    expect(lines.map((l) => JSON.parse(l.line).i)).toEqual(Array.from({ length: 10_000 }, (_, i) => i));
  });

  it('writes a line longer than a whole batch whole, in its place among the others', async () => {
    const lines = await run(
      `log.info('before'); log.info({ long: '📱é'.repeat(30_000) }, 'long'); log.info('after'); process.exit(0);`,
    );
    expect(lines.map((l) => JSON.parse(l.line).msg)).toEqual(['before', 'long', 'after']);
    expect(JSON.parse(lines[1]!.line).long).toBe('📱é'.repeat(30_000));
  });

  it('once closed, writes what it gathered and every later line at once, and keeps no exit hook', async () => {
    const lines = await run(
      `const exitHooks = process.listenerCount('exit');
log.info('gathered');
destination.close();
log.info({ exitHooks: process.listenerCount('exit') - exitHooks }, 'after close');`,
    );
    expect(lines.map((l) => JSON.parse(l.line).msg)).toEqual(['gathered', 'after close']);
    expect(JSON.parse(lines[1]!.line).exitHooks).toBe(-1);
  });
});
