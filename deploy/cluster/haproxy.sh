# Sourced by up.sh: HAProxy in front of the members. Port 5000 goes to the leader, 5001 to the
# replicas (round robin), each chosen by Patroni's REST health checks (/primary, /replica) every
# second; a member failing two checks has its sessions cut so clients reconnect to the new leader.

haproxy_config() {
  local ip node servers=''
  ip=$(ip_of haproxy)
  for node in "${PG_NODES[@]}"; do
    servers+="  server $node $(ip_of "$node"):5432 check port 8008"$'\n'
  done
  cat <<CFG
global
  maxconn 2000
  pidfile $STATE/haproxy.pid

defaults
  mode tcp
  timeout connect 2s
  timeout client 30m
  timeout server 30m
  timeout check 1s
  default-server inter 1s fall 2 rise 1 on-marked-down shutdown-sessions

listen stats
  mode http
  bind $ip:7000
  stats enable
  stats uri /

listen primary
  bind $ip:5000
  option httpchk GET /primary
  http-check expect status 200
$servers
listen replicas
  bind $ip:5001
  balance roundrobin
  option httpchk GET /replica
  http-check expect status 200
$servers
# The API and authorizer replicas (apps.sh), by their readiness (database, NATS and Temporal reachable).
listen api
  mode http
  bind $ip:4000
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  server api1 $(ip_of api1):4000 check
  server api2 $(ip_of api2):4000 check

listen authorizer
  mode http
  bind $ip:4300
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  timeout client 60s
  timeout server 60s
  server authz1 $(ip_of authz1):4300 check
  server authz2 $(ip_of authz2):4300 check

# Temporal's frontends (temporal.sh): gRPC passed through, by whether they take connections. A
# worker's long polls stay on one frontend until it goes; then they reconnect through here.
listen temporal
  bind $ip:7233
  balance roundrobin
$(for node in "${TEMPORAL_FRONTENDS[@]}"; do echo "  server $node $(ip_of "$node"):7233 check"; done)

# The web app's server (web.sh), by its /healthz; WebSockets to /graphql pass through it.
listen web
  mode http
  bind $ip:8080
  option httpchk GET /healthz
  http-check expect status 200
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  server web $(ip_of web):8080 check
CFG
}

haproxy_start() {
  haproxy_config > "$STATE/haproxy.cfg"
  haproxy -c -q -f "$STATE/haproxy.cfg" || die "haproxy rejected $STATE/haproxy.cfg"
  # -db: stay in the foreground (start_in detaches it), logging to stderr.
  start_in haproxy "$STATE/logs/haproxy.log" haproxy -db -f "$STATE/haproxy.cfg"
  wait_until 30 "HAProxy to route writes to the leader" haproxy_up primary 1
}

# `haproxy_up PROXY N`: true when N of PROXY's servers are up (the stats page's CSV: pxname, svname, … status).
haproxy_up() {
  curl -fsS --max-time 1 "http://$(ip_of haproxy):7000/;csv" |
    awk -F, -v px="$1" -v n="$2" '$1 == px && $2 != "FRONTEND" && $2 != "BACKEND" && $18 == "UP" { up++ } END { exit !(up >= n) }'
}
