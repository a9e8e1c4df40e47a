#!/usr/bin/env bash
# Makes sure PostgreSQL (127.0.0.1:5432) and NATS with JetStream (127.0.0.1:4222) answer, starting
# them with this machine's commands when they do not. Safe to run any number of times.
set -euo pipefail

answers() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

wait_for() { # name port: up to 30 s
  for _ in $(seq 1 60); do answers "$2" && return 0; sleep 0.5; done
  echo "services.sh: $1 did not start on 127.0.0.1:$2" >&2
  exit 1
}

if ! answers 5432; then
  echo "Starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql)" main start
fi
wait_for PostgreSQL 5432
ready=
for _ in $(seq 1 60); do
  if pg_isready -q -h 127.0.0.1 -p 5432; then ready=1; break; fi
  sleep 0.5
done
if [ -z "$ready" ]; then
  echo "services.sh: PostgreSQL listens on 127.0.0.1:5432 but does not accept connections" >&2
  exit 1
fi

if ! answers 4222; then
  echo "Starting NATS (JetStream)"
  start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log
fi
wait_for NATS 4222

# Test files run in parallel, each with its own database and pools: 100 connections (the default)
# run out when several suites run at once. Raise it once; the restart takes a second.
max_connections=$(psql -h 127.0.0.1 -p 5432 -U postgres -Atc 'SHOW max_connections' 2>/dev/null || echo 0)
if [ "$max_connections" -lt 1000 ] 2>/dev/null; then
  echo "Raising PostgreSQL max_connections from $max_connections to 1000 (restart)"
  psql -h 127.0.0.1 -p 5432 -U postgres -qc 'ALTER SYSTEM SET max_connections = 1000'
  # The shutdown's checkpoint waits for the disk: beside npm ci on a slow disk one took 158 s, past
  # pg_ctl's 60 s. A checkpoint first (no limit), then a restart that waits up to 10 minutes.
  psql -h 127.0.0.1 -p 5432 -U postgres -qc 'CHECKPOINT'
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql)" main restart -- -t 600
  for _ in $(seq 1 60); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 0.5; done
  max_connections=$(psql -h 127.0.0.1 -p 5432 -U postgres -Atc 'SHOW max_connections')
fi
echo "PostgreSQL (max_connections $max_connections) and NATS are running"
