#!/usr/bin/env bash
# `npm start`: installs what is missing, makes sure PostgreSQL, NATS, Temporal and MinIO run, migrates,
# seeds demo data through commands, and runs every service until Ctrl-C. The steps run in the order
# deploy/dev/start-plan.ts decides: the web app, the identity provider and the API answer first, and
# everything they do not need (Temporal, MinIO, projections, worker, simulators, seeding) follows behind.
set -euo pipefail
cd "$(dirname "$0")/../.."
source deploy/dev/node.sh
node_ensure
[ -d node_modules ] || npm ci
mkdir -p .run
# The API's report worker and the Temporal worker run workflow bundles made once per version of their
# sources (the test runs share them), not a webpack run of their own at every start.
export WORKFLOW_BUNDLE_CACHE=${WORKFLOW_BUNDLE_CACHE:-$PWD/.run/workflow-bundles}

supervisors=()
seeding=
stop() {
  trap - INT TERM EXIT
  # The seeding's current step too: it runs in a job of its own (its pid is the step's parent).
  if [ -n "${seeding:-}" ]; then pkill -P "$seeding" 2>/dev/null || true; fi
  for pid in "${supervisors[@]}" ${seeding:-}; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
# Exit after stopping: a trap handler that returns lets the script go on and start what comes next.
trap 'stop; exit 143' INT TERM
trap stop EXIT

services=()
add() { # name entry [env NAME=value…] (the entry's node arguments follow)
  local name=$1 entry=$2; shift 2
  [ -n "${run_of[$entry]:-}" ] || { echo "start.sh: $entry is not among the compiled services (SERVICE_ENTRIES)" >&2; exit 1; }
  services+=("$name=$* node ${node_options[$name]:-} ${run_of[$entry]}")
  echo "  $name (log: .run/$name.log)"
}
# The supervisor restarts a service that dies (with backoff and a line in .run/supervisor.log); the
# others keep running. Health: each service answers /healthz and /readyz (see deploy/README.md).
# Called before each step that runs to completion, so what was added boots meanwhile.
supervise() {
  [ ${#services[@]} -gt 0 ] || return 0
  node deploy/dev/supervisor.ts --logs .run "${services[@]}" >> .run/supervisor.log 2>&1 &
  supervisors+=($!)
  services=()
}
declare -A node_options=([projections]=--single-threaded-gc) # PROJECTION_NODE_OPTIONS

step_stores() { bash deploy/dev/services.sh; }
step_temporal() { supervise; bash deploy/dev/temporal.sh; }
step_minio() { supervise; bash deploy/dev/minio.sh; }

# Each service runs from its bundle in .run/services-<hash>, and the web app is its production build in
# .run/e2e (the browser tests share both): made once per version of their sources, so a restart only
# hashes them. SERVICES_FROM_SOURCE=1 runs the services through tsx; WEB_DEV=1 runs Vite's dev server.
declare -A run_of
step_builds() {
  echo "Services and web app: built once per version of their sources (log: .run/builds.log)"
  local lines no_web=
  [ "${WEB_DEV:-}" != 1 ] || no_web=--no-web
  lines=$(node --import tsx deploy/dev/builds.ts $no_web 2> .run/builds.log) || { echo "build failed; see .run/builds.log" >&2; exit 1; }
  while read -r entry args; do run_of[$entry]=$args; done <<< "$lines"
  echo "Starting services (supervised; restarts in .run/supervisor.log):"
}
step_migrate() { supervise; node ${run_of[projections/src/cli/migrate.ts]}; }
step_identity() { add identity services/identity/src/main.ts; }
step_api() { add api services/api/src/main.ts; }
step_projections() { add projections projections/src/main.ts; }
step_worker() { add worker workflows/src/worker.ts; }
step_bankfeed() { add bankfeed services/simulator/src/bank-feed-main.ts env BANK_FEED_STATE_FILE=.run/simulators/bank-feed.json; }
step_accounting() { add accounting services/simulator/src/accounting-main.ts env ACCOUNTING_STATE_FILE=.run/simulators/accounting.json; }
step_authorizer() { add authorizer services/authorizer/src/main.ts; }
step_web() {
  if [ "${WEB_DEV:-}" = 1 ]; then
    services+=("web=node_modules/.bin/vite web --host 127.0.0.1 --port 5173 --strictPort")
    echo "  web: Vite's dev server (log: .run/web.log)"
  else
    add web web/src/server/main.ts env WEB_DIST_DIR="${run_of[web-dist]}"
  fi
}

# Demo data goes through the same command handler as everything else, behind the services (they answer
# meanwhile); re-running it adds nothing, whatever happened in the demo since. The simulator's gentle
# card traffic starts once it is done.
step_seed() {
  supervise
  echo "  demo data: seeding behind the services (logs: .run/seed.log, .run/history.log, .run/books.log)"
  bash deploy/dev/seed-demo.sh &
  seeding=$!
}
step_simulator() {
  supervise
  wait "$seeding" || true
  seeding=
  echo "Demo data ready; the simulator sends a purchase every 2 s."
  # Gentle card traffic through the signed authorizer endpoint, so the dashboard moves.
  add simulator services/simulator/src/main.ts env SIMULATOR_RATE=0.5
  supervise
}

answers() { curl -fsS -m 2 -o /dev/null "$1" 2> /dev/null; }
step_ready() {
  supervise
  local waiting=(http://127.0.0.1:5173/healthz http://127.0.0.1:4100/healthz http://127.0.0.1:4000/healthz) left
  for _ in $(seq 1 600); do # up to five minutes on a busy machine; then the banner, with what still does not answer
    left=()
    for url in "${waiting[@]}"; do answers "$url" || left+=("$url"); done
    waiting=("${left[@]}")
    [ ${#waiting[@]} -gt 0 ] || break
    sleep 0.5
  done
  [ ${#waiting[@]} -eq 0 ] || echo "Not answering yet: ${waiting[*]} (see .run/supervisor.log and each service's log)" >&2
  cat <<'TXT'

Spend is running:
  web       http://127.0.0.1:5173
  API       http://127.0.0.1:4000/graphql
  receipts  smtp://127.0.0.1:2525 (mail receipts to receipts@spend.localhost; README: Receipts by email)
  identity  http://127.0.0.1:4100
  Temporal  127.0.0.1:7233 (gRPC; the development server runs without its web UI: temporal workflow list --address 127.0.0.1:7233)
  authorizer http://127.0.0.1:4300 (card authorizations; the simulator sends a purchase every 2 s once the demo data is seeded)
  accounting http://127.0.0.1:4410 (the simulated accounting platform, Codat-shaped)
TXT
  # The demo logins, from the list both the seed and the identity provider use.
  node -e '
const { password, users } = JSON.parse(require("fs").readFileSync("deploy/dev/demo-users.json", "utf8"));
console.log(`Demo logins (password ${password}):`);
for (const u of users) console.log(`  ${u.email.padEnd(30)} ${u.role} (${u.company})`);
'
  echo "Ctrl-C stops everything. Behind the services: Temporal, MinIO, projections, worker, simulators, demo data."
}

for step in $(node deploy/dev/start-plan.ts); do "step_$step"; done
supervise
wait "${supervisors[@]}" || true
