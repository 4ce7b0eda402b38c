import { ConfigError, loadConfig } from '../config.ts';
import { openDb } from '../store/db.ts';
import { migrate } from '../store/migrate.ts';
import { outboxCounts, waitingMessages } from './store.ts';

/**
 * npm run outbox: the team e-mails still waiting in the outbox, for operators, with their attempts and last
 * error. On the embedded store stop the gateway first (PGlite has one process at a time); on a PostgreSQL
 * server (DATABASE_URL) it reads beside running gateways.
 */
async function main() {
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const counts = await outboxCounts(db);
    process.stdout.write(
      `outbox: ${counts.pending} waiting (${counts.failing} after a failed attempt), ${counts.sent} sent\n`,
    );
    for (const m of await waitingMessages(db)) {
      process.stdout.write(
        `#${m.id} ${m.createdAt.toISOString()} ${m.topic} ${m.sourceRef} to ${m.mailTo} "${m.subject}" ` +
          `attempts ${m.attempts}, next ${m.nextAttemptAt.toISOString()}${m.lastError ? `, last error: ${m.lastError}` : ''}\n`,
      );
    }
  } finally {
    await db.close();
  }
}

try {
  await main();
} catch (err) {
  process.stderr.write(`${err instanceof ConfigError ? err.message : (err as Error).message}\n`);
  process.exit(1);
}
