#!/usr/bin/env bash
# `npm run bench -- [<name> …]`: makes sure what the benchmarks run on is there, as `npm start` and
# .ci/run do (Node 24, npm packages, PostgreSQL, NATS, Temporal, MinIO, and the Debian packages
# nginx for api.replicas, Chromium's headless shell for web.dashboard.ready and poppler-utils for
# receipts.match), then runs them,
# each in a process of its own (bench/run.ts). A missing piece that cannot be installed does not stop
# the run: the benchmark that needs it reports why as its JSON line's `error`.
set -euo pipefail
cd "$(dirname "$0")/../.."
source deploy/dev/node.sh
node_ensure
[ -d node_modules ] || npm ci --no-audit --no-fund --loglevel=error
mkdir -p .run
# Progress of these goes to stderr: stdout holds only the benchmarks' JSON lines.
{
  bash deploy/dev/services.sh
  bash deploy/dev/temporal.sh
  bash deploy/dev/minio.sh
  source deploy/dev/debian.sh
  debian_packages nginx chromium-headless-shell poppler-utils || true
} >&2
exec node_modules/.bin/tsx bench/run.ts "$@"
