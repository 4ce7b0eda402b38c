import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { openDb } from '../../../gateway/src/store/db.ts';
import { loadFixtures } from '../../../gateway/src/store/fixtures.ts';
import { MIGRATIONS_DIR, migrate } from '../../../gateway/src/store/migrate.ts';

/**
 * A store already migrated and loaded with the fixtures, for a suite's gateway: built once for each version of
 * the migrations, the fixtures and their loader, then copied (PGlite: the data folder; PostgreSQL: CREATE
 * DATABASE … TEMPLATE) for every suite. What a gateway does on a first start over an empty store is tested on
 * its own (store.test.ts); every other suite starts where that start ends, without paying for it again.
 */
const root = path.resolve(import.meta.dirname, '..', '..', '..');
const FIXTURES_DIR = path.join(root, 'fixtures');
// every fixture loader of the store (fixtures.ts and the *-fixtures.ts beside it)
const STORE_DIR = path.join(root, 'gateway', 'src', 'store');
const LOADERS = readdirSync(STORE_DIR)
  .filter((f) => f.endsWith('fixtures.ts'))
  .sort()
  .map((f) => path.join(STORE_DIR, f));

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(full)));
    else out.push(full);
  }
  return out.sort();
}

async function seedKey(password: string): Promise<string> {
  const hash = createHash('sha256').update(password);
  for (const file of [...(await filesUnder(MIGRATIONS_DIR)), ...(await filesUnder(FIXTURES_DIR)), ...LOADERS]) {
    hash.update(path.relative(root, file)).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

const quiet = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child() {
    return quiet;
  },
} as unknown as FastifyBaseLogger;

async function seed(options: { dataDir: string } | { databaseUrl: string }, password: string): Promise<void> {
  const db = await openDb(
    'databaseUrl' in options ? { databaseUrl: options.databaseUrl, dataDir: '' } : { dataDir: options.dataDir },
  );
  try {
    await migrate(db);
    await loadFixtures(db, FIXTURES_DIR, password, quiet);
  } finally {
    await db.close();
  }
}

const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );

/** PGlite: a new DATA_DIR whose pgdata is a copy of the seeded template. */
export async function seededDataDir(password: string): Promise<string> {
  const template = path.join(os.tmpdir(), `gateway-seeded-${await seedKey(password)}`);
  if (!(await exists(path.join(template, 'ready')))) {
    const building = `${template}.building-${process.pid}-${randomBytes(4).toString('hex')}`;
    await mkdir(building, { recursive: true });
    await seed({ dataDir: building }, password);
    await writeFile(path.join(building, 'ready'), new Date().toISOString());
    await rename(building, template).catch(() => rm(building, { recursive: true, force: true }));
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gateway-test-'));
  await cp(path.join(template, 'pgdata'), path.join(dataDir, 'pgdata'), { recursive: true });
  return dataDir;
}

/** PostgreSQL: a new database cloned from the seeded template database on the admin URL's server. */
export async function seededDatabaseUrl(adminUrl: string, password: string): Promise<string> {
  const { default: pg } = await import('pg');
  const template = `seeded_${await seedKey(password)}`;
  const urlOf = (name: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount === 0) {
      const building = `${template}_b${randomBytes(3).toString('hex')}`;
      await admin.query(`create database ${building}`);
      await seed({ databaseUrl: urlOf(building) }, password);
      await admin
        .query(`alter database ${building} rename to ${template}`)
        .catch(() => admin.query(`drop database ${building}`));
    }
    const name = `t_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${name} template ${template}`);
    return urlOf(name);
  } finally {
    await admin.end();
  }
}
