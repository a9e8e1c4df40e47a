#!/usr/bin/env bash
# `npm run cluster:up`: the production engines as a cluster on this machine, each node in its own
# network namespace (README.md). Refuses, with a message, when the cluster is already up; a failed
# start tears down what it made, so a second attempt starts clean.
set -euo pipefail
cd "$(dirname "$0")"
source lib.sh
source network.sh
source etcd.sh
source patroni.sh
source haproxy.sh
source nats.sh
source temporal.sh
source apps.sh
source web.sh
source prometheus.sh
require_root

if cluster_exists; then
  say "already up (bridge $BRIDGE exists); npm run cluster:status shows it, npm run cluster:down stops it"
  exit 0
fi
for tool in patroni etcd haproxy nats-server jq curl openssl psql go; do
  command -v "$tool" > /dev/null || missing+=("$tool")
done
if [ -n "${missing[*]:-}" ]; then
  source ../dev/debian.sh
  debian_packages patroni etcd-server etcd-client haproxy jq curl openssl
fi
command -v nats-server > /dev/null || die "nats-server is not on PATH (the machine's NATS binary)"
[ -x "$PG_BIN/postgres" ] || die "PostgreSQL 15 is not installed at $PG_BIN (Debian's postgresql-15)"

# Any failure below (a command under set -e, or die) ends the script: tear down what it made.
torn_down_on_failure() {
  local rc=$?
  [ "$rc" = 0 ] && return 0
  say "start failed; tearing down (logs kept in $STATE/logs)"
  network_down
  exit "$rc"
}
trap torn_down_on_failure EXIT
rm -rf "$STATE"
mkdir -p "$STATE/logs"
say "network: bridge $BRIDGE $SUBNET.1/24, ${#ALL_NODES[@]} namespaces"
network_up
say "etcd: ${ETCD_NODES[*]}"
etcd_start
say "PostgreSQL + Patroni: ${PG_NODES[*]} (bootstrap, then two replicas)"
patroni_start
say "HAProxy: writes $(ip_of haproxy):5000, reads $(ip_of haproxy):5001"
haproxy_start
say "NATS: ${NATS_NODES[*]}"
nats_start
if [ "$WITH_TEMPORAL" = 1 ]; then
  say "Temporal: $TEMPORAL_PROCESSES of each of ${TEMPORAL_SERVICES[*]} (frontends behind $(temporal_address))"
  temporal_start
  say "services: identity, 2 API replicas (:4000), 2 authorizers (:4300) behind $(ip_of haproxy), 2 projection runners, 2 workers"
  apps_start
  say "web: $WEB_URL (nginx on $(ip_of web), the production build)"
  web_start
fi
say "Prometheus: $PROMETHEUS_URL (every /metrics, alert rules of prometheus/rules.yml)"
prometheus_start
say "up; leader $(patroni_leader)"
