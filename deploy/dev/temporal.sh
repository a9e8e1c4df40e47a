#!/usr/bin/env bash
# Makes sure the Temporal development server answers on 127.0.0.1:7233 with a usable `default`
# namespace. The CLI is built from the Go module proxy when missing (v1.5.1: later tags cannot be
# `go install`ed) and kept in $(go env GOPATH)/bin. Nothing is downloaded at run time otherwise.
# Safe to run any number of times; the server keeps running after this script ends.
set -euo pipefail
cd "$(dirname "$0")/../.."

ADDRESS=127.0.0.1:7233
source deploy/dev/go-tool.sh
TEMPORAL=$(go_pinned temporal)

answers() { (exec 3<>/dev/tcp/127.0.0.1/7233) 2>/dev/null; }

pid=
if ! answers; then
  mkdir -p .run
  echo "Starting the Temporal development server (log: .run/temporal.log, data: .run/temporal.db)"
  setsid nohup "$TEMPORAL" server start-dev --ip 127.0.0.1 --port 7233 --headless \
    --db-filename .run/temporal.db --log-level warn > .run/temporal.log 2>&1 < /dev/null &
  pid=$!
fi
for _ in $(seq 1 120); do # up to a minute
  if "$TEMPORAL" operator namespace describe --namespace default --address "$ADDRESS" > /dev/null 2>&1; then
    echo "Temporal is running on $ADDRESS (namespace default)"
    exit 0
  fi
  if [ -n "$pid" ] && ! kill -0 "$pid" 2> /dev/null; then
    echo "temporal.sh: the Temporal development server exited; last lines of .run/temporal.log:" >&2
    tail -n 20 .run/temporal.log >&2
    exit 1
  fi
  sleep 0.5
done
echo "temporal.sh: Temporal did not become ready on $ADDRESS; see .run/temporal.log" >&2
exit 1
