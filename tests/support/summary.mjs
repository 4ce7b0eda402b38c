// Adds up the JSON reports of every test run into closing lines: each failed test (and each browser journey that
// failed once and passed on its retry) with the first line of its error and what it expected and received, then "N passed, N failed". run-all.sh
// prints it last, also when a phase fails, so the names of what failed are the last thing a long log shows.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const flaky = [];

/** The first line of an error, and what was expected and received (a diff's lines), on one line. */
function gist(message) {
  const lines = String(message ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const detail = lines.slice(1).filter((line) => /^(Expected|Received|[+-] (?!Expected|Received))/.test(line));
  return [lines[0] ?? '', ...detail.slice(0, 6)].map((line) => line.slice(0, 240)).join(' | ');
}

/** Vitest's JSON report (jest's shape). */
function readVitest(report, name) {
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name);
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed')
        failures.push(`${name}: ${where} › ${test.fullName ?? test.title} — ${gist(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'))
      failures.push(`${name}: ${where} — ${gist(file.message)}`);
  }
}

/** Playwright's JSON report. */
function readPlaywright(report, name) {
  passed += report.stats.expected + (report.stats.flaky ?? 0);
  failed += report.stats.unexpected;
  skipped += report.stats.skipped;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const title = `${name}: ${suite.file ?? ''} › ${[...titles, spec.title].join(' › ')}`;
        const error = test.results?.find((r) => r.status !== 'passed' && r.status !== 'skipped')?.error?.message;
        if (test.status === 'unexpected') failures.push(`${title} — ${gist(error)}`);
        if (test.status === 'flaky') flaky.push(`${title} — first try: ${gist(error)}`);
      }
    for (const child of suite.suites ?? [])
      walk({ ...child, file: child.file ?? suite.file }, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
}

for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const name = file.replace(/\.json$/, '');
  if ('numPassedTests' in report) readVitest(report, name);
  else if (report.stats) readPlaywright(report, name);
}
if (flaky.length) console.log(`Passed on a retry (fix these):\n${flaky.map((f) => `  ${f}`).join('\n')}`);
if (failures.length) console.log(`Failed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
