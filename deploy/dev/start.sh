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
add bankfeed services/simulator/src/bank-feed-main.ts env BANK_FEED_STATE_FILE=.run/simulators/bank-feed.json $tsx services/simulator/src/bank-feed-main.ts
add accounting services/simulator/src/accounting-main.ts env ACCOUNTING_STATE_FILE=.run/simulators/accounting.json $tsx services/simulator/src/accounting-main.ts
add authorizer services/authorizer/src/main.ts $tsx services/authorizer/src/main.ts
supervise
# Demo data goes through the same command handler as everything else, behind the services (they answer
# meanwhile); re-running it adds nothing, whatever happened in the demo since. The simulator's gentle
# card traffic starts once it is done.
echo "  demo data: seeding behind the services (logs: .run/seed.log, .run/history.log, .run/books.log)"
bash deploy/dev/seed-demo.sh &
seeding=$!
# The production build of the web app (hashed, precompressed assets), served with /graphql passed to
# the API: made once per version of the web's sources and kept in .run/e2e (the browser tests share it),
# so a restart serves at once; WEB_DEV=1 runs the Vite dev server instead.
if [ "${WEB_DEV:-}" = 1 ]; then
  add web web/src/main.tsx node_modules/.bin/vite web --host 127.0.0.1 --port 5173 --strictPort
else
  echo "  web: production build (log: .run/web-build.log; reused while the web's sources stay the same)"
  web_dist=$($tsx web/src/e2e/build.ts 2> .run/web-build.log | sed -n 's/^web app built: //p') || true
  [ -n "$web_dist" ] || { echo "web build failed; see .run/web-build.log" >&2; exit 1; }
  add web web/src/server/main.ts env WEB_DIST_DIR="$web_dist" $tsx web/src/server/main.ts
fi
supervise

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
echo "Ctrl-C stops everything."
wait "$seeding" || true
seeding=
echo "Demo data ready; the simulator sends a purchase every 2 s."
# Gentle card traffic through the signed authorizer endpoint, so the dashboard moves.
add simulator services/simulator/src/main.ts env SIMULATOR_RATE=0.5 $tsx services/simulator/src/main.ts
supervise
wait "${supervisors[@]}" || true
