#!/usr/bin/env bash
# `npm run cluster:check [-- postgres|nats]`: the faults of README.md "Check" on the running cluster
# (it starts one when none is up). Not part of npm test or .ci/run: it needs root and takes a minute.
set -euo pipefail
cd "$(dirname "$0")"
source lib.sh
require_root
cluster_exists || bash up.sh
bash status.sh > /dev/null || die "the cluster is not healthy; npm run cluster:status says why"
cd ../..
source deploy/dev/node.sh
node_ensure
exec node_modules/.bin/tsx deploy/cluster/check/main.ts "$@"
