# Sourced by up.sh and down.sh (after lib.sh): the bridge, one namespace per node, a veth pair each.

network_up() {
  ip link add "$BRIDGE" type bridge
  ip addr add "$SUBNET.1/24" dev "$BRIDGE"
  ip link set "$BRIDGE" up
  local node ns
  for node in "${ALL_NODES[@]}"; do
    ns=$(ns_of "$node")
    ip netns add "$ns"
    # The host end is named after the node (spc-<node>), the namespace's end is eth0.
    ip link add "spc-$node" type veth peer name eth0 netns "$ns"
    ip link set "spc-$node" master "$BRIDGE" up
    ip -n "$ns" addr add "$(ip_of "$node")/24" dev eth0
    ip -n "$ns" link set eth0 up
    ip -n "$ns" link set lo up
  done
}

# Ends every process in each namespace (TERM, then KILL after a deadline), then removes the
# namespaces, the veths and the bridge. Whatever is already gone is skipped.
network_down() {
  local node ns pids deadline
  for node in "${ALL_NODES[@]}"; do
    ns=$(ns_of "$node")
    ip netns list | grep -qw "$ns" || continue
    pids=$(ip netns pids "$ns")
    [ -z "$pids" ] || kill -TERM $pids 2> /dev/null || true
  done
  deadline=$((SECONDS + 20))
  for node in "${ALL_NODES[@]}"; do
    ns=$(ns_of "$node")
    ip netns list | grep -qw "$ns" || continue
    while pids=$(ip netns pids "$ns") && [ -n "$pids" ]; do
      if [ $SECONDS -ge $deadline ]; then kill -KILL $pids 2> /dev/null || true; fi
      sleep 0.2
    done
    ip netns delete "$ns"
  done
  # A namespace's deletion removes its veth pair asynchronously: one already gone is fine.
  for node in "${ALL_NODES[@]}"; do
    ip link delete "spc-$node" 2> /dev/null || true
  done
  if cluster_exists; then ip link delete "$BRIDGE"; fi
  return 0
}
