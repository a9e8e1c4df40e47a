#!/usr/bin/env bash
# Makes sure the Temporal development server answers on 127.0.0.1:7233. The CLI is built from the Go
# module proxy when missing (v1.5.1: later tags cannot be `go install`ed) and kept in GOPATH/bin.
set -euo pipefail
cd "$(dirname "$0")/../.."

TEMPORAL=$(command -v temporal || true)
GOBIN_TEMPORAL="$(go env GOPATH 2>/dev/null || echo "$HOME/go")/bin/temporal"
if [ -z "$TEMPORAL" ] && [ -x "$GOBIN_TEMPORAL" ]; then TEMPORAL=$GOBIN_TEMPORAL; fi
if [ -z "$TEMPORAL" ]; then
  echo "Building the Temporal CLI (a few minutes)"
  go install github.com/temporalio/cli/cmd/temporal@v1.5.1
  TEMPORAL=$GOBIN_TEMPORAL
fi

answers() { (exec 3<>/dev/tcp/127.0.0.1/7233) 2>/dev/null; }

if ! answers; then
  mkdir -p .run
  echo "Starting the Temporal development server"
  setsid nohup "$TEMPORAL" server start-dev --ip 127.0.0.1 --port 7233 --ui-port 8233 \
    --db-filename .run/temporal.db --log-level warn > .run/temporal.log 2>&1 < /dev/null &
fi
for _ in $(seq 1 120); do
  if "$TEMPORAL" operator namespace describe --namespace default --address 127.0.0.1:7233 > /dev/null 2>&1; then
    echo "Temporal is running on 127.0.0.1:7233"
    exit 0
  fi
  sleep 0.5
done
echo "Temporal did not become ready; see .run/temporal.log" >&2
exit 1
