import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD, freshDatabaseUrl, onPostgres, startTestApp } from './support/app.ts';
import { createFans, findStoredFans } from '../../gateway/src/services/fanprofile/upload-store.ts';
import type { StoredFan } from '../../gateway/src/services/fanprofile/plan.ts';
import type { CopyValue, Tx } from '../../gateway/src/store/db.ts';

/** A scratch table of numbered rows in batches (n is unique), and a batch of 500 of its rows from `from`. */
const PAIRS_TABLE = 'create temp table pairs (batch text, n int primary key) on commit drop';
const batch = (name: string, from: number): CopyValue[][] => Array.from({ length: 500 }, (_, i) => [name, from + i]);

describe('the store', () => {
  it('keeps data across a restart and never loads fixtures over live data', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gateway-restart-'));
    const databaseUrl = await freshDatabaseUrl();
    try {
      const first = await startTestApp({}, { dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
      const reader = await first.login('reader');
      await first.app.db.query("update fan_profiles set name = 'Renamed Live Data' where id = '00012345'");
      await first.app.db.query("delete from fan_profiles where id = '00054321'");
      await first.close();

      const second = await startTestApp({}, { dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
      try {
        const me = await second.app.inject({ method: 'GET', url: '/auth/me', headers: { cookie: reader.cookie } });
        expect(me.statusCode).toBe(200);
        const { rows } = await second.app.db.query<{ id: string; name: string }>(
          "select id, name from fan_profiles where id in ('00012345', '00054321')",
        );
        expect(rows).toEqual([{ id: '00012345', name: 'Renamed Live Data' }]);
        const migrations = await second.app.db.query<{ n: number }>('select count(*)::int as n from schema_migrations');
        expect(migrations.rows[0]!.n).toBeGreaterThan(0);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it(`runs on ${onPostgres ? 'a PostgreSQL server' : 'embedded PGlite'}`, async () => {
    const t = await startTestApp();
    try {
      expect(t.app.db.kind).toBe(onPostgres ? 'postgres' : 'pglite');
    } finally {
      await t.close();
    }
  });

  it('copies rows in bulk with every character as it was given', async () => {
    const t = await startTestApp();
    try {
      const odd = ['tab\there', 'two\nlines', 'carriage\rreturn', 'back\\slash', '\\N', 'quote " and \'', '', '😀 ñ'];
      const rows: CopyValue[][] = odd.map((text, i) => [
        i,
        text,
        i % 2 === 0,
        [text, 'a,b', '{x}', ''],
        JSON.stringify({ text }),
      ]);
      rows.push([99, null, null, [], null]);
      const back = await t.app.db.transaction(async (tx) => {
        await tx.exec('create temp table copied (n int, t text, b boolean, a text[], j jsonb) on commit drop');
        await tx.copyRows('copied', ['n', 't', 'b', 'a', 'j'], rows);
        return (await tx.query('select n, t, b, a, j from copied order by n')).rows;
      });
      expect(back).toEqual([
        ...odd.map((text, i) => ({ n: i, t: text, b: i % 2 === 0, a: [text, 'a,b', '{x}', ''], j: { text } })),
        { n: 99, t: null, b: null, a: [], j: null },
      ]);
    } finally {
      await t.close();
    }
  });

  it('copies two batches sent together each as given, and a failed COPY leaves the next one whole', async () => {
    const t = await startTestApp();
    try {
      const back = await t.app.db.transaction(async (tx) => {
        await tx.exec(PAIRS_TABLE);
        await Promise.all([
          tx.copyRows('pairs', ['batch', 'n'], batch('a', 0)),
          tx.copyRows('pairs', ['batch', 'n'], batch('b', 1000)),
        ]);
        await tx.exec('savepoint before_clash');
        await expect(tx.copyRows('pairs', ['batch', 'n'], batch('c', 499))).rejects.toMatchObject({ code: '23505' });
        await tx.exec('rollback to savepoint before_clash');
        await tx.copyRows('pairs', ['batch', 'n'], batch('d', 2000));
        return (
          await tx.query<{ batch: string; rows: number; low: number; high: number }>(
            'select batch, count(*)::int as rows, min(n) as low, max(n) as high from pairs group by batch order by batch',
          )
        ).rows;
      });
      expect(back).toEqual([
        { batch: 'a', rows: 500, low: 0, high: 499 },
        { batch: 'b', rows: 500, low: 1000, high: 1499 },
        { batch: 'd', rows: 500, low: 2000, high: 2499 },
      ]);
    } finally {
      await t.close();
    }
  });

  it('undoes only a clashing COPY of new rows, even with statements sent beside it', async () => {
    const t = await startTestApp();
    try {
      const kept = await t.app.db.transaction(async (tx) => {
        await tx.exec(PAIRS_TABLE);
        expect(await tx.copyNewRows('pairs', ['batch', 'n'], batch('a', 0))).toBe('copied');
        // sent together: the insert goes after the clashing COPY, so undoing that COPY must not take the insert along
        const answers = await Promise.all([
          tx.copyNewRows('pairs', ['batch', 'n'], batch('b', 499)),
          tx.query("insert into pairs values ('c', 5000)"),
          tx.copyNewRows('pairs', ['batch', 'n'], batch('d', 1000)),
        ]);
        const counted = await tx.query<{ batch: string; rows: number }>(
          'select batch, count(*)::int as rows from pairs group by batch order by batch',
        );
        return { answers: [answers[0], answers[2]], rows: counted.rows };
      });
      expect(kept).toEqual({
        answers: ['taken', 'copied'],
        rows: [
          { batch: 'a', rows: 500 },
          { batch: 'c', rows: 1 },
          { batch: 'd', rows: 500 },
        ],
      });
    } finally {
      await t.close();
    }
  });

  it('refuses a statement sent after its transaction has ended, so nothing runs outside it', async () => {
    const t = await startTestApp();
    try {
      let late: Tx | null = null;
      await t.app.db.transaction(async (tx) => {
        late = tx;
        await tx.query("update fan_profiles set name = 'Inside' where id = '00012345'");
      });
      await expect(late!.query("update fan_profiles set name = 'Outside' where id = '00012345'")).rejects.toThrow(
        'the transaction has ended',
      );
      await expect(
        late!.copyRows(
          'audit_events',
          ['actor', 'action', 'entity_type', 'entity_id'],
          [['late', 'late', 'fan', '00012345']],
        ),
      ).rejects.toThrow('the transaction has ended');
      const { rows } = await t.app.db.query<{ name: string; late: number }>(
        "select name, (select count(*)::int from audit_events where actor = 'late') as late from fan_profiles where id = '00012345'",
      );
      expect(rows).toEqual([{ name: 'Inside', late: 0 }]);
    } finally {
      await t.close();
    }
  });

  it("answers a failed statement with the engine's error and its code, and nothing more once closed", async () => {
    const t = await startTestApp();
    await expect(t.app.db.query('select 1 / 0')).rejects.toMatchObject({ code: '22012', message: 'division by zero' });
    await expect(
      t.app.db.query(
        "insert into fan_profiles (id, status, name, friendly_name) values ('00012345', 'Active', 'Twice', 'Twice')",
      ),
    ).rejects.toMatchObject({
      code: '23505',
      constraint: 'fan_profiles_pkey',
    });
    expect((await t.app.db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await t.close();
    await expect(t.app.db.query('select 1')).rejects.toThrow();
  });

  it('creates FANs in bulk, and replaces one that another transaction created meanwhile', async () => {
    const t = await startTestApp();
    const fan = (id: string, name: string): StoredFan => ({
      id,
      status: 'Active',
      name,
      friendlyName: `${name} perks`,
      onlExpStatus: 'Active',
      onlExpStatusReason: null,
      contractType: null,
      agreementType: null,
      liabilityType: null,
      affinityTags: ['GOV', 'TECH'],
      contactName: null,
      contactEmail: null,
      workPhone: null,
      waivedActivationFees: true,
      waivedUpgradeFees: null,
      discounts: [],
    });
    try {
      // 00012345 is a fixture FAN: planned as a create, it meets the stored one as a concurrent create would.
      const stored = await t.app.db.transaction(async (tx) => {
        await createFans(tx, [fan('70000001', 'Bulk One'), fan('00012345', 'Replaced Meanwhile')]);
        await createFans(tx, [fan('70000002', 'Bulk Two')]);
        return findStoredFans(tx, ['70000001', '70000002', '00012345'], false);
      });
      expect([...stored.values()].map((f) => [f.id, f.name, f.affinityTags])).toEqual([
        ['00012345', 'Replaced Meanwhile', ['GOV', 'TECH']],
        ['70000001', 'Bulk One', ['GOV', 'TECH']],
        ['70000002', 'Bulk Two', ['GOV', 'TECH']],
      ]);
    } finally {
      await t.close();
    }
  });

  it("keeps a FAN's token unique among the FANs that have one, however many have none", async () => {
    const t = await startTestApp();
    try {
      const add = (id: string, token: string | null) =>
        t.app.db.query(
          "insert into fan_profiles (id, status, name, friendly_name, token) values ($1, 'Active', $1, $1, $2)",
          [id, token],
        );
      await add('71000001', null);
      await add('71000002', null);
      await add('71000003', 'token-one');
      await expect(add('71000004', 'token-one')).rejects.toThrow(/fan_profiles_token_key/);
      const { rows } = await t.app.db.query<{ n: number }>(
        "select count(*)::int as n from fan_profiles where id like '7100000%'",
      );
      expect(rows[0]!.n).toBe(3);
      // a token link's lookup (`token = $1`) can use the partial index, whatever the table's size makes cheapest
      const plan = await t.app.db.transaction(async (tx) => {
        await tx.exec('set local enable_seqscan = off');
        return tx.query<Record<string, string>>("explain select id from fan_profiles where token = 'token-one'");
      });
      expect(JSON.stringify(plan.rows)).toMatch(/fan_profiles_token_key/);
    } finally {
      await t.close();
    }
  });

  it('refuses to start in production while fixture passwords are in use, unless told so', async () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://www.carrier.example',
      CAPTCHA_HMAC_KEY: 'k'.repeat(40),
    };
    await expect(startTestApp(production)).rejects.toThrow(/fixture accounts still use the development password/);
    const allowed = await startTestApp({ ...production, ALLOW_FIXTURE_PASSWORDS_IN_PRODUCTION: 'true' });
    await allowed.close();
  });
});

describe('logs', () => {
  it('carry request ids and never cookies, passwords or tokens', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await startTestApp({ LOG_LEVEL: 'info' }, { logStream: stream });
    try {
      const reader = await t.login('reader');
      await reader.inject({
        method: 'GET',
        url: '/msapi/onlinesalesorchestration/fanprofiles-papi/v1/fan/details/00012345?iruToken=secret-token-value',
      });
      await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: 'reader', password: 'wrong-password-here' },
      });
      // the query parser reads a percent-encoded name as the plain one; a returnurl can carry a token of its own
      await t.app.inject({ method: 'GET', url: '/msapi/fanprofile/v1/fan/landing?iru%54oken=encoded-name-token' });
      await t.app.inject({
        method: 'GET',
        url: '/msapi/fanprofile/v1/fan/landing?iruToken=x&returnurl=%2Flanding%3FiruToken%3Dnested-token-value',
      });
      const all = lines.join('');
      expect(all).toMatch(/"reqId":"[0-9a-f]{32}"/);
      expect(all).not.toContain(FIXTURE_PASSWORD);
      expect(all).not.toContain('wrong-password-here');
      expect(all).not.toContain(reader.cookie.slice(4));
      expect(all).not.toContain(reader.csrfToken);
      expect(all).not.toContain('secret-token-value');
      expect(all).not.toContain('encoded-name-token');
      expect(all).not.toContain('nested-token-value');
    } finally {
      await t.close();
    }
  });
});
