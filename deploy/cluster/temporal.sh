# Sourced by up.sh: the Temporal server (v1.29.1, built from the Go module proxy) as two processes
# of each service, frontend, history, matching and worker, as the chart's replicaCount: 2 (one each
# with SPEND_CLUSTER_TEMPORAL_PROCESSES=1), each in its own namespace, on the Patroni cluster through
# HAProxy's write port, as deploy/k8s/engines/temporal-values.yaml configures the chart: databases
# temporal and temporal_visibility owned by the role temporal, namespace default kept 30 days; but 4
# history shards, not the chart's 512 (below).
TEMPORAL_VERSION=v1.29.1
# History shards (fixed when the cluster's database is made; up.sh always makes a new one). Each
# shard is work of its own for the history service: its queues read and trimmed, its ownership
# renewed, and all of it taken over again after a kill. With 512 on this 2-core machine, an idle
# cluster made 93 Temporal transactions a second (7 with 4), and a killed history process spent
# minutes failing to take its shards back (README.md "Temporal, two of each"). A deployment with
# cores to spare keeps the chart's 512.
TEMPORAL_HISTORY_SHARDS=${SPEND_CLUSTER_HISTORY_SHARDS:-4}
[[ $TEMPORAL_HISTORY_SHARDS =~ ^[1-9][0-9]*$ ]] ||
  { echo "cluster: SPEND_CLUSTER_HISTORY_SHARDS must be a whole number of at least 1, not '$TEMPORAL_HISTORY_SHARDS'" >&2; exit 1; }
TEMPORAL_SERVICES=(frontend history matching worker)
declare -A TEMPORAL_PORT=([frontend]=7233 [history]=7234 [matching]=7235 [worker]=7239)

# The server and its SQL schema tool in a folder of their own (their binaries are named `server` and
# `sql`), built once per machine. A build already running elsewhere (.ci/run starts one early) is
# waited for, as go_tool does, up to 30 minutes.
temporal_bin() {
  local dir waited=0
  dir="$(go env GOPATH)/temporal-server@$TEMPORAL_VERSION"
  while [ ! -x "$dir/server" ] && [ $waited -lt 1800 ] && pgrep -f "go install go.temporal.io/server/cmd/server@$TEMPORAL_VERSION" > /dev/null; do
    [ $waited != 0 ] || say "waiting for the Temporal server build already in progress"
    sleep 2
    waited=$((waited + 2))
  done
  if [ ! -x "$dir/server" ] || [ ! -x "$dir/sql" ]; then
    say "building the Temporal server $TEMPORAL_VERSION from the Go module proxy (some minutes, once)"
    GOBIN="$dir.partial" GOFLAGS="${GOFLAGS:--p=1}" nice go install \
      "go.temporal.io/server/cmd/server@$TEMPORAL_VERSION" "go.temporal.io/server/cmd/tools/sql@$TEMPORAL_VERSION" >&2
    rm -rf "$dir"
    mv "$dir.partial" "$dir"
  fi
  echo "$dir"
}

# A Temporal node's service: tfrontend and tfrontend2 run the frontend.
temporal_service_of() {
  local service=${1#t}
  echo "${service%2}"
}

temporal_config() {
  local node=$1 ip db
  ip=$(ip_of "$node")
  cat <<YAML
log: { stdout: true, level: warn }
persistence:
  defaultStore: default
  visibilityStore: visibility
  numHistoryShards: $TEMPORAL_HISTORY_SHARDS
  datastores:
YAML
  for db in default visibility; do
    cat <<YAML
    $db:
      sql:
        pluginName: postgres12
        databaseName: $([ $db = default ] && echo temporal || echo temporal_visibility)
        connectAddr: "$(ip_of haproxy):5000"
        connectProtocol: tcp
        user: temporal
        password: "$TEMPORAL_DB_PASSWORD"
        maxConns: $([ $db = default ] && echo 20 || echo 10)
        maxIdleConns: $([ $db = default ] && echo 20 || echo 10)
        maxConnLifetime: 1h
YAML
  done
  cat <<YAML
global:
  membership: { maxJoinDuration: 30s, broadcastAddress: "$ip" }
  metrics:
    prometheus: { framework: tally, timerType: histogram, listenAddress: "$ip:9090" }
# Every service is listed (the membership monitor tracks each one's ring); this process binds only
# the one it starts, on its own address. Its internal clients (the worker service's, the frontend's
# own) go through HAProxy like everyone's, so either frontend serves them.
services:
$(for s in "${TEMPORAL_SERVICES[@]}"; do
    echo "  $s: { rpc: { grpcPort: ${TEMPORAL_PORT[$s]}, membershipPort: $((TEMPORAL_PORT[$s] - 300)), bindOnIP: \"$ip\" } }"
  done)
publicClient: { hostPort: "$(temporal_address)" }
clusterMetadata:
  enableGlobalNamespace: false
  failoverVersionIncrement: 10
  masterClusterName: active
  currentClusterName: active
  clusterInformation:
    active: { enabled: true, initialFailoverVersion: 1, rpcName: frontend, rpcAddress: "$(temporal_address)" }
dcRedirectionPolicy: { policy: noop }
YAML
}

# The role and both databases (on a new cluster: up.sh always starts from empty data), then the schema tool's setup and versioned updates.
temporal_schema() {
  local bin=$1 schema psql db
  schema="$(go env GOMODCACHE)/go.temporal.io/server@$TEMPORAL_VERSION/schema/postgresql/v12"
  psql=(psql -qX -v ON_ERROR_STOP=1 "postgres://postgres:$PG_SUPERUSER_PASSWORD@$(ip_of haproxy):5000/postgres")
  "${psql[@]}" -c "CREATE ROLE temporal LOGIN PASSWORD '$TEMPORAL_DB_PASSWORD'"
  for db in temporal temporal_visibility; do
    "${psql[@]}" -c "CREATE DATABASE $db OWNER temporal"
  done
  local tool=("$bin/sql" --plugin postgres12 --ep "$(ip_of haproxy)" -p 5000 -u temporal --pw "$TEMPORAL_DB_PASSWORD")
  "${tool[@]}" --db temporal setup-schema -v 0.0
  "${tool[@]}" --db temporal update-schema -d "$schema/temporal/versioned"
  "${tool[@]}" --db temporal_visibility setup-schema -v 0.0
  "${tool[@]}" --db temporal_visibility update-schema -d "$schema/visibility/versioned"
}

temporal_start() {
  local bin node
  bin=$(temporal_bin)
  TEMPORAL_DB_PASSWORD=$(openssl rand -hex 16)
  echo "TEMPORAL_DB_PASSWORD=$TEMPORAL_DB_PASSWORD" >> "$STATE/secrets.env"
  temporal_schema "$bin" >> "$STATE/logs/temporal-schema.log" 2>&1 ||
    die "Temporal's schema setup failed; see $STATE/logs/temporal-schema.log"
  mkdir -p "$STATE/temporal"
  echo "$TEMPORAL_PROCESSES" > "$STATE/temporal-processes"
  for node in "${TEMPORAL_NODES[@]}"; do
    (umask 077 && temporal_config "$node" > "$STATE/temporal/$node.yaml")
    start_supervised "$node" "$STATE/logs/temporal-$node.log" \
      "$bin/server" --root / --config "$STATE/temporal" --env "$node" --allow-no-auth start --service "$(temporal_service_of "$node")"
  done
  local cli
  cli=$(source ../dev/go-tool.sh && go_pinned temporal)
  for node in "${TEMPORAL_FRONTENDS[@]}"; do
    wait_until 120 "Temporal's frontend on $node" "$cli" operator cluster health --address "$(ip_of "$node"):7233"
  done
  wait_until 30 "HAProxy to route to Temporal's frontends" haproxy_up temporal "${#TEMPORAL_FRONTENDS[@]}"
  "$cli" operator namespace create --address "$(temporal_address)" --retention 720h -n default > /dev/null
  wait_until 60 "Temporal namespace default" "$cli" operator namespace describe --address "$(temporal_address)" -n default
}
