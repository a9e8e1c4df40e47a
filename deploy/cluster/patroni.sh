# Sourced by up.sh: three PostgreSQL 15 members run by Patroni 3 on the etcd above. Synchronous mode
# with one synchronous standby, so Patroni promotes only a standby holding every committed append.
# The timings are short for a fast failover (loop_wait + 2 * retry_timeout <= ttl, as Patroni
# requires); primary_start_timeout 0 makes a crashed leader fail over at once instead of being
# restarted in place (safe only with synchronous mode).

# The members' passwords: made once per cluster, kept beside the data (down.sh removes both).
patroni_secrets() {
  umask 077
  cat > "$STATE/secrets.env" <<SECRETS
PG_SUPERUSER_PASSWORD=$(openssl rand -hex 16)
PG_REPLICATION_PASSWORD=$(openssl rand -hex 16)
PG_REWIND_PASSWORD=$(openssl rand -hex 16)
SECRETS
  umask 022
}

patroni_config() {
  local node=$1 ip
  ip=$(ip_of "$node")
  cat <<YAML
scope: spend
namespace: /spend-cluster/
name: $node
restapi:
  listen: $ip:8008
  connect_address: $ip:8008
etcd3:
  hosts: $(etcd_endpoints)
bootstrap:
  dcs:
    ttl: 10
    loop_wait: 2
    retry_timeout: 4
    maximum_lag_on_failover: 1048576
    primary_start_timeout: 0
    synchronous_mode: true
    synchronous_node_count: 1
    postgresql:
      use_pg_rewind: true
      use_slots: true
      # As deploy/k8s/engines/postgres-cluster.yaml sets them (shared_buffers scaled to one machine).
      parameters:
        max_connections: 400
        shared_buffers: 128MB
        idle_in_transaction_session_timeout: 60s
        wal_log_hints: "on"
        hot_standby: "on"
  initdb:
    - encoding: UTF8
    - data-checksums
postgresql:
  listen: $ip:5432
  connect_address: $ip:5432
  data_dir: $STATE/$node/data
  bin_dir: $PG_BIN
  pgpass: $STATE/$node/pgpass
  authentication:
    superuser: { username: postgres, password: "$PG_SUPERUSER_PASSWORD" }
    replication: { username: replicator, password: "$PG_REPLICATION_PASSWORD" }
    rewind: { username: rewinder, password: "$PG_REWIND_PASSWORD" }
  # The host's own PostgreSQL holds /var/run/postgresql/.s.PGSQL.5432: each member keeps its socket
  # in its own folder (namespaces share the file system).
  parameters:
    unix_socket_directories: $STATE/$node
  pg_hba:
    - local all all trust
    - host replication replicator $SUBNET.0/24 scram-sha-256
    - host all all $SUBNET.0/24 scram-sha-256
YAML
}

patroni_start() {
  local node
  patroni_secrets
  # shellcheck disable=SC1091
  source "$STATE/secrets.env"
  for node in "${PG_NODES[@]}"; do
    install -d -o postgres -g postgres -m 700 "$STATE/$node"
    patroni_config "$node" > "$STATE/$node/patroni.yml"
    chown postgres:postgres "$STATE/$node/patroni.yml"
    chmod 600 "$STATE/$node/patroni.yml"
    start_in "$node" "$STATE/logs/$node.log" runuser -u postgres -- patroni "$STATE/$node/patroni.yml"
  done
  wait_until 120 "a Patroni leader" patroni_leader
  local ip
  for node in "${PG_NODES[@]}"; do
    ip=$(ip_of "$node")
    wait_until 120 "member $node to run (leader or streaming replica)" patroni_healthy "$ip"
  done
  wait_until 60 "a synchronous standby" patroni_has_sync
}

# Prints the leader's name (from any member's view of the cluster).
patroni_leader() {
  local node
  for node in "${PG_NODES[@]}"; do
    curl -fsS --max-time 1 "http://$(ip_of "$node"):8008/cluster" 2> /dev/null |
      jq -er '.members[] | select(.role == "leader" and .state == "running") | .name' && return 0
  done
  return 1
}

patroni_healthy() { curl -fsS --max-time 1 "http://$1:8008/health" > /dev/null; }

patroni_has_sync() {
  curl -fsS --max-time 1 "http://$(ip_of pg1):8008/cluster" |
    jq -e '[.members[] | select(.role == "sync_standby" and (.state == "streaming" or .state == "running"))] | length == 1'
}
