#!/usr/bin/env bash
# `npm run cluster:down`: ends every process of the cluster and removes its namespaces, veths,
# bridge and data. Safe to run any number of times.
set -euo pipefail
cd "$(dirname "$0")"
source lib.sh
source network.sh
require_root
# A PostgreSQL killed with -9 (the check does it) leaves its small System V segment behind; its key is
# the data folder's inode. Noted before the folders go, removed once nothing is attached to it.
keys=()
for node in "${PG_NODES[@]}"; do
  [ -d "$STATE/$node/data" ] && keys+=("$(stat -c %i "$STATE/$node/data")")
done
network_down
for key in "${keys[@]}"; do
  ipcs -m | awk -v key="$(printf '0x%08x' "$key")" '$1 == key && $6 == 0 { found = 1 } END { exit !found }' &&
    ipcrm -M "$key"
done
rm -rf "$STATE"
say "down (no spc-* namespace, link or data left)"
