# Sourced by the cluster scripts: the cluster's names, addresses and helpers. Every network name the
# scripts make starts with "spc" (spend cluster) so that `down.sh` removes exactly what `up.sh` made.
# The nodes live on a private /24 behind one bridge; the host holds .1 on it, so host-side tools
# (the check, psql) reach every node directly and no port is opened on the host's own addresses.
SUBNET=${SPEND_CLUSTER_SUBNET:-10.228.0}
BRIDGE=spc-br
STATE=${SPEND_CLUSTER_STATE:-/var/lib/spend-cluster}
PG_BIN=/usr/lib/postgresql/15/bin

# Node name -> last octet of its address.
declare -A NODE_IP=(
  [etcd1]=11 [etcd2]=12 [etcd3]=13
  [pg1]=21 [pg2]=22 [pg3]=23
  [haproxy]=30
  [nats1]=41 [nats2]=42 [nats3]=43
  [tfrontend]=51 [thistory]=52 [tmatching]=53 [tworker]=54 [tfrontend2]=55 [thistory2]=56 [tmatching2]=57 [tworker2]=58
  [api1]=61 [api2]=62 [authz1]=63 [authz2]=64 [proj1]=65 [proj2]=66 [worker1]=67 [worker2]=68 [identity]=70
  [web]=71 [prometheus]=80
)
ETCD_NODES=(etcd1 etcd2 etcd3)
PG_NODES=(pg1 pg2 pg3)
NATS_NODES=(nats1 nats2 nats3)
# Two processes of each Temporal service, as the chart's replicaCount: 2 runs them;
# SPEND_CLUSTER_TEMPORAL_PROCESSES=1 runs one each. With the chart's 512 history shards the second
# set cost a killed history process minutes of shard thrash on two cores; with temporal.sh's 4 it
# takes over in seconds (README.md "Temporal, two of each"). A running cluster keeps the count it
# was started with (temporal.sh records it), whatever the variable says later. The namespaces of
# the second set always exist, so down.sh removes whatever ran.
TEMPORAL_ALL_NODES=(tfrontend thistory tmatching tworker tfrontend2 thistory2 tmatching2 tworker2)
TEMPORAL_PROCESSES=${SPEND_CLUSTER_TEMPORAL_PROCESSES:-2}
if ip link show "$BRIDGE" > /dev/null 2>&1 && [ -f "$STATE/temporal-processes" ]; then TEMPORAL_PROCESSES=$(cat "$STATE/temporal-processes"); fi
case $TEMPORAL_PROCESSES in
  1) TEMPORAL_NODES=("${TEMPORAL_ALL_NODES[@]:0:4}") ;;
  2) TEMPORAL_NODES=("${TEMPORAL_ALL_NODES[@]}") ;;
  *) echo "cluster: SPEND_CLUSTER_TEMPORAL_PROCESSES must be 1 or 2, not '$TEMPORAL_PROCESSES'" >&2; exit 1 ;;
esac
TEMPORAL_FRONTENDS=(tfrontend)
[ "$TEMPORAL_PROCESSES" = 1 ] || TEMPORAL_FRONTENDS+=(tfrontend2)
APP_NODES=(identity api1 api2 authz1 authz2 proj1 proj2 worker1 worker2)
ALL_NODES=("${ETCD_NODES[@]}" "${PG_NODES[@]}" haproxy "${NATS_NODES[@]}" "${TEMPORAL_ALL_NODES[@]}" "${APP_NODES[@]}" web prometheus)
# SPEND_CLUSTER_TEMPORAL=0 leaves the Temporal server out (its first start builds it: some minutes),
# and with it the project's services (their readiness needs Temporal).
WITH_TEMPORAL=${SPEND_CLUSTER_TEMPORAL:-1}

ip_of() { echo "$SUBNET.${NODE_IP[$1]}"; }
ns_of() { echo "spc-$1"; }
# Temporal's clients reach its frontends through HAProxy (haproxy.sh).
temporal_address() { echo "$(ip_of haproxy):7233"; }

say() { echo "cluster: $*" >&2; }
die() { say "$*"; exit 1; }

require_root() { [ "$(id -u)" = 0 ] || die "needs root (network namespaces, veths, a bridge); run it as root"; }

# `start_in NODE LOG [runuser -u USER --] CMD...`: starts CMD in NODE's namespace, detached from this
# shell (its own session), output appended to LOG. Its pid is not tracked: `down.sh` ends every process
# in the namespace (`ip netns pids`), so nothing outlives the cluster.
start_in() {
  local node=$1 log=$2
  shift 2
  ip netns exec "$(ns_of "$node")" setsid "$@" >> "$log" 2>&1 < /dev/null &
}

# `start_supervised NODE LOG CMD...`: as start_in, but a process that exits is started again after a
# second, as Kubernetes restarts a container (restartPolicy Always); the log says so. down.sh ends
# the loop with the rest of the namespace.
start_supervised() {
  local node=$1 log=$2
  shift 2
  start_in "$node" "$log" bash -c 'while :; do "$@"; echo "cluster: $0 exited ($?); restarting in 1 s"; sleep 1; done' "$node" "$@"
}

# `wait_until SECONDS WHAT CMD...`: polls CMD every 0.2 s until it succeeds or the deadline passes.
wait_until() {
  local seconds=$1 what=$2 deadline
  shift 2
  deadline=$((SECONDS + seconds))
  until "$@" > /dev/null 2>&1; do
    [ $SECONDS -lt $deadline ] || { say "timed out after ${seconds}s waiting for $what"; return 1; }
    sleep 0.2
  done
}

# True when the cluster's network exists (the bridge is its first and last piece).
cluster_exists() { ip link show "$BRIDGE" > /dev/null 2>&1; }

http_ok() { curl -fsS --max-time 1 "$1" > /dev/null; }
