#!/usr/bin/env bash
# Every test of the product: types, unit, the API suites on PGlite and on a PostgreSQL server, the browser
# journeys in Debian's chromium, and the Lighthouse budgets (tests/lighthouse/) on the same chromium. Installs what
# it needs on a fresh machine (chromium, postgresql) when run as root.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
REPORTS="$ROOT/.tmp/reports"
rm -rf "$REPORTS" && mkdir -p "$REPORTS"

# Each phase says how long it took, so a slow suite shows where its minutes go.
PHASE_START=$SECONDS
phase() {
  [ -z "${PHASE_NAME:-}" ] || echo "-- $PHASE_NAME took $((SECONDS - PHASE_START)) s (total $SECONDS s)"
  PHASE_NAME="$1"
  PHASE_START=$SECONDS
  echo "== $1"
}

# A failed phase stops the run with the names of what failed (from the JSON reports so far) as its last lines.
fail() {
  echo "$1" >&2
  node tests/support/summary.mjs "$REPORTS" || true
  exit 1
}

need_apt=()
[ -x /usr/bin/chromium ] || need_apt+=(chromium)
ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || need_apt+=(postgresql)
if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "== installing ${need_apt[*]} (Debian packages)"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
  else
    echo "missing Debian packages: ${need_apt[*]} (run: sudo apt-get install -y ${need_apt[*]})" >&2
    exit 1
  fi
fi
[ -d node_modules ] || npm ci --no-audit --no-fund

# The type check and lint are each mostly one thread: side by side, one per core; each prints its own output after.
phase "typecheck and lint (side by side)"
npm run typecheck --silent >"$REPORTS/typecheck.log" 2>&1 &
TYPECHECK_RUN=$!
npm run lint --silent >"$REPORTS/lint.log" 2>&1 &
LINT_RUN=$!
static_failed=0
wait "$TYPECHECK_RUN" || static_failed=1
wait "$LINT_RUN" || static_failed=1
echo "-- typecheck"; cat "$REPORTS/typecheck.log"
echo "-- lint"; cat "$REPORTS/lint.log"
[ "$static_failed" = 0 ] || fail "typecheck or lint failed"

phase "build"
npm run build --silent

# The API suites run one file at a time (one core each). Every suite that reads or writes the store runs on both
# engines. The suites whose subject never reaches the store (files judged before anything is stored, hostile input
# refused before any route, headers, static serving, slow clients, the upstream proxy) run once, on one engine or
# the other.
ONCE_ON_POSTGRES=(fan-upload-corpus)
ONCE_ON_PGLITE=(hostile-input-walk headers-and-shapes serving slow-clients upstream military-upload-corpus)
excludes() { for name in "$@"; do printf -- "--exclude\ntests/api/%s.test.ts\n" "$name"; done; }
mapfile -t PGLITE_EXCLUDES < <(excludes "${ONCE_ON_POSTGRES[@]}")
mapfile -t POSTGRES_EXCLUDES < <(excludes "${ONCE_ON_PGLITE[@]}")
for name in "${ONCE_ON_POSTGRES[@]}" "${ONCE_ON_PGLITE[@]}"; do
  [ -f "tests/api/$name.test.ts" ] || { echo "run-all.sh names tests/api/$name.test.ts, which does not exist" >&2; exit 1; }
done
# The suites after the build, two at a time (one per core), longest first: the browser journeys, the API suites on
# PGlite (in two halves) and on a PostgreSQL server, and the unit tests (in four parts). Whichever core is done with
# a suite takes the next, so neither waits on a queue of its own while the other works: the journeys drive one
# browser at a time and take about as long as all the rest on the other core. The journeys print as they go; each
# other suite prints its output when all are done, and a line when it ends.
phase "browser journeys (chromium), API tests on PGlite and on a PostgreSQL server, and unit tests (two at a time)"
PG_DIR="$(mktemp -d /tmp/pg-test-XXXXXX)"
PG_PORT="$(node tests/support/free-port.mjs)"
trap 'bash tests/support/pg-cluster.sh stop "$PG_DIR" >/dev/null 2>&1 || true' EXIT
DATABASE_URL_PG="$(bash tests/support/pg-cluster.sh start "$PG_DIR" "$PG_PORT" | tail -1)"
UNIT_PARTS=4
SUITES=(e2e api-pglite-1 api-pglite-2 api-postgres)
for part in $(seq 1 "$UNIT_PARTS"); do SUITES+=("unit-$part"); done
# One suite; its exit status goes to its .exit file, so a failure is reported once all are done.
run_suite() {
  local name="$1" status=0 started=$SECONDS
  local json=(--reporter=default --reporter=json --outputFile.json="$REPORTS/$name.json")
  case "$name" in
    e2e)
      PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/e2e.json" npx playwright test -c tests/e2e/playwright.config.ts \
        --reporter=list,json 2>&1 | tee "$REPORTS/e2e.log" || status=$?
      ;;
    api-pglite-*)
      npx vitest run --project api --shard="${name#api-pglite-}/2" --exclude 'tests/api/**/*.pg.test.ts' \
        "${PGLITE_EXCLUDES[@]}" "${json[@]}" >"$REPORTS/$name.log" 2>&1 || status=$?
      ;;
    api-postgres)
      TEST_DATABASE_URL="$DATABASE_URL_PG" npx vitest run --project api "${POSTGRES_EXCLUDES[@]}" "${json[@]}" \
        >"$REPORTS/$name.log" 2>&1 || status=$?
      ;;
    unit-*)
      npx vitest run --project unit --maxWorkers=1 --shard="${name#unit-}/$UNIT_PARTS" "${json[@]}" \
        >"$REPORTS/$name.log" 2>&1 || status=$?
      ;;
  esac
  echo "$status" >"$REPORTS/$name.exit"
  echo "-- $name ended after $((SECONDS - started)) s (exit $status)"
}
running=0
for suite in "${SUITES[@]}"; do
  if [ "$running" -ge 2 ]; then
    wait -n || true
    running=$((running - 1))
  fi
  run_suite "$suite" &
  running=$((running + 1))
done
wait
bash tests/support/pg-cluster.sh stop "$PG_DIR" >/dev/null 2>&1 || true
trap - EXIT
suites_failed=()
for suite in "${SUITES[@]}"; do
  if [ "$suite" != e2e ]; then
    echo "-- $suite"
    cat "$REPORTS/$suite.log"
  fi
  [ "$(cat "$REPORTS/$suite.exit" 2>/dev/null)" = 0 ] || suites_failed+=("$suite")
done
[ ${#suites_failed[@]} = 0 ] || fail "failed: ${suites_failed[*]}"

phase "Lighthouse budgets (alone, so no other suite skews the scores)"
# Each Lighthouse run waits for a quiet machine first (tests/lighthouse/run-lighthouse.ts).
npx vitest run --project lighthouse --reporter=default --reporter=json --outputFile.json="$REPORTS/lighthouse.json" ||
  fail "Lighthouse budgets failed"

phase "summary"
node tests/support/summary.mjs "$REPORTS"
