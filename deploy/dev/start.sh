#!/usr/bin/env bash
# `npm start`: installs what is missing, makes sure PostgreSQL, NATS and Temporal run, migrates,
# seeds demo data through commands, and runs every service until Ctrl-C.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ -d node_modules ] || npm ci
bash deploy/dev/services.sh
bash deploy/dev/temporal.sh
mkdir -p .run

node_modules/.bin/tsx projections/src/cli/migrate.ts

pids=()
stop() {
  trap - INT TERM EXIT
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap stop INT TERM EXIT

run() { # name entry command... (skipped while its entry file does not exist yet)
  local name=$1 entry=$2; shift 2
  if [ ! -f "$entry" ]; then echo "  $name: not part of this version yet"; return; fi
  "$@" > ".run/$name.log" 2>&1 &
  pids+=($!)
  echo "  $name (log: .run/$name.log)"
}

echo "Starting services:"
run identity services/identity/src/main.ts node_modules/.bin/tsx services/identity/src/main.ts
run projections projections/src/main.ts node_modules/.bin/tsx projections/src/main.ts
run api services/api/src/main.ts node_modules/.bin/tsx services/api/src/main.ts
run worker workflows/src/worker.ts node_modules/.bin/tsx workflows/src/worker.ts
run web web/src/main.tsx node_modules/.bin/vite web --host 127.0.0.1 --port 5173 --strictPort

# Demo data goes through the same command handler as everything else; re-running it adds nothing.
node_modules/.bin/tsx services/api/src/demo/seed.ts

cat <<'TXT'

Spend is running:
  web       http://127.0.0.1:5173
  API       http://127.0.0.1:4000/graphql
  identity  http://127.0.0.1:4100
  Temporal  http://127.0.0.1:8233
Demo logins are listed in README.md ("Demo users"). Ctrl-C stops everything.
TXT
wait -n "${pids[@]}" || true
echo "A service stopped; see .run/*.log" >&2
