#!/usr/bin/env bash
# `npm start`: installs what is missing, makes sure PostgreSQL, NATS, Temporal and MinIO run, migrates,
# seeds demo data through commands, and runs every service until Ctrl-C.
set -euo pipefail
cd "$(dirname "$0")/../.."
source deploy/dev/node.sh
node_ensure
[ -d node_modules ] || npm ci
bash deploy/dev/services.sh
bash deploy/dev/temporal.sh
bash deploy/dev/minio.sh
mkdir -p .run

node_modules/.bin/tsx projections/src/cli/migrate.ts

supervisors=()
web_build=
stop() {
  trap - INT TERM EXIT
  for pid in "${supervisors[@]}" ${web_build:-}; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
# Exit after stopping: a trap handler that returns lets the script go on and start what comes next.
trap 'stop; exit 143' INT TERM
trap stop EXIT

tsx="node --import tsx"
services=()
add() { # name entry command... (skipped while its entry file does not exist yet)
  local name=$1 entry=$2; shift 2
  if [ ! -f "$entry" ]; then echo "  $name: not part of this version yet"; return; fi
  services+=("$name=$*")
  echo "  $name (log: .run/$name.log)"
}
# The supervisor restarts a service that dies (with backoff and a line in .run/supervisor.log); the
# others keep running. Health: each service answers /healthz and /readyz (see deploy/README.md).
supervise() {
  $tsx deploy/dev/supervisor.ts --logs .run "${services[@]}" >> .run/supervisor.log 2>&1 &
  supervisors+=($!)
  services=()
}

echo "Starting services (supervised; restarts in .run/supervisor.log):"
add identity services/identity/src/main.ts $tsx services/identity/src/main.ts
add projections projections/src/main.ts $tsx --single-threaded-gc projections/src/main.ts # PROJECTION_NODE_OPTIONS
add api services/api/src/main.ts $tsx services/api/src/main.ts
add worker workflows/src/worker.ts $tsx workflows/src/worker.ts
add bankfeed services/simulator/src/bank-feed-main.ts $tsx services/simulator/src/bank-feed-main.ts
add accounting services/simulator/src/accounting-main.ts $tsx services/simulator/src/accounting-main.ts
add authorizer services/authorizer/src/main.ts $tsx services/authorizer/src/main.ts
supervise
# The production build of the web app (hashed, precompressed assets), made while the demo data is
# seeded, then served with /graphql passed to the API; WEB_DEV=1 runs the Vite dev server instead.
if [ "${WEB_DEV:-}" = 1 ]; then
  add web web/src/main.tsx node_modules/.bin/vite web --host 127.0.0.1 --port 5173 --strictPort
  supervise
else
  echo "  web: building in the background (vite build, log: .run/web-build.log)"
  (cd web && ../node_modules/.bin/vite build > ../.run/web-build.log 2>&1) &
  web_build=$!
fi

# Demo data goes through the same command handler as everything else; re-running it adds nothing.
node_modules/.bin/tsx services/api/src/demo/seed.ts
# A year of backdated card history through the same ledger commands (about 20 s; re-running adds
# nothing); DEMO_HISTORY_DAYS sets the number of days, 0 skips it.
days=${DEMO_HISTORY_DAYS:-365}
if [ "$days" != 0 ]; then
  echo "Demo history: $days days of card purchases (log: .run/history.log)"
  node_modules/.bin/tsx services/simulator/src/history-main.ts "$days" 8 > .run/history.log 2>&1 || echo "  demo history failed; see .run/history.log" >&2
fi
# The books of that history (coding, PDF receipts, disputes, locks) and a few manual transactions
# (about 2 s; re-running adds nothing).
node_modules/.bin/tsx services/api/src/demo/books.ts || echo "  demo books failed" >&2
if [ -n "${web_build:-}" ]; then
  wait "$web_build" || { echo "web build failed; see .run/web-build.log" >&2; exit 1; }
  add web web/src/server/main.ts $tsx web/src/server/main.ts
fi
# Gentle card traffic through the signed authorizer endpoint, so the dashboard moves.
add simulator services/simulator/src/main.ts env SIMULATOR_RATE=0.5 $tsx services/simulator/src/main.ts
supervise

cat <<'TXT'

Spend is running:
  web       http://127.0.0.1:5173
  API       http://127.0.0.1:4000/graphql
  identity  http://127.0.0.1:4100
  Temporal  http://127.0.0.1:8233
  authorizer http://127.0.0.1:4300 (card authorizations; the simulator sends a purchase every 2 s)
  accounting http://127.0.0.1:4410 (the simulated accounting platform, Codat-shaped)
TXT
# The demo logins, from the list both the seed and the identity provider use.
node -e '
const { password, users } = JSON.parse(require("fs").readFileSync("deploy/dev/demo-users.json", "utf8"));
console.log(`Demo logins (password ${password}):`);
for (const u of users) console.log(`  ${u.email.padEnd(30)} ${u.role} (${u.company})`);
'
echo "Ctrl-C stops everything."
wait "${supervisors[@]}" || true
