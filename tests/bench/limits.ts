/**
 * Uploads and exports at the library's limit, on both stores: the group export (export.ts) and the fan upload
 * (upload.ts) measured on PGlite, then on a PostgreSQL server (pg-server.ts: BENCH_DATABASE_URL, or a throwaway
 * cluster when the binaries are installed), each ending with a table of its figures against their goals.
 *
 * `npm run bench` runs it after the other parts; `node --import tsx tests/bench/limits.ts` runs just this part
 * (BENCH_UPLOAD_PARTS=large leaves out the upload at every bound).
 */
import { pathToFileURL } from 'node:url';
import { runExportBench, type ExportFigures } from './export.ts';
import { startBenchPostgres } from './pg-server.ts';
import { runUploadBench, type UploadFigures } from './upload.ts';

const GOALS = { exportRatio: 0.7, dryRatio: 0.8, appliedRatio: 0.5, addedMb: 100 };

function printTable(name: string, exp: ExportFigures, up: UploadFigures | null): void {
  const rows: Array<[string, string, string]> = [
    ['group export, gateway / bare exceljs streaming write', exp.ratio.toFixed(3), `≥ ${GOALS.exportRatio}`],
  ];
  if (up) {
    rows.push(
      ['upload dry run, gateway / bare exceljs streaming read', up.dryRatio.toFixed(3), `≥ ${GOALS.dryRatio}`],
      ['upload applied, gateway / bare exceljs streaming read', up.appliedRatio.toFixed(3), `≥ ${GOALS.appliedRatio}`],
      [
        'memory an upload adds to the gateway (peak RSS − RSS before it)',
        up.added.map((a) => `${a.rows / 1000}k rows: ${a.mb} MB`).join(', '),
        `≤ ${GOALS.addedMb} MB, the same at 10k and 100k rows`,
      ],
    );
  }
  rows.push([
    'memory an export adds to the gateway',
    exp.added.map((a) => `${a.rows / 1000}k members: ${a.mb} MB`).join(', '),
    '',
  ]);
  console.log(`\n| ${name} | measured | goal |\n| --- | --- | --- |`);
  for (const [measure, value, goal] of rows) console.log(`| ${measure} | ${value} | ${goal} |`);
}

export async function runLimitsBench(): Promise<void> {
  console.log('\n== uploads and exports on PGlite ==');
  const pgliteExport = await runExportBench();
  const pgliteUpload = await runUploadBench();
  const server = startBenchPostgres();
  let postgres: { exp: ExportFigures; up: UploadFigures | null } | null = null;
  if (server) {
    try {
      console.log('\n== uploads and exports on PostgreSQL ==');
      const on = { databaseUrl: server.url, reset: server.reset };
      postgres = { exp: await runExportBench(on), up: await runUploadBench(on) };
    } finally {
      server.stop();
    }
  } else {
    console.log('\nPostgreSQL is not installed: no second table (set BENCH_DATABASE_URL to use a server)');
  }
  printTable('PGlite', pgliteExport, pgliteUpload);
  if (postgres) printTable('PostgreSQL', postgres.exp, postgres.up);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runLimitsBench();
