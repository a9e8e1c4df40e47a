#!/usr/bin/env bash
# `npm test`: codegen, then the typecheck, the lint and the web app's production build (which the
# browser tests share) alongside every workspace's tests. On 2 cores most test files wait on
# PostgreSQL, Temporal and the processes they start, so the CPU-bound checks fit beside them. Then,
# alone, the cluster's short run of faults (`npm run cluster:faults`, as root). Ends with the
# seconds of each phase (after .ci/run's own, when CI_PHASES names its file), the 15 slowest test
# files, and the line `N passed, N failed` of the tests, where a failed codegen, typecheck, lint or
# cluster run counts as one failure more. Exits non-zero when anything failed.
set -uo pipefail
cd "$(dirname "$0")/../.."
mkdir -p .run
source deploy/dev/node.sh
node_ensure
phases=${CI_PHASES:-.run/test-phases.tsv}
[ -n "${CI_PHASES:-}" ] || : > "$phases"
export TEST_RUN_STARTED_AT=${TEST_RUN_STARTED_AT:-$(date +%s%3N)}
failed=0

# timed NAME LOG COMMAND...: runs it with its output in LOG, records its seconds and its exit code.
timed() {
  local name=$1 log=$2 start=$SECONDS code=0
  shift 2
  "$@" > "$log" 2>&1 || code=$?
  printf '%s\t%s\n' "$name" $((SECONDS - start)) >> "$phases"
  echo "$code" > "$log.exit"
}
# report NAME LOG: prints a failed check's output; answers 1 when it failed.
report() {
  if [ "$(cat "$2.exit")" != 0 ]; then
    echo "---- $1 failed:"
    cat "$2"
    return 1
  fi
  echo "---- $1 passed"
}

timed codegen .run/codegen.log npm run -s codegen
if ! report codegen .run/codegen.log; then echo "0 passed, 1 failed"; exit 1; fi

# The typecheck is TypeScript 7's native compiler (the typescript-7 package, 10× faster than 5.9's):
# typescript-eslint still needs 5.9's JavaScript API, which 7 does not have, so both are installed.
timed typecheck .run/typecheck.log npm run -s typecheck &
checks=($!)
timed lint .run/lint.log npx eslint . &
checks+=($!)
timed "web build" .run/web-build.log node --import tsx web/src/e2e/build.ts &
checks+=($!)

# Two vitest runs side by side: the browser tests (each file a whole stack of processes and a
# Chromium) with two workers, everything else with three. One run of both kinds with the same workers
# would start the longest files first, all of them browser tests, and starve the machine.
times=.run/test-file-times.tsv
: > "$times"
export TEST_FILE_TIMES=$PWD/$times
start=$SECONDS
# Their stacks' ports come from blocks of their own (STACK_PORT_SLOT_OFFSET, web/src/e2e/stack.ts).
STACK_PORT_SLOT_OFFSET=4 npx vitest run --project web-e2e --maxWorkers=2 --minWorkers=2 > .run/vitest-e2e.log 2>&1 &
e2e=$!
npx vitest run --project '!web-e2e' --maxWorkers=3 --minWorkers=3 2>&1 | tee .run/vitest.log
vitest_exit=${PIPESTATUS[0]}
wait "$e2e"
e2e_exit=$?
printf '%s\t%s\n' "tests (vitest)" $((SECONDS - start)) >> "$phases"
echo "---- the browser tests (web-e2e), run alongside:"
cat .run/vitest-e2e.log
wait "${checks[@]}"

# The chaos harness's short run (issue #28: two faults under load, every invariant after each, the
# read models against their rebuild): a cluster of its own, up and down again. Last and alone, as
# it needs the machine's cores to itself (deploy/cluster/README.md "The short run"); it needs root
# for its network namespaces and says so without.
timed "cluster faults" .run/cluster-faults.log bash deploy/cluster/faults.sh

report typecheck .run/typecheck.log || failed=$((failed + 1))
report lint .run/lint.log || failed=$((failed + 1))
report "cluster faults (npm run cluster:faults, log .run/cluster-faults.log)" .run/cluster-faults.log || failed=$((failed + 1))
grep -hE '^\{"bench"|^chaos: (summary|warm-up|baseline)|read models each equal' .run/cluster-faults.log || true
# The browser tests build the web app themselves when this did not: a failure shows there too.
report "web build" .run/web-build.log || true

echo
echo "Seconds per phase (those marked background, and the typecheck, lint and web build, ran alongside others):"
awk -F'\t' '{ printf "%7d  %s\n", $2, $1 }' "$phases"
echo "$(( ($(date +%s%3N) - TEST_RUN_STARTED_AT) / 1000 )) s in all"
echo
echo "The 15 slowest test files (seconds):"
sort -t$'\t' -k1,1 -rn "$times" | head -n 15 | awk -F'\t' '{ printf "%7.1f  %s\n", $1, $2 }'

# What failed, named by both runs' reporters (vitest.summary-reporter.ts), so the tail says it.
if grep -qh '^FAILED  ' .run/vitest.log .run/vitest-e2e.log; then
  echo
  grep -h '^FAILED  ' .run/vitest.log .run/vitest-e2e.log
fi
# Both runs' last lines (`N passed, N failed`), added up with the failed checks.
count() { grep -hE '^[0-9]+ passed, [0-9]+ failed' "$1" | tail -n 1 | grep -oE "[0-9]+ $2" | grep -oE '^[0-9]+' || echo "$3"; }
passed=$(( $(count .run/vitest.log passed 0) + $(count .run/vitest-e2e.log passed 0) ))
tests_failed=$(( $(count .run/vitest.log failed 1) + $(count .run/vitest-e2e.log failed 1) ))
skipped=$(( $(count .run/vitest.log skipped 0) + $(count .run/vitest-e2e.log skipped 0) ))
echo "$passed passed, $((tests_failed + failed)) failed$([ "$skipped" = 0 ] || echo ", $skipped skipped")"
[ "$vitest_exit" = 0 ] && [ "$e2e_exit" = 0 ] && [ "$failed" = 0 ]
