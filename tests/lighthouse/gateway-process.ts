/**
 * The compiled gateway for the Lighthouse suite and the bench, started the way the browser journeys start it
 * (`node gateway/dist/server.js`, a fresh DATA_DIR, the fixtures), in its own process group so that stopping it
 * stops everything it started.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GATEWAY_NODE_OPTIONS } from '../../gateway/src/node-options.ts';

export interface RunningGateway {
  origin: string;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '..', '..');

async function waitUntilReady(origin: string, child: ChildProcess, stderr: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the gateway exited with ${child.exitCode}: ${stderr()}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the gateway did not answer ${origin}/readyz within 120 s: ${stderr()}`);
}

/** Starts one on `port`; `env` adds configuration (a flag turned on, say). */
export async function startGateway(port: number, env: Readonly<Record<string, string>> = {}): Promise<RunningGateway> {
  if (!fs.existsSync(path.join(root, 'gateway', 'dist', 'server.js')))
    throw new Error('gateway/dist/server.js is missing: run npm run build first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-data-'));
  const child = spawn(process.execPath, [...GATEWAY_NODE_OPTIONS, 'gateway/dist/server.js'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ...env,
    },
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const origin = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(origin, child, () => errors);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
