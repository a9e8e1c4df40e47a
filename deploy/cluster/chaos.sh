#!/usr/bin/env bash
# `npm run cluster:chaos` / `npm run cluster:soak`: faults under load, or a long run under load, on
# the running cluster (it starts one when none is up). Needs root; README.md "Chaos" and "Soak".
set -euo pipefail
cd "$(dirname "$0")"
source lib.sh
require_root
cluster_exists || bash up.sh
[ -d "$STATE/apps" ] || die "the cluster runs without the services (SPEND_CLUSTER_TEMPORAL=0): npm run cluster:down, then cluster:up"
bash status.sh > /dev/null || die "the cluster is not healthy; npm run cluster:status says why"
cd ../..
source deploy/dev/node.sh
node_ensure
# The driver stands for the card processors and the people outside the cluster: on a machine the
# cluster under test (and whatever else runs there) keeps busy, it must not be starved of CPU, or
# what is measured is the driver falling behind, not the cluster (the first drives stalled so).
exec nice -n -10 node_modules/.bin/tsx deploy/cluster/chaos/main.ts "$@"
