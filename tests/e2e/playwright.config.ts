import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT as PORT } from './support/e2e-env.ts';

/**
 * Browser journeys against the real product: the compiled gateway (as production runs it; `npm run build` first)
 * serving both built apps on the embedded store with its fixtures, in a fresh DATA_DIR, driven in Debian's
 * chromium (never a downloaded browser).
 *
 * Two gateways, each with its own store: the journeys are split in two halves, and each half runs its files one
 * after another against its own gateway (a file may leave state the next one reads, but never one of the other
 * half). The halves run one after the other: on this machine's two cores, side by side they took as long and timed
 * out more often. The customer-site journeys that read e-mail (the one-time code) are in the first half, whose
 * gateway listens on E2E_PORT.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const run = `${process.pid}-${Date.now()}`;

const HALVES = [
  {
    name: 'site',
    port: PORT,
    testMatch: [
      'customer-site/verification-*.spec.ts',
      'customer-site/forms.spec.ts',
      'customer-site/form-engine.spec.ts',
      'customer-site/home.spec.ts',
      'customer-site/server-rendering.spec.ts',
      'customer-site/site-frame.spec.ts',
      'customer-site/spanish-walk.spec.ts',
      'customer-site/link-crawl.spec.ts',
      'customer-site/chunk-failure.spec.ts',
      'customer-site/signature-lander.spec.ts',
      'customer-site/military.spec.ts',
    ],
  },
  {
    name: 'flows',
    port: PORT + 1,
    testMatch: [
      'admin-console/*.spec.ts',
      'customer-site/enrollment*.spec.ts',
      'customer-site/waiver.spec.ts',
      'customer-site/signature-offers.spec.ts',
      'customer-site/escalation-curbside.spec.ts',
      'customer-site/connected-car.spec.ts',
      'customer-site/discount-verification.spec.ts',
      'customer-site/plan-label-finder.spec.ts',
      'customer-site/instant-on.spec.ts',
    ],
  },
] as const;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  // One retry: a journey that fails and then passes is reported as flaky by name at the end of the run (the summary
  // of tests/run-all.sh), to be fixed, while one browser hiccup on a loaded two-core machine does not throw away a
  // whole run. A journey that fails twice fails the run.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  outputDir: path.join(root, '.tmp', 'e2e-results'),
  use: {
    // recording a trace of every journey costs the suite minutes; a failure still leaves its page snapshot
    // (error-context.md), and `--trace on` records them when a failure needs the steps
    trace: 'off',
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
  projects: HALVES.map((half) => ({
    name: half.name,
    testMatch: [...half.testMatch],
    workers: 1,
    use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://localhost:${half.port}` },
  })),
  webServer: HALVES.map((half) => ({
    // the compiled gateway, its e-mail caught by a loopback SMTP server (support/gateway-with-mailbox.ts)
    command: 'node --import tsx tests/e2e/support/gateway-with-mailbox.ts',
    cwd: root,
    url: `http://localhost:${half.port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(half.port),
      // the mailbox this gateway files its e-mail in (support/e2e-env.ts)
      E2E_PORT: String(half.port),
      HOST: 'localhost',
      DATA_DIR: path.join(os.tmpdir(), `e2e-data-${half.name}-${run}`),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // the journeys send many forms from one address and one customer; the write throttle has its own API suite
      PUBLIC_WRITES_PER_MINUTE: '100000',
      CUSTOMER_WRITES_PER_HOUR: '100000',
      SIGN_INS_PER_MINUTE: '100000',
      // e-mails (one-time codes) leave at once
      OUTBOX_POLL_MS: '200',
    },
  })),
});
