# Sourced by up.sh: three nats-server nodes (the machine's binary) in one cluster with JetStream on
# file storage, as deploy/k8s/engines/nats-values.yaml configures the chart. The services use core
# NATS subjects only (no stream of theirs); the check makes its own stream at R3.

nats_config() {
  local node=$1 ip peer routes=''
  ip=$(ip_of "$node")
  for peer in "${NATS_NODES[@]}"; do
    [ "$peer" = "$node" ] || routes+="    nats-route://$(ip_of "$peer"):6222"$'\n'
  done
  cat <<CFG
server_name: $node
listen: $ip:4222
http: $ip:8222
jetstream {
  store_dir: "$STATE/$node"
  max_memory_store: 256MB
  max_file_store: 2GB
}
cluster {
  name: spend
  listen: $ip:6222
  routes: [
$routes  ]
}
CFG
}

nats_start() {
  local node
  for node in "${NATS_NODES[@]}"; do
    mkdir -p "$STATE/$node"
    nats_config "$node" > "$STATE/$node.conf"
    start_in "$node" "$STATE/logs/$node.log" nats-server -c "$STATE/$node.conf"
  done
  for node in "${NATS_NODES[@]}"; do
    wait_until 60 "NATS $node with JetStream" nats_ready "$node"
  done
}

# Healthy (JetStream included) and routed to both peers.
nats_ready() {
  local ip
  ip=$(ip_of "$1")
  http_ok "http://$ip:8222/healthz" &&
    curl -fsS --max-time 1 "http://$ip:8222/routez" | jq -e '.num_routes >= 2'
}
