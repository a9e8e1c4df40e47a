#!/usr/bin/env bash
# The demo data `npm start` seeds behind the services, through the same command handler as everything
# else: companies, people, budgets and cards; a year of backdated card history (DEMO_HISTORY_DAYS sets
# the number of days, 0 skips it) with its statements; the books of that history (coding, PDF
# receipts, disputes, locks) and a few manual transactions. Fixed ids and command ids: running it again
# adds nothing and fails nothing, whatever happened in the demo since (deploy/dev/seed-demo.test.ts).
# Each step's log goes to SEED_LOG_DIR (default .run); a step that fails is named on stderr, the next
# ones still run, and the script exits 1.
set -uo pipefail
cd "$(dirname "$0")/../.."
logs=${SEED_LOG_DIR:-.run}
mkdir -p "$logs"
tsx=node_modules/.bin/tsx
failed=0
step() { # name log command...
  local name=$1 log=$2; shift 2
  "$@" > "$logs/$log" 2>&1 || { echo "  $name failed; see $logs/$log" >&2; failed=1; }
}
step "demo data" seed.log $tsx services/api/src/demo/seed.ts
days=${DEMO_HISTORY_DAYS:-365}
if [ "$days" != 0 ]; then step "demo history" history.log $tsx services/simulator/src/history-main.ts "$days" 8; fi
step "demo books" books.log $tsx services/api/src/demo/books.ts
exit "$failed"
