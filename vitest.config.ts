import { defineConfig } from 'vitest/config';

/**
 * unit: rules, services and components beside their code. api: black-box HTTP suites through app.inject(),
 * run once on PGlite and once on a PostgreSQL server (TEST_DATABASE_URL) by tests/run-all.sh. lighthouse: the
 * Lighthouse budgets against the compiled gateway (after `npm run build`), run alone by tests/run-all.sh.
 */
export default defineConfig({
  test: {
    // one worker per core (vitest leaves one core free by default: on a two-core machine, a single worker)
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/src/**/*.test.ts',
            'gateway/src/**/*.test.ts',
            'fixtures/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'tests/lighthouse/cpu-slowdown.test.ts',
            'admin-console/src/**/*.test.{ts,tsx}',
            'customer-site/src/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
          // Testing Library's queries wait up to 5 s for a screen to appear
          setupFiles: ['tests/support/unit-setup.ts'],
          // a component test's first render loads MUI and the page builder: on a busy two-core machine that alone can
          // take longer than vitest's default 5 s
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // Every file builds its own apps on its own store and closes them: the files share one module graph instead
          // of loading the gateway's anew each (a tenth of the suite's time)
          isolate: false,
        },
      },
      {
        test: {
          name: 'lighthouse',
          include: ['tests/lighthouse/budgets.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 150_000,
        },
      },
    ],
  },
});
