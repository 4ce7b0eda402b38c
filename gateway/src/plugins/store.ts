import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { openDb, type Db } from '../store/db.ts';
import { migrate } from '../store/migrate.ts';
import { loadFixtures } from '../store/fixtures.ts';
import { ConfigError } from '../config.ts';
import { importDiskUploads } from '../files/disk-import.ts';
import { startUpkeep } from '../store/upkeep.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

/**
 * The store: PGlite under DATA_DIR by default, a PostgreSQL server with DATABASE_URL; migrated at start, and the
 * embedded one vacuumed and analyzed as a server's autovacuum would (store/upkeep.ts).
 */
async function storePlugin(app: FastifyInstance, opts: { config: Config; db?: Db }) {
  const { config } = opts;
  const db = opts.db ?? (await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  app.decorate('db', db);
  // the embedded store's vacuum and analyze (a server's autovacuum does its own), stopped before the store closes
  let stopUpkeep: () => Promise<void> = async () => {};
  app.addHook('onClose', async () => {
    await stopUpkeep();
    if (!opts.db) await db.close();
  });

  const applied = await migrate(db);
  if (applied.length) app.log.info({ migrations: applied, store: db.kind }, 'migrations applied');
  // files received before they lived in the store (migration 009)
  await importDiskUploads(db, config.dataDir, app.log);
  if (config.fixtures.load) {
    await loadFixtures(db, path.join(config.rootDir, 'fixtures'), config.fixtures.password, app.log);
  }
  if (config.nodeEnv === 'production' && !config.fixtures.allowInProduction) {
    const { rows } = await db.query<{ n: number }>(
      "select count(*)::int as n from users where password_origin = 'fixture'",
    );
    if ((rows[0]?.n ?? 0) > 0) {
      throw new ConfigError(
        'Refusing to start in production: fixture accounts still use the development password (change them, or set ALLOW_FIXTURE_PASSWORDS_IN_PRODUCTION=true)',
      );
    }
  }
  stopUpkeep = startUpkeep(db, app.log);
}

export default fp(storePlugin, { name: 'store' });
