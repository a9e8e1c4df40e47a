# Sourced by up.sh: the 3-member etcd that Patroni keeps its leader key in (Debian's etcd-server 3.4).

etcd_start() {
  local node ip initial=''
  for node in "${ETCD_NODES[@]}"; do initial+="${initial:+,}$node=http://$(ip_of "$node"):2380"; done
  for node in "${ETCD_NODES[@]}"; do
    ip=$(ip_of "$node")
    start_in "$node" "$STATE/logs/$node.log" etcd --name "$node" --data-dir "$STATE/$node" \
      --listen-peer-urls "http://$ip:2380" --initial-advertise-peer-urls "http://$ip:2380" \
      --listen-client-urls "http://$ip:2379" --advertise-client-urls "http://$ip:2379" \
      --initial-cluster "$initial" --initial-cluster-state new --initial-cluster-token spend-cluster
  done
  for node in "${ETCD_NODES[@]}"; do
    wait_until 60 "etcd member $node" http_ok "http://$(ip_of "$node"):2379/health"
  done
}

etcd_endpoints() {
  local node out=''
  for node in "${ETCD_NODES[@]}"; do out+="${out:+,}$(ip_of "$node"):2379"; done
  echo "$out"
}
