#!/usr/bin/env bash
# `npm run cluster:status`: each member's role and health, as the engines themselves report it.
# Exits non-zero when the cluster is not up or a member is unhealthy.
set -euo pipefail
cd "$(dirname "$0")"
source lib.sh
source etcd.sh
source temporal.sh
cluster_exists || die "not up (npm run cluster:up starts it)"
healthy=1

echo "etcd (client port 2379):"
ETCDCTL_API=3 etcdctl --endpoints "$(etcd_endpoints)" --dial-timeout 1s --command-timeout 2s \
  endpoint status -w table || healthy=0
ETCDCTL_API=3 etcdctl --endpoints "$(etcd_endpoints)" --dial-timeout 1s --command-timeout 2s \
  endpoint health 2>&1 | sed 's/^/  /' || healthy=0

echo "PostgreSQL + Patroni (5432, REST 8008):"
patronictl -c "$STATE/pg1/patroni.yml" list 2>&1 || healthy=0

echo "HAProxy $(ip_of haproxy) (writes :5000, reads :5001, API :4000, authorizer :4300, stats :7000):"
csv=$(curl -fsS --max-time 2 "http://$(ip_of haproxy):7000/;csv") || { echo "  stats unreachable"; healthy=0; }
awk -F, '($1 == "primary" || $1 == "replicas" || $1 == "api" || $1 == "authorizer") && $2 != "FRONTEND" && $2 != "BACKEND" { printf "  %-9s %-4s %s\n", $1, $2, $18 }' <<< "${csv:-}"

echo "NATS (client 4222, cluster 6222, monitor 8222):"
for node in "${NATS_NODES[@]}"; do
  ip=$(ip_of "$node")
  health=$(curl -sS --max-time 1 "http://$ip:8222/healthz" | jq -r '.status' 2> /dev/null || echo unreachable)
  routes=$(curl -sS --max-time 1 "http://$ip:8222/routez" | jq -r '.num_routes' 2> /dev/null || echo '?')
  leader=$(curl -sS --max-time 1 "http://$ip:8222/jsz" | jq -r '.meta_cluster.leader // "?"' 2> /dev/null || echo '?')
  role=replica
  [ "$leader" = "$node" ] && role="meta leader"
  printf "  %-6s %-15s %-12s routes=%s jetstream=%s\n" "$node" "$ip:4222" "$health" "$routes" "$role"
  [ "$health" = ok ] || healthy=0
done

echo "Temporal (frontends behind $(temporal_address); each process's membership port, and its gRPC port but the worker's, which serves none):"
for node in "${TEMPORAL_NODES[@]}"; do
  service=$(temporal_service_of "$node")
  ports=$((TEMPORAL_PORT[$service] - 300))
  [ "$service" = worker ] || ports+=" ${TEMPORAL_PORT[$service]}"
  if [ ! -f "$STATE/temporal/$node.yaml" ]; then
    echo "  $node: not started (SPEND_CLUSTER_TEMPORAL=0)"
    continue
  fi
  state="serving on $(ip_of "$node"):${ports// /,}"
  for port in $ports; do
    (exec 3<> "/dev/tcp/$(ip_of "$node")/$port") 2> /dev/null || { state="not answering on $(ip_of "$node"):$port"; healthy=0; }
  done
  echo "  $node ($service): $state"
done

echo "Services (identity :4100, API :4000, authorizer :4300, projections and workers' health :9464):"
for node in "${APP_NODES[@]}"; do
  path=readyz
  case $node in
    identity) port=4100 path=jwks ;;
    api*) port=4000 ;;
    authz*) port=4300 ;;
    *) port=9464 ;;
  esac
  if [ ! -f "$STATE/logs/$node.log" ]; then
    echo "  $node: not started (SPEND_CLUSTER_TEMPORAL=0)"
  elif http_ok "http://$(ip_of "$node"):$port/$path"; then
    echo "  $node: ready on $(ip_of "$node"):$port"
  else
    echo "  $node: not ready on $(ip_of "$node"):$port (log: $STATE/logs/$node.log)"
    healthy=0
  fi
done

[ "$healthy" = 1 ] || die "a member is unhealthy (see above)"
