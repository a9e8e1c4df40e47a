#!/usr/bin/env bash
# `npm run cluster:down`: ends every process of the cluster and removes its namespaces, veths,
# bridge and data. Safe to run any number of times.
set -euo pipefail
cd "$(dirname "$0")"
source lib.sh
source network.sh
require_root
network_down
rm -rf "$STATE"
say "down (no spc-* namespace, link or data left)"
