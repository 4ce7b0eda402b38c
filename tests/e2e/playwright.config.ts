import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT as PORT } from './support/e2e-env.ts';

/**
 * Browser journeys against the real product: the compiled gateway (as production runs it; `npm run build` first)
 * serving both built apps on the embedded store with its fixtures, in a fresh DATA_DIR, driven in Debian's
 * chromium (never a downloaded browser).
 */
const dataDir = path.join(os.tmpdir(), `e2e-data-${process.pid}-${Date.now()}`);
const root = path.resolve(import.meta.dirname, '..', '..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  // the mail sink the outbox sends through (a journey reads the one-time code it was e-mailed)
  outputDir: path.join(root, '.tmp', 'e2e-results'),
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // the compiled gateway, its e-mail caught by a loopback SMTP server (support/gateway-with-mailbox.ts)
    command: 'node --import tsx tests/e2e/support/gateway-with-mailbox.ts',
    cwd: root,
    url: `http://localhost:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: 'localhost',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // the journeys send many forms from one address and one customer; the write throttle has its own API suite
      PUBLIC_WRITES_PER_MINUTE: '100000',
      // e-mails (one-time codes) leave at once
      OUTBOX_POLL_MS: '200',
      CUSTOMER_WRITES_PER_HOUR: '100000',
    },
  },
});
