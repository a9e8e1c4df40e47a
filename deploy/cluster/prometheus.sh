# Sourced by up.sh: Debian's Prometheus in its own namespace, scraping every /metrics of the cluster
# each 5 s — the services (API and authorizer replicas, projection runners, workers), the Temporal
# services, Patroni and etcd — with the alert rules of prometheus/rules.yml. Not scraped: NATS (no
# /metrics of its own without an exporter), HAProxy and the identity provider (no /metrics endpoint).
PROMETHEUS_URL="http://$(ip_of prometheus):9090"

# One scrape job: `prometheus_job NAME PORT NODE...`, each target labelled with its node as instance.
prometheus_job() {
  local job=$1 port=$2 node
  shift 2
  echo "  - job_name: $job"
  echo "    static_configs:"
  for node in "$@"; do
    echo "      - { targets: ['$(ip_of "$node"):$port'], labels: { instance: $node } }"
  done
}

prometheus_start() {
  local dir="$STATE/prometheus"
  mkdir -p "$dir/data"
  cp prometheus/rules.yml "$dir/rules.yml"
  {
    echo "global: { scrape_interval: 5s, evaluation_interval: 5s }"
    echo "rule_files: ['$dir/rules.yml']"
    echo "scrape_configs:"
    prometheus_job api 4000 api1 api2
    prometheus_job authorizer 4300 authz1 authz2
    prometheus_job projections 9464 proj1 proj2
    prometheus_job worker 9464 worker1 worker2
    prometheus_job temporal 9090 "${TEMPORAL_NODES[@]}"
    prometheus_job patroni 8008 "${PG_NODES[@]}"
    prometheus_job etcd 2379 "${ETCD_NODES[@]}"
  } > "$dir/prometheus.yml"
  promtool check config "$dir/prometheus.yml" > "$STATE/logs/promtool.log" 2>&1 || die "promtool rejected $dir/prometheus.yml; see $STATE/logs/promtool.log"
  chown -R prometheus: "$dir" 2> /dev/null || true
  start_supervised prometheus "$STATE/logs/prometheus.log" runuser -u prometheus -- prometheus --config.file="$dir/prometheus.yml" \
    --storage.tsdb.path="$dir/data" --web.listen-address="$(ip_of prometheus):9090"
  wait_until 60 "Prometheus" http_ok "$PROMETHEUS_URL/-/ready"
}
